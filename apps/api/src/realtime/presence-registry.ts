/**
 * The presence members a realtime hub knows, per presence channel: the members with sockets in this
 * process (local) and those the other processes reported (remote, by their node id). State only: the
 * hub (hub.ts) turns each change into frames for its sockets, cluster-sync.ts into messages for the
 * other processes.
 */

export interface Member {
  userId: string | number;
  info: unknown;
}

/** A presence member as processes exchange them. */
export type MemberEntry = [channel: string, userId: string | number, userInfo: unknown];

/** What the registry reports while it changes; `S` is the hub's socket. */
export interface PresenceEvents<S> {
  /**
   * Who appeared on `channel` and who left it (across processes) in one change; `joining` is the
   * socket whose subscription made the change (it hears of no one: its subscription lists everyone).
   */
  changed(channel: string, added: Member[], removed: Member[], joining?: S): void;
  /** A member's first socket on `channel` in this process. */
  localAdded(channel: string, member: Member): void;
  /** A member's last socket on `channel` in this process went away. */
  localRemoved(channel: string, member: Member): void;
}

interface LocalMember<S> extends Member {
  sockets: Set<S>;
}

interface RemoteNode {
  seenAt: number;
  /** channel → member key → member */
  members: Map<string, Map<string, Member>>;
}

export class PresenceRegistry<S> {
  /** presence channel → member key → member with its sockets in this process */
  private readonly local = new Map<string, Map<string, LocalMember<S>>>();
  /** other processes, by their node id */
  private readonly remote = new Map<string, RemoteNode>();

  constructor(private readonly events: PresenceEvents<S>) {}

  /** Presence members of a channel across processes: this one's first, then the others'. */
  members(channel: string): Map<string, Member> {
    const members = new Map<string, Member>();
    for (const [key, member] of this.local.get(channel) ?? []) members.set(key, member);
    for (const node of this.remote.values()) {
      for (const [key, member] of node.members.get(channel) ?? []) {
        if (!members.has(key)) members.set(key, member);
      }
    }
    return members;
  }

  /** The member of this process on `channel` under `memberKey` (`String(user_id)`). */
  localMember(channel: string, memberKey: string): Member | undefined {
    return this.local.get(channel)?.get(memberKey);
  }

  /** `socket` joins `channel` as a member; a member's further socket updates its info. */
  join(channel: string, memberKey: string, member: Member, socket: S): void {
    this.change(
      channel,
      () => {
        const local = this.local.get(channel) ?? new Map<string, LocalMember<S>>();
        const existing = local.get(memberKey);
        if (existing) {
          existing.sockets.add(socket);
          existing.info = member.info;
        } else {
          local.set(memberKey, { ...member, sockets: new Set([socket]) });
          this.events.localAdded(channel, member);
        }
        this.local.set(channel, local);
      },
      socket,
    );
  }

  /** `socket` leaves `channel`; the member leaves with its last socket in this process. */
  leave(channel: string, memberKey: string, socket: S): void {
    this.change(channel, () => {
      const local = this.local.get(channel);
      const member = local?.get(memberKey);
      if (!local || !member) return;
      member.sockets.delete(socket);
      if (member.sockets.size > 0) return;
      local.delete(memberKey);
      if (local.size === 0) this.local.delete(channel);
      this.events.localRemoved(channel, member);
    });
  }

  /** Every member of this process, as told to the other processes. */
  localEntries(): MemberEntry[] {
    const entries: MemberEntry[] = [];
    for (const [channel, local] of this.local) {
      for (const member of local.values()) entries.push([channel, member.userId, member.info]);
    }
    return entries;
  }

  /** Another process was heard from at `at`. */
  seen(origin: string, at: number): void {
    this.node(origin).seenAt = at;
  }

  /** A member's first socket on `channel` in process `origin`. */
  addRemote(origin: string, channel: string, member: Member): void {
    const node = this.node(origin);
    this.change(channel, () => {
      const members = node.members.get(channel) ?? new Map<string, Member>();
      members.set(String(member.userId), member);
      node.members.set(channel, members);
    });
  }

  /** A member's last socket on `channel` in process `origin` went away. */
  removeRemote(origin: string, channel: string, userId: string | number): void {
    const node = this.node(origin);
    this.change(channel, () => {
      const members = node.members.get(channel);
      members?.delete(String(userId));
      if (members?.size === 0) node.members.delete(channel);
    });
  }

  /** Every member of process `origin` (its heartbeat): replaces what it told before. */
  replaceRemote(origin: string, entries: MemberEntry[]): void {
    const node = this.node(origin);
    const next = new Map<string, Map<string, Member>>();
    for (const [channel, userId, info] of entries) {
      const members = next.get(channel) ?? new Map<string, Member>();
      members.set(String(userId), { userId, info });
      next.set(channel, members);
    }
    const touched = new Set([...node.members.keys(), ...next.keys()]);
    for (const channel of touched) {
      this.change(channel, () => {
        const members = next.get(channel);
        if (members) node.members.set(channel, members);
        else node.members.delete(channel);
      });
    }
  }

  /** Process `origin` is gone: its members leave. */
  forgetNode(origin: string): void {
    const node = this.remote.get(origin);
    if (!node) return;
    for (const channel of [...node.members.keys()]) {
      this.change(channel, () => {
        node.members.delete(channel);
      });
    }
    this.remote.delete(origin);
  }

  /** Forgets the processes last heard from before `limit`. */
  forgetNodesSilentSince(limit: number): void {
    for (const [origin, node] of this.remote) {
      if (node.seenAt < limit) this.forgetNode(origin);
    }
  }

  private node(origin: string): RemoteNode {
    const node: RemoteNode = this.remote.get(origin) ?? { seenAt: 0, members: new Map() };
    this.remote.set(origin, node);
    return node;
  }

  /** Runs a change of a channel's members and reports who appeared and who is gone. */
  private change(channel: string, change: () => void, joining?: S): void {
    const before = this.members(channel);
    change();
    const after = this.members(channel);
    const added = [...after].filter(([key]) => !before.has(key)).map(([, member]) => member);
    const removed = [...before].filter(([key]) => !after.has(key)).map(([, member]) => member);
    this.events.changed(channel, added, removed, joining);
  }
}
