import type { Member, MemberEntry, PresenceRegistry } from './presence-registry';

/**
 * A hub's side of the cluster link (Redis pub/sub, see cluster.ts): what it tells the other API
 * processes (events, its presence members, a heartbeat) and what it does with what they tell it.
 */

/** What processes tell each other through the cluster link. */
export type ClusterMessage =
  /** An event for the sockets on `channel` (its wire frame, already encoded), except one socket. */
  | { kind: 'event'; channel: string; frame: string; except?: string }
  /** A user's first socket on a presence channel in the sending process. */
  | { kind: 'member_added'; channel: string; userId: string | number; userInfo: unknown }
  /** A user's last socket on a presence channel in the sending process went away. */
  | { kind: 'member_removed'; channel: string; userId: string | number }
  /** Every presence member of the sending process (a heartbeat, and an answer to `sync`). */
  | { kind: 'state'; members: MemberEntry[] }
  /** A process that just connected asks the others for their `state`. */
  | { kind: 'sync' }
  /** The sending process is shutting down: forget its members. */
  | { kind: 'bye' };

export interface ClusterSyncOptions<S> {
  presence: PresenceRegistry<S>;
  /** Sends an event frame to this process's sockets on `channel`, except one socket. */
  deliver: (channel: string, frame: string, exceptSocketId?: string) => void;
  /** Seconds between presence snapshots sent to the other processes (and 3 of them to forget one). */
  heartbeatSeconds: number;
  now: () => number;
}

export class ClusterSync<S> {
  private readonly presence: PresenceRegistry<S>;
  private readonly deliver: ClusterSyncOptions<S>['deliver'];
  private readonly heartbeatSeconds: number;
  private readonly now: () => number;
  private send: ((message: ClusterMessage) => void) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(options: ClusterSyncOptions<S>) {
    this.presence = options.presence;
    this.deliver = options.deliver;
    this.heartbeatSeconds = options.heartbeatSeconds;
    this.now = options.now;
  }

  /** Links with the other processes: asks for their members, tells ours, then every heartbeat. */
  connect(send: (message: ClusterMessage) => void): void {
    this.send = send;
    send({ kind: 'sync' });
    send(this.snapshot());
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      this.send?.(this.snapshot());
    }, this.heartbeatSeconds * 1000);
    this.heartbeat.unref();
  }

  /** Asks the other processes for their presence members again (after a reconnection of the link). */
  resync(): void {
    this.send?.({ kind: 'sync' });
    this.send?.(this.snapshot());
  }

  /** An event frame for the other processes' sockets on `channel`, except one socket. */
  event(channel: string, frame: string, except?: string): void {
    this.send?.({ kind: 'event', channel, frame, ...(except ? { except } : {}) });
  }

  memberAdded(channel: string, member: Member): void {
    this.send?.({ kind: 'member_added', channel, userId: member.userId, userInfo: member.info });
  }

  memberRemoved(channel: string, member: Member): void {
    this.send?.({ kind: 'member_removed', channel, userId: member.userId });
  }

  /** A message from another process (`origin` is its node id). */
  receive(origin: string, message: ClusterMessage): void {
    if (message.kind === 'bye') {
      this.presence.forgetNode(origin);
      return;
    }
    this.presence.seen(origin, this.now());
    switch (message.kind) {
      case 'event':
        this.deliver(message.channel, message.frame, message.except);
        return;
      case 'sync':
        this.send?.(this.snapshot());
        return;
      case 'member_added':
        this.presence.addRemote(origin, message.channel, {
          userId: message.userId,
          info: message.userInfo,
        });
        return;
      case 'member_removed':
        this.presence.removeRemote(origin, message.channel, message.userId);
        return;
      case 'state':
        this.presence.replaceRemote(origin, message.members);
        return;
    }
  }

  /** A process silent for three heartbeats has died: its members leave. */
  forgetSilentNodes(): void {
    this.presence.forgetNodesSilentSince(this.now() - this.heartbeatSeconds * 3 * 1000);
  }

  /** Tells the other processes to forget this one, and stops talking to them. */
  close(): void {
    clearInterval(this.heartbeat);
    this.send?.({ kind: 'bye' });
    this.send = undefined;
  }

  private snapshot(): ClusterMessage {
    return { kind: 'state', members: this.presence.localEntries() };
  }
}
