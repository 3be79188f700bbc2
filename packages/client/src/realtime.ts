import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import type { ApiClient } from './api-client';
import { unwrap } from './api-client';
import {
  channelNames,
  TYPING_THROTTLE_MS,
  type ConversationWhispers,
  type Dotted,
  type PresenceMember,
  type UserEvents,
  type VideoChatEvents as VideoChatEventsAsPublished,
  type VideoChatWhispers,
} from '@app/openapi/realtime';

// The channels, events, payloads and whispers are the contract's (`@app/openapi/realtime`), the map
// the API publishes through: a payload that drifts fails `tsc` here and there.
export {
  channelNames,
  TYPING_THROTTLE_MS,
  type ConversationWhispers,
  type PresenceMember,
  type VideoChatWhispers,
};

export interface RealtimeOptions {
  /** The API client whose session or token authorises private and presence channels. */
  api: ApiClient;
  /** Pusher application key. */
  key: string;
  host: string;
  port: number;
  /** TLS (wss) on `port`; the product's production socket uses TLS on 443. */
  tls: boolean;
  /** A path prefix before `/app/<key>` (the API under a prefix of the app's origin, `/backend`). */
  path?: string;
  /** Pusher cluster; ignored when `host` is set, but pusher-js requires one. */
  cluster?: string;
  /** Log pusher-js traffic (development). */
  debug?: boolean;
}

/** Events on `private-user.{id}`, as laravel-echo names them (with a leading dot). */
export type UserChannelEvents = Dotted<UserEvents>;

/** Events on `presence-conversation.{id}.video-chat`, with their leading dot. */
export type VideoChatEvents = Dotted<VideoChatEventsAsPublished>;

type Unsubscribe = () => void;

export interface UserChannel {
  on<E extends keyof UserChannelEvents>(
    event: E,
    listener: (payload: UserChannelEvents[E]) => void,
  ): Unsubscribe;
  /**
   * Called each time the server confirms the subscription (the first time, and again after a
   * reconnection), and at once when it already has: events published before it may have been missed,
   * so a listener refetches what they would have changed.
   */
  onSubscribed(listener: () => void): Unsubscribe;
  leave(): void;
}

export interface ConversationChannel {
  /** Whisper that I am typing; calls closer than 900 ms apart are dropped. */
  typing(userId: number): void;
  onTyping(listener: (payload: ConversationWhispers['typing']) => void): Unsubscribe;
  leave(): void;
}

export interface VideoChatChannel {
  on<E extends keyof VideoChatEvents>(
    event: E,
    listener: (payload: VideoChatEvents[E]) => void,
  ): Unsubscribe;
  whisper<W extends keyof VideoChatWhispers>(whisper: W, payload: VideoChatWhispers[W]): void;
  onWhisper<W extends keyof VideoChatWhispers>(
    whisper: W,
    listener: (payload: VideoChatWhispers[W]) => void,
  ): Unsubscribe;
  here(listener: (members: PresenceMember[]) => void): void;
  joining(listener: (member: PresenceMember) => void): void;
  leaving(listener: (member: PresenceMember) => void): void;
  leave(): void;
}

export interface Realtime {
  /** The socket id once connected (sent by the API client as `X-Socket-ID`). */
  socketId(): string | undefined;
  user(userId: number): UserChannel;
  conversation(conversationId: number): ConversationChannel;
  videoChat(conversationId: number): VideoChatChannel;
  /** Resolves once the socket is connected. */
  connected(): Promise<void>;
  disconnect(): void;
  readonly echo: Echo<'pusher'>;
}

/**
 * laravel-echo over pusher-js against a configurable Pusher-protocol server, with private and presence
 * channels authorised through `POST broadcasting/auth` by the same API client (same cookies or token).
 */
