/**
 * The demo member's messages, on top of the members `seed.ts` and `members-area.ts` write: a secondary
 * conversation rule (age 30-50) and conversations that show every state of the inboxes:
 * - a welcome from the support account (admin, rich text);
 * - a priority conversation with replies on both sides, video calls authorised by both, the last
 *   message unseen;
 * - a flower match (a flower each way), then a text;
 * - a conversation the demo member started, answered with a picture and a voice message (unseen);
 * - in the secondary inbox (starters outside the rule): an unseen flower, and an unseen text.
 * Partners are subscribed members in good standing with no block towards the demo member, chosen
 * deterministically; their inbox follows the demo member's rule as the API decides it. Files (the
 * picture, the recording) are generated here, small, and stored under `messages/<conversationId>/`.
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import sharp from 'sharp';
import type { FileStorage } from '../adapters/storage/storage';
import type { Database } from '../db/client';
import {
  conversationUsers,
  conversations,
  memberBlocks,
  members,
  messages,
  secondaryConversationRules,
  users,
} from '../db/schema';
import { sanitizeAdminHtml } from '../modules/conversations/rich-text';
import { decidePriority } from '../modules/secondary-rules/rules';
import { subscriptionStatusAt } from '../modules/settings/subscription';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface ConversationSeedSummary {
  conversations: number;
  messages: number;
  files: number;
}

type Locale = 'fr' | 'en';
const say = (locale: Locale, fr: string, en: string) => (locale === 'fr' ? fr : en);

/** A 640 × 480 picture (a sunset over a lake), as JPEG. */
async function sunsetJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2b3a67"/><stop offset="0.55" stop-color="#f08a5d"/>
      <stop offset="1" stop-color="#f9d56e"/></linearGradient></defs>
    <rect width="640" height="480" fill="url(#sky)"/>
    <circle cx="320" cy="300" r="70" fill="#fbe7a1"/>
    <rect y="300" width="640" height="180" fill="#355c7d"/>
    <path d="M0 300 L120 210 L220 290 L330 200 L450 300 L560 230 L640 290 L640 300 Z" fill="#1f2a44"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Two seconds of a soft two-note chime, 8 kHz mono 16-bit PCM in a WAV file. */
