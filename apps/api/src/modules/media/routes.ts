import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { idParam, route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { memberIdOf } from '../answers/service';
import {
  deleteAudioIntroduction,
  getAudioIntroduction,
  getSamplePicture,
  saveAudioIntroduction,
  saveSamplePicture,
} from './member-media';
import {
  addPicture,
  deletePicture,
  ensureBlurredRendition,
  listGallery,
  presentPicture,
  reorderPictures,
} from './pictures';
import { createUpload, receiveUpload, serveFile } from './uploads';

/**
 * Files (signed upload and download URLs served in place of cloud storage), the member's pictures, the
 * sample picture and the audio introduction.
 */
export function registerMediaRoutes(app: Hono<AppEnv>): void {
  route(app, 'post', '/vapor/signed-storage-url', async (c, { body }) => {
    const userId = requireUserId(c);
    return c.json(await createUpload(c.get('services'), userId, body, c.get('locale')), 201);
  });

  // Raw bytes, not JSON: registered outside `route`, which reads the body as text. The key may come
  // percent-encoded (`tmp%2F<uuid>`, as answered) or not.
  app.put('/storage/uploads/:key{.+}', async (c) => {
    await receiveUpload(c.get('services'), c.get('locale'), c.req.param('key'), c.req.raw);
    return c.body(null, 201);
  });

  // Outside `route` too: a malformed `expires` is a refused signature (403), not a 422.
  // A blurred rendition not stored yet is made from its picture before it is served.
  app.get('/storage/files/:key{.+}', (c) =>
    serveFile(c.get('services'), c.get('locale'), c.req.param('key'), new URL(c.req.url), {
      prepare: ensureBlurredRendition,
    }),
  );

  route(app, 'get', '/account/member/pictures', async (c) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const memberId = await memberIdOf(services.db, userId, c.get('locale'));
    return c.json(await listGallery(services, memberId), 200);
  });

  route(app, 'post', '/account/member/pictures', async (c, { body }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const locale = c.get('locale');
    const memberId = await memberIdOf(services.db, userId, locale);
    const row = await addPicture(services, { userId, memberId, key: body.key, locale });
    return c.json({ data: presentPicture(services, row) }, 201);
  });

  route(app, 'patch', '/account/member/pictures/reorder', async (c, { body }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const locale = c.get('locale');
    const memberId = await memberIdOf(services.db, userId, locale);
    await reorderPictures(services, { memberId, ids: body.ids, locale });
    return c.body(null, 204);
  });

  route(app, 'delete', '/account/member/pictures/{id}', async (c, { params, query }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const locale = c.get('locale');
    const pictureId = idParam(params.id);
    const memberId = await memberIdOf(services.db, userId, locale);
    await deletePicture(services, {
      memberId,
      pictureId,
      confirm: query.confirm === true,
      locale,
    });
    return c.body(null, 204);
  });

  route(app, 'get', '/account/member/sample-picture', async (c) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const memberId = await memberIdOf(services.db, userId, c.get('locale'));
    return c.json(await getSamplePicture(services, memberId), 200);
  });

  route(app, 'post', '/account/member/sample-picture', async (c, { body }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const locale = c.get('locale');
    const memberId = await memberIdOf(services.db, userId, locale);
    return c.json(
      await saveSamplePicture(services, { userId, memberId, key: body.key, locale }),
      200,
    );
  });

  route(app, 'get', '/account/member/audio-introduction', async (c) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const memberId = await memberIdOf(services.db, userId, c.get('locale'));
    return c.json(await getAudioIntroduction(services, memberId), 200);
  });

  route(app, 'post', '/account/member/audio-introduction', async (c, { body }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const locale = c.get('locale');
    const memberId = await memberIdOf(services.db, userId, locale);
    return c.json(
      await saveAudioIntroduction(services, {
        userId,
        memberId,
        key: body.audio_introduction,
        locale,
      }),
      200,
    );
  });

  route(app, 'delete', '/account/member/audio-introduction', async (c) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const memberId = await memberIdOf(services.db, userId, c.get('locale'));
    await deleteAudioIntroduction(services, memberId);
    return c.body(null, 204);
  });
}
