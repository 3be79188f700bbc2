import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { idParam, route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { listConversations, openConversation, setPriority, unseenConversations } from './reading';
import { socketIdOf } from './service';
import { sendMessage, startConversation } from './writing';
import {
  acceptCall,
  callWithSignal,
  declineCall,
  notifyCall,
  setVideoAuthorization,
  videoAuthorization,
} from './video-chat';

/** Who calls, in which language, and from which realtime socket. */
function caller(c: Context<AppEnv>) {
  return {
    userId: requireUserId(c),
    signedIn: c.get('auth').signedIn,
    locale: c.get('locale'),
    socketId: socketIdOf(c.req.header('x-socket-id')),
  };
}

/** The inboxes, conversations, messages and flowers, and the video-call signalling. */
export function registerConversationRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/conversations', async (c, { query }) => {
    const { userId, signedIn, locale } = caller(c);
    const data = await listConversations(c.get('services'), {
      userId,
      signedIn,
      priority: query.filter?.priority,
      locale,
    });
    return c.json({ data }, 200);
  });

  route(app, 'post', '/conversations', async (c, { body }) => {
    const { userId, signedIn, locale, socketId } = caller(c);
    const data = await startConversation(c.get('services'), {
      userId,
      signedIn,
      recipientUserId: body.user_id,
      flower: body.flower === true,
      content: body.content,
      locale,
      socketId,
    });
    return c.json({ data }, 201);
  });

  route(app, 'get', '/conversations/unseen', async (c, { query }) => {
    const { userId } = caller(c);
    const data = await unseenConversations(c.get('services'), {
      userId,
      priority: query.filter?.priority,
    });
    return c.json({ data }, 200);
  });

  route(app, 'get', '/conversations/{id}', async (c, { params }) => {
    const { userId, signedIn, locale } = caller(c);
    const data = await openConversation(c.get('services'), {
      userId,
      signedIn,
      conversationId: idParam(params.id),
      locale,
    });
    return c.json({ data }, 200);
  });

  route(app, 'post', '/conversations/{id}/messages', async (c, { params, body }) => {
    const { userId, signedIn, locale, socketId } = caller(c);
    const data = await sendMessage(c.get('services'), {
      userId,
      signedIn,
      conversationId: idParam(params.id),
      input: body,
      locale,
      socketId,
    });
    return c.json({ data }, 201);
  });

  route(app, 'patch', '/conversations/{id}/priority', async (c, { params, body }) => {
    const { userId, locale } = caller(c);
    await setPriority(c.get('services'), {
      userId,
      conversationId: idParam(params.id),
      priority: body.priority,
      locale,
    });
    return c.body(null, 204);
  });

  route(app, 'patch', '/conversations/{id}/authorize-video-chat', async (c, { params, body }) => {
    await setVideoAuthorization(c.get('services'), {
      ...caller(c),
      conversationId: idParam(params.id),
      authorize: body.authorize_video_chat,
    });
    return c.body(null, 204);
  });

  route(app, 'get', '/conversations/{id}/video-chat/authorized', async (c, { params }) => {
    const { userId, locale } = caller(c);
    const authorized = await videoAuthorization(c.get('services'), {
      userId,
      locale,
      conversationId: idParam(params.id),
    });
    return c.json({ data: { authorized } }, 200);
  });

  route(app, 'post', '/conversations/{id}/video-chat/notify', async (c, { params }) => {
    await notifyCall(c.get('services'), { ...caller(c), conversationId: idParam(params.id) });
    return c.body(null, 204);
  });

  route(app, 'post', '/conversations/{id}/video-chat/call', async (c, { params, body }) => {
    await callWithSignal(c.get('services'), {
      ...caller(c),
      conversationId: idParam(params.id),
      signal: body.signal,
    });
    return c.body(null, 204);
  });

  route(app, 'post', '/conversations/{id}/video-chat/accept', async (c, { params, body }) => {
    await acceptCall(c.get('services'), {
      ...caller(c),
      conversationId: idParam(params.id),
      signal: body.signal,
    });
    return c.body(null, 204);
  });

  route(app, 'post', '/conversations/{id}/video-chat/decline', async (c, { params }) => {
    await declineCall(c.get('services'), { ...caller(c), conversationId: idParam(params.id) });
    return c.body(null, 204);
  });
}
