/**
 * The seam between the API's modules and realtime delivery. A module publishes an event on a channel
 * (`private-user.12`, `presence-conversation.4.video-chat`); the broadcaster delivers it to the sockets
 * subscribed there: the embedded Pusher-protocol server, other API processes through Redis, or an
 * external Pusher-compatible server through the official SDK.
 *
 * Channels, event names and payloads are the contract's (`@app/openapi/realtime`): `publish` accepts
 * only an event of that channel with its payload, the same map the client listens through.
 */
import type { EventChannel, EventsOn, RealtimeMessage } from '@app/openapi/realtime';

export { channels, events } from '@app/openapi/realtime';

/** An event as delivered on the wire: any channel, any name (the hub and the transports). */
export interface BroadcastEvent {
  /** The full channel name, with its `private-` or `presence-` prefix. */
  channel: string;
  /** The event name as published; Echo listens for it with a leading dot. */
  event: string;
  data: unknown;
  /** The `X-Socket-ID` of the request that caused the event: that socket does not receive it. */
  exceptSocketId?: string;
}

export interface Broadcaster {
  publish<C extends EventChannel, E extends keyof EventsOn<C> & string>(
    message: RealtimeMessage<C, E>,
  ): Promise<void>;
}

/** A broadcaster over a transport that delivers wire events. */
export function broadcasterOver(deliver: (event: BroadcastEvent) => Promise<void>): Broadcaster {
  return {
    publish: (message) => deliver(message),
  };
}

/** Keeps what was published, for tests and for a server started without realtime. */
export function createRecordingBroadcaster(): Broadcaster & { events: BroadcastEvent[] } {
  const events: BroadcastEvent[] = [];
  return {
    events,
    ...broadcasterOver((event) => {
      events.push(event);
      return Promise.resolve();
    }),
  };
}