export function createRealtime(options: RealtimeOptions): Realtime {
  const { api } = options;
  const pusher = new Pusher(options.key, {
    cluster: options.cluster ?? 'local',
    wsHost: options.host,
    wsPort: options.port,
    wssPort: options.port,
    ...(options.path ? { wsPath: options.path } : {}),
    forceTLS: options.tls,
    enabledTransports: options.tls ? ['wss'] : ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        unwrap(
          api.POST('/broadcasting/auth', {
            body: { socket_id: socketId, channel_name: channelName },
          }),
        ).then(
          (data) => {
            callback(null, data);
          },
          (reason: unknown) => {
            callback(reason instanceof Error ? reason : new Error(String(reason)), null);
          },
        );
      },
    },
  });
  if (options.debug) Pusher.logToConsole = true;

  const echo = new Echo({
    broadcaster: 'pusher',
    key: options.key,
    client: pusher,
    withoutInterceptors: true,
  });

  function listen(
    channel: {
      listen(event: string, cb: CallableFunction): unknown;
      stopListening(event: string, cb?: CallableFunction): unknown;
    },
    event: string,
    listener: (payload: never) => void,
  ): Unsubscribe {
    // pusher-js passes metadata as a second argument; listeners get the payload only.
    const handler = (payload: never): void => {
      listener(payload);
    };
    channel.listen(event, handler);
    return () => {
      channel.stopListening(event, handler);
    };
  }

  function listenForWhisper(
    channel: {
      listenForWhisper(event: string, cb: CallableFunction): unknown;
      stopListeningForWhisper(event: string, cb?: CallableFunction): unknown;
    },
    whisper: string,
    listener: (payload: never) => void,
  ): Unsubscribe {
    const handler = (payload: never): void => {
      listener(payload);
    };
    channel.listenForWhisper(whisper, handler);
    return () => {
      channel.stopListeningForWhisper(whisper, handler);
    };
  }

  return {
    echo,
    socketId: () => echo.socketId(),
    connected: () =>
      new Promise<void>((resolve, reject) => {
        const connection = pusher.connection;
        if (connection.state === 'connected') {
          resolve();
          return;
        }
        const onState = ({ current }: { current: string }): void => {
          if (current === 'connected') {
            connection.unbind('state_change', onState);
            resolve();
          } else if (current === 'failed' || current === 'unavailable') {
            connection.unbind('state_change', onState);
            reject(new Error(`Realtime connection ${current}`));
          }
        };
        connection.bind('state_change', onState);
      }),
    disconnect: () => {
      echo.disconnect();
    },

    user(userId) {
      const name = channelNames.user(userId);
      const channel = echo.private(name);
      return {
        on: (event, listener) => listen(channel, event, listener),
        onSubscribed: (listener) => {
          const subscription = channel.subscription;
          const handler = (): void => {
            listener();
          };
          subscription.bind('pusher:subscription_succeeded', handler);
          if (subscription.subscribed) queueMicrotask(handler);
          return () => {
            subscription.unbind('pusher:subscription_succeeded', handler);
          };
        },
        leave: () => {
          echo.leave(name);
        },
      };
    },

    conversation(conversationId) {
      const name = channelNames.conversation(conversationId);
      const channel = echo.private(name);
      let lastTyping = -Infinity;
      return {
        typing(userId) {
          const now = Date.now();
          if (now - lastTyping < TYPING_THROTTLE_MS) return;
          lastTyping = now;
          channel.whisper('typing', { user_id: userId } satisfies ConversationWhispers['typing']);
        },
        onTyping: (listener) => listenForWhisper(channel, 'typing', listener),
        leave: () => {
          echo.leave(name);
        },
      };
    },

    videoChat(conversationId) {
      const name = channelNames.videoChat(conversationId);
      const channel = echo.join(name);
      return {
        on: (event, listener) => listen(channel, event, listener),
        whisper(whisper, payload) {
          channel.whisper(whisper, payload);
        },
        onWhisper: (whisper, listener) => listenForWhisper(channel, whisper, listener),
        here(listener) {
          channel.here(listener);
        },
        joining(listener) {
          channel.joining(listener);
        },
        leaving(listener) {
          channel.leaving(listener);
        },
        leave: () => {
          echo.leave(name);
        },
      };
    },
  };
}
