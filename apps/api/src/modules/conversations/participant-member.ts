/**
 * The `member` of conversation participants: the members module's presenter (as the viewer sees each
 * member), with the conversation's own `cant_send_flower_message` for the other participant.
 */
import type { Services } from '../../http/context';
import type { Schemas } from '../../http/types';
import type { Locale } from '../../i18n/messages';
import { presentMembers } from '../members/presenter';
import type { Person } from './access';

export async function presentParticipantMembers(
  services: Services,
  options: {
    viewerUserId: number;
    people: readonly Person[];
    locale: Locale;
    /** By user id: why the viewer cannot offer this participant a flower (null when they can). */
    flowerReasons: ReadonlyMap<number, string | null>;
  },
): Promise<Map<number, Schemas['Member']>> {
  const withMember = options.people.filter((person) => person.member !== null);
  const presented = await presentMembers(services, {
    viewerUserId: options.viewerUserId,
    // The viewer is one of the participants: their rows are already read.
    viewer: options.people.find((person) => person.user.id === options.viewerUserId),
    memberIds: withMember.map((person) => person.member?.id ?? 0),
    locale: options.locale,
  });
  const byUser = new Map<number, Schemas['Member']>();
  for (const person of withMember) {
    const member = person.member ? presented.get(person.member.id) : undefined;
    if (!member) continue;
    byUser.set(
      person.user.id,
      person.user.id === options.viewerUserId
        ? member
        : {
            ...member,
            cant_send_flower_message: options.flowerReasons.get(person.user.id) ?? null,
          },
    );
  }
  return byUser;
}