function chimeWav(): Buffer {
  const rate = 8000;
  const samples = rate * 2;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const frequency = t < 1 ? 523.25 : 659.25;
    const envelope = Math.exp(-3 * (t % 1));
    const value = Math.round(Math.sin(2 * Math.PI * frequency * t) * envelope * 9000);
    data.writeInt16LE(value, i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

interface Line {
  from: number;
  at: Date;
  type: 'content' | 'flower' | 'image' | 'audio';
  content?: string;
  file?: { bytes: Buffer; extension: string };
}

export async function seedConversations(
  db: Database,
  options: {
    now: Date;
    random: () => number;
    storage: FileStorage;
    demoEmail: string;
    supportEmail: string;
  },
): Promise<ConversationSeedSummary> {
  const { now, random, storage } = options;
  const summary: ConversationSeedSummary = { conversations: 0, messages: 0, files: 0 };
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const uuid = () =>
    Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');

  const [demo] = await db
    .select({ user: users, member: members })
    .from(users)
    .innerJoin(members, eq(members.userId, users.id))
    .where(eq(users.email, options.demoEmail));
  const [support] = await db.select().from(users).where(eq(users.email, options.supportEmail));
  if (!demo || !support) return summary;
  const locale: Locale = demo.user.locale === 'en' ? 'en' : 'fr';

  // The demo member's secondary inbox takes conversations from members outside 30-50 years old.
  await db.insert(secondaryConversationRules).values({
    memberId: demo.member.id,
    field: 'age',
    value: '30,50',
    createdAt: ago(20 * DAY_MS),
    updatedAt: ago(20 * DAY_MS),
  });

  // Partners: subscribed members in good standing, no block either way with the demo member.
  const blocks = await db
    .select({ memberId: memberBlocks.memberId, blockedMemberId: memberBlocks.blockedMemberId })
    .from(memberBlocks)
    .where(
      or(
        eq(memberBlocks.memberId, demo.member.id),
        eq(memberBlocks.blockedMemberId, demo.member.id),
      ),
    );
  const blocked = new Set(blocks.flatMap((row) => [row.memberId, row.blockedMemberId]));
  const rows = await db
    .select({ user: users, member: members })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(
        ne(users.id, demo.user.id),
        eq(users.isAdmin, false),
        eq(users.blocked, false),
        eq(members.onboardingCompleted, true),
        eq(members.paused, false),
        eq(members.suspended, false),
        inArray(members.subscriptionStatus, ['active', 'trial']),
      ),
    )
    .orderBy(members.id);
  const candidates = rows.filter(
    (row) =>
      !blocked.has(row.member.id) &&
      row.user.email !== options.demoEmail &&
      row.user.authenticationFlag !== 'fail' &&
      subscriptionStatusAt(row.member, now) !== 'inactive',
  );
  // A deterministic shuffle, then sorted into the demo member's two inboxes.
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const [a, b] = [candidates[i], candidates[j]];
    if (a && b) [candidates[i], candidates[j]] = [b, a];
  }
  const priority: number[] = [];
  const secondary: number[] = [];
  for (const candidate of candidates) {
    if (priority.length >= 3 && secondary.length >= 2) break;
    const inbox = await decidePriority(db, candidate.user.id, demo.user.id, now);
    const list = inbox === 'priority' ? priority : secondary;
    if (list.length < (inbox === 'priority' ? 3 : 2)) list.push(candidate.user.id);
  }
  const nameOf = new Map(candidates.map((row) => [row.user.id, row.user.firstName]));
  const me = demo.user.id;
  const demoName = demo.user.firstName;

  const [sunset, chime] = await Promise.all([sunsetJpeg(), Promise.resolve(chimeWav())]);

  const write = async (conversation: {
    starter: number;
    other: number;
    priorities: Record<number, 'priority' | 'secondary'>;
    lines: Line[];
    seenBy: Record<number, Date | null>;
    video?: boolean;
  }) => {
    const first = conversation.lines[0]?.at ?? now;
    const last = conversation.lines.at(-1)?.at ?? now;
    const flowers = new Set(
      conversation.lines.filter((line) => line.type === 'flower').map((l) => l.from),
    );
    const [row] = await db
      .insert(conversations)
      .values({
        userId: conversation.starter,
        flowerMatch: flowers.size === 2,
        lastMessageAt: last,
        createdAt: first,
        updatedAt: last,
      })
      .returning({ id: conversations.id });
    if (!row) throw new Error('The conversation was not created');
    const participants = [conversation.starter, conversation.other];
    await db.insert(conversationUsers).values(
      participants.map((userId) => ({
        conversationId: row.id,
        userId,
        priority: conversation.priorities[userId] ?? 'priority',
        hasResponded: conversation.lines.some((line) => line.from === userId),
        sentFlower: flowers.has(userId),
        authorizeVideoChat: conversation.video === true,
        seenAt: conversation.seenBy[userId] ?? null,
        createdAt: first,
        updatedAt: last,
      })),
    );
    const values = [];
    for (const line of conversation.lines) {
      let imageKey: string | null = null;
      let audioKey: string | null = null;
      if (line.file) {
        const key = `messages/${row.id}/${uuid()}.${line.file.extension}`;
        await storage.put(key, line.file.bytes);
        summary.files += 1;
        if (line.type === 'image') imageKey = key;
        else audioKey = key;
      }
      values.push({
        conversationId: row.id,
        userId: line.from,
        type: line.type,
        content: line.content ?? null,
        imageKey,
        audioKey,
        createdAt: line.at,
        updatedAt: line.at,
      });
    }
    if (values.length > 0) await db.insert(messages).values(values);
    summary.conversations += 1;
    summary.messages += values.length;
  };

  // The support account's welcome, in rich text.
  await write({
    starter: support.id,
    other: me,
    priorities: {},
    seenBy: { [me]: ago(9 * DAY_MS), [support.id]: ago(10 * DAY_MS) },
    lines: [
      {
        from: support.id,
        at: ago(10 * DAY_MS),
        type: 'content',
        content: sanitizeAdminHtml(
          say(
            locale,
            `<p>Bonjour ${demoName}, bienvenue!</p><p>Quelques conseils pour bien commencer :</p><ul><li><strong>Complétez votre profil</strong> : les profils complets reçoivent plus de messages.</li><li>Offrez <em>une fleur par jour</em> à la personne qui vous intrigue.</li><li>Vos règles de conversation secondaire trient les nouveaux messages pour vous.</li></ul><p>Une question? Écrivez-nous ici ou à <a href="mailto:soutien@demo.test">soutien@demo.test</a>.</p>`,
            `<p>Hello ${demoName}, welcome!</p><p>A few tips to get started:</p><ul><li><strong>Complete your profile</strong>: complete profiles receive more messages.</li><li>Offer <em>one flower a day</em> to the person who intrigues you.</li><li>Your secondary conversation rules sort new messages for you.</li></ul><p>A question? Write to us here or at <a href="mailto:soutien@demo.test">soutien@demo.test</a>.</p>`,
          ),
        ),
      },
    ],
  });

  const [p1, p2, p3] = priority;
  if (p1 !== undefined) {
    const name = nameOf.get(p1) ?? '';
    await write({
      starter: p1,
      other: me,
      priorities: {},
      video: true,
      seenBy: { [me]: ago(2 * HOUR_MS), [p1]: ago(20 * MINUTE_MS) },
      lines: [
        {
          from: p1,
          at: ago(3 * DAY_MS),
          type: 'content',
          content: say(
            locale,
            `Bonjour ${demoName}! Votre profil m’a fait sourire : vous aussi, vous aimez les marchés du dimanche?`,
            `Hi ${demoName}! Your profile made me smile: you like Sunday markets too?`,
          ),
        },
        {
          from: me,
          at: ago(3 * DAY_MS - 2 * HOUR_MS),
          type: 'content',
          content: say(
            locale,
            `Bonjour ${name}! Oui, le marché Jean-Talon est mon rituel. Et vous, quel est votre coin préféré?`,
            `Hi ${name}! Yes, the Jean-Talon market is my ritual. What is your favourite spot?`,
          ),
        },
        {
          from: p1,
          at: ago(2 * DAY_MS),
          type: 'content',
          content: say(
            locale,
            'Atwater, pour les fleurs et le canal juste à côté. On pourrait en parler de vive voix?',
            'Atwater, for the flowers and the canal right beside it. Shall we talk face to face?',
          ),
        },
        {
          from: me,
          at: ago(2 * DAY_MS - 30 * MINUTE_MS),
          type: 'content',
          content: say(
            locale,
            'Avec plaisir, j’ai autorisé les appels vidéo.',
            'With pleasure, I allowed video calls.',
          ),
        },
        {
          from: p1,
          at: ago(15 * MINUTE_MS),
          type: 'content',
          content: say(
            locale,
            'Parfait! Je vous appelle ce soir vers 19 h?',
            'Perfect! Shall I call you tonight around 7?',
          ),
        },
      ],
    });
  }
  if (p2 !== undefined) {
    await write({
      starter: p2,
      other: me,
      priorities: {},
      seenBy: { [me]: ago(20 * HOUR_MS), [p2]: ago(20 * HOUR_MS) },
      lines: [
        { from: p2, at: ago(3 * DAY_MS + 5 * HOUR_MS), type: 'flower' },
        { from: me, at: ago(2 * DAY_MS + 3 * HOUR_MS), type: 'flower' },
        {
          from: p2,
          at: ago(22 * HOUR_MS),
          type: 'content',
          content: say(
            locale,
            'Une fleur chacun, c’est un signe! Un café cette semaine?',
            'A flower each, that is a sign! Coffee this week?',
          ),
        },
      ],
    });
  }
  if (p3 !== undefined) {
    const name = nameOf.get(p3) ?? '';
    await write({
      starter: me,
      other: p3,
      priorities: {},
      seenBy: { [me]: ago(30 * HOUR_MS), [p3]: ago(26 * HOUR_MS) },
      lines: [
        {
          from: me,
          at: ago(30 * HOUR_MS),
          type: 'content',
          content: say(
            locale,
            `Bonjour ${name}, j’ai vu que vous faites du kayak : où allez-vous pagayer?`,
            `Hi ${name}, I saw you kayak: where do you go paddling?`,
          ),
        },
        {
          from: p3,
          at: ago(26 * HOUR_MS),
          type: 'content',
          content: say(
            locale,
            'Bonjour! Surtout au lac, au coucher du soleil. Regardez :',
            'Hello! Mostly on the lake, at sunset. Look:',
          ),
        },
        {
          from: p3,
          at: ago(26 * HOUR_MS - MINUTE_MS),
          type: 'image',
          file: { bytes: sunset, extension: 'jpg' },
        },
        {
          from: p3,
          at: ago(5 * HOUR_MS),
          type: 'audio',
          file: { bytes: chime, extension: 'wav' },
        },
      ],
    });
  }

  const [s1, s2] = secondary;
  if (s1 !== undefined) {
    await write({
      starter: s1,
      other: me,
      priorities: { [me]: 'secondary' },
      seenBy: { [s1]: ago(5 * HOUR_MS) },
      lines: [{ from: s1, at: ago(5 * HOUR_MS), type: 'flower' }],
    });
  }
  if (s2 !== undefined) {
    await write({
      starter: s2,
      other: me,
      priorities: { [me]: 'secondary' },
      seenBy: { [s2]: ago(2 * DAY_MS) },
      lines: [
        {
          from: s2,
          at: ago(2 * DAY_MS),
          type: 'content',
          content: say(
            locale,
            `Bonsoir ${demoName}, nous avons plusieurs valeurs en commun. Au plaisir d’échanger!`,
            `Good evening ${demoName}, we share several values. Looking forward to talking!`,
          ),
        },
      ],
    });
  }
  return summary;
}
