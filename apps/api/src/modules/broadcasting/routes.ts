import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { ValidationError } from '../../http/errors';
import { requireUserId } from '../../http/session';
import { message } from '../../i18n/messages';
import { realtimeCredentials } from '../../realtime/credentials';
import { signChannel } from '../../realtime/protocol';
import { authorizeChannel } from './service';

const PATH = '/broadcasting/auth';

/** The body as pusher-js sends it (form-encoded) or as the app's client does (JSON). */
async function readBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  if (c.req.header('content-type')?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError({ body: [message('http.bad_json')] });
  }
}

/**
 * `POST /broadcasting/auth`: signs a private or presence channel subscription for its owner only:
 * `private-user.{id}` for that user; `private-conversation.{id}` and
 * `presence-conversation.{id}.video-chat` for the conversation's participants, unless a block stands
 * between them. A blocked account keeps its own channel only (to hear that it is unblocked). Anything
 * else is 403.
 */
export function registerBroadcastingRoutes(app: Hono<AppEnv>): void {
  app.post(PATH, async (c) => {
    const services = c.get('services');
    // The sign-in check first, as Laravel's auth middleware on this route does.
    const userId = requireUserId(c);
    const body = await readBody(c);
    const errors = services.contract.validateRequest(
      'post',
      PATH,
      { body, query: {} },
      c.get('locale'),
    );
    if (errors) throw new ValidationError(errors);
    const { socket_id: socketId, channel_name: channelName } = body as {
      socket_id: string;
      channel_name: string;
    };

    const { channel, user } = await authorizeChannel(services, userId, channelName);
    const credentials = realtimeCredentials(services.config, services.appKey);
    if (channel.kind !== 'video-chat') {
      return c.json({ auth: signChannel(credentials, socketId, channelName) });
    }
    const channelData = JSON.stringify({
      user_id: user.id,
      user_info: { id: user.id, first_name: user.firstName },
    });
    return c.json({
      auth: signChannel(credentials, socketId, channelName, channelData),
      channel_data: channelData,
    });
  });
}
