/**
 * The demo world's personal-development content and daily quotes:
 *
 * - the specialists of `data/articles.ts`, each with a portrait made here (their initials on a gradient,
 *   rendered with sharp from SVG) stored under `content/specialists/<id>.jpg`;
 * - every piece of content in French and in English (one row per language), its body sanitised, a cover
 *   rendered here and shared by both languages (`content/articles/<slug>.jpg`), video addresses as strings;
 * - votes from subscribed members, on content their subscription opens, in their language;
 * - the bundled daily quotes (published, in order), a few published quotes by members with a public
 *   profile, and a few pending ones awaiting review.
 */
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { FileStorage } from '../adapters/storage/storage';
import {
  ARTICLES,
  SPECIALISTS,
  videoUrls,
  websiteUrl,
  type ArticleData,
  type ContentLocale,
} from '../data/articles';
import { DAILY_QUOTES } from '../data/content';
import type { Database } from '../db/client';
import {
  articleVotes,
  articles,
  dailyQuotes,
  members,
  specialists,
  subscriptions,
  users,
} from '../db/schema';
import { JPEG_QUALITY } from '../modules/media/images';
import { sanitizeBody } from '../modules/articles/sanitize';
import { grantsVipContent } from '../modules/settings/subscription';
import { PRODUCTS } from '../modules/payments/pricing';
import { mapLimit } from './pictures';

const DAY_MS = 86_400_000;
export const PORTRAIT_SIDE = 400;
export const COVER_WIDTH = 960;
export const COVER_HEIGHT = 540;

export interface ContentSeedSummary {
  specialists: number;
  articles: number;
  votes: number;
  quotes: number;
  files: number;
}

/** Quotes members proposed (the first ones of each language are published, the last one pending). */
const MEMBER_QUOTES: Readonly<Record<ContentLocale, readonly string[]>> = {
  fr: [
    'Le bon moment, c’est souvent celui où l’on ose écrire le premier message.',
    'Aimer quelqu’un, c’est aussi aimer la personne qu’on devient à ses côtés.',
    'Je cherche moins quelqu’un de parfait que quelqu’un de vrai.',
    'Chaque rencontre m’apprend quelque chose sur moi, même celles qui ne durent pas.',
  ],
  en: [
    'The right moment is often the one when you dare to write the first message.',
    'Loving someone is also loving who you become beside them.',
    'I am not looking for someone perfect, just someone real.',
    'Every meeting teaches me something about myself, even the ones that do not last.',
  ],
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
}

/** A specialist's portrait: initials on a diagonal gradient. */
export function portraitSvg(name: string, colours: readonly [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_SIDE}" height="${PORTRAIT_SIDE}" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="200" cy="200" r="150" fill="#ffffff" fill-opacity="0.14"/>
<text x="200" y="248" font-family="DejaVu Sans, Arial, sans-serif" font-size="140" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials(name))}</text>
</svg>`;
}

/** A cover: the specialist's colours, soft circles placed from the slug, a wave; no text (both languages share it). */
export function coverSvg(
  article: Pick<ArticleData, 'slug' | 'type'>,
  colours: readonly [string, string],
): string {
  let seed = 0;
  for (const ch of article.slug) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    return seed / 4_294_967_296;
  };
  const circles = Array.from({ length: 7 }, () => {
    const x = Math.round(next() * COVER_WIDTH);
    const y = Math.round(next() * COVER_HEIGHT);
    const r = Math.round(40 + next() * 160);
    const opacity = (0.08 + next() * 0.18).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`;
  }).join('');
  const play =
    article.type === 'video'
      ? '<circle cx="480" cy="270" r="70" fill="#000000" fill-opacity="0.25"/><path d="M455 230 L515 270 L455 310 Z" fill="#ffffff"/>'
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>
${circles}
<path d="M0 420 C 240 360, 480 480, 960 400 L 960 540 L 0 540 Z" fill="#ffffff" fill-opacity="0.18"/>
${play}
</svg>`;
}

const jpeg = (svg: string) =>
  sharp(Buffer.from(svg)).removeAlpha().jpeg({ quality: JPEG_QUALITY }).toBuffer();

const specialistKey = (id: number) => `content/specialists/${id}.jpg`;
const coverKey = (slug: string) => `content/articles/${slug}.jpg`;

export async function seedContent(
  db: Database,
  options: { now: Date; storage: FileStorage; random: () => number },
): Promise<ContentSeedSummary> {
  const { now, storage, random } = options;
  const colourOf = new Map(SPECIALISTS.map((s) => [s.key, s.colours] as const));

  // Specialists and their portraits
  const specialistRows = await db
    .insert(specialists)
    .values(
      SPECIALISTS.map((s) => ({
        name: s.name,
        title: { fr: s.title.fr, en: s.title.en },
        shortDescription: { fr: s.shortDescription.fr, en: s.shortDescription.en },
        url: s.url,
        createdAt: new Date(now.getTime() - 400 * DAY_MS),
        updatedAt: now,
      })),
    )
    .returning({ id: specialists.id, name: specialists.name });
  const specialistIdOf = new Map<string, number>();
  for (const s of SPECIALISTS) {
    const row = specialistRows.find((r) => r.name === s.name);
    if (!row) throw new Error(`No specialist ${s.name}`);
    specialistIdOf.set(s.key, row.id);
  }
  const files: { key: string; svg: string }[] = [
    ...SPECIALISTS.map((s) => ({
      key: specialistKey(specialistIdOf.get(s.key) ?? 0),
      svg: portraitSvg(s.name, s.colours),
    })),
    ...ARTICLES.map((a) => ({
      key: coverKey(a.slug),
      svg: coverSvg(a, colourOf.get(a.specialist) ?? ['#b6465f', '#f2a07b']),
    })),
  ];
  await mapLimit(files, 4, async (file) => storage.put(file.key, await jpeg(file.svg)));
  for (const [key, id] of specialistIdOf)
    await db
      .update(specialists)
      .set({ profileImagePath: specialistKey(id) })
      .where(eq(specialists.id, specialistIdOf.get(key) ?? 0));

  // Content, one row per language
  const articleRows = ARTICLES.flatMap((article) =>
    (['fr', 'en'] as const).map((locale) => {
      const text = article[locale];
      const createdAt = new Date(now.getTime() - article.daysAgo * DAY_MS - 9 * 3_600_000);
      const video = article.type === 'video' ? videoUrls(article, locale) : null;
      return {
        locale,
        type: article.type,
        accessLevel: article.accessLevel,
        isInternal: false,
        title: text.title,
        subtitle: text.subtitle,
        body: sanitizeBody(text.body),
        imagePath: coverKey(article.slug),
        videoUrl: video?.videoUrl ?? null,
        embedVideoUrl: video?.embedVideoUrl ?? null,
        websiteUrl: websiteUrl(article, locale),
        specialistId: specialistIdOf.get(article.specialist) ?? null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  const inserted = await db.insert(articles).values(articleRows).returning({
    id: articles.id,
    locale: articles.locale,
    accessLevel: articles.accessLevel,
    createdAt: articles.createdAt,
  });

  // Votes: subscribed members rate a few pieces their subscription opens, in their language.
  const voters = await db
    .select({
      userId: users.id,
      locale: users.locale,
      status: members.subscriptionStatus,
      productId: subscriptions.productId,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(
      and(
        eq(members.onboardingCompleted, true),
        inArray(members.subscriptionStatus, ['active', 'trial']),
      ),
    );
  const scores = [5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1];
  const votes: (typeof articleVotes.$inferInsert)[] = [];
  for (const voter of voters) {
    const product = PRODUCTS.find((p) => p.id === voter.productId);
    const vip = voter.status === 'active' && product !== undefined && grantsVipContent(product);
    const open = inserted.filter(
      (a) => a.locale === voter.locale && (a.accessLevel !== 'vip' || vip),
    );
    const count = Math.floor(random() * 5);
    const chosen = new Set<number>();
    for (let i = 0; i < count && open.length > 0; i++) {
      const article = open[Math.floor(random() * open.length)];
      if (!article || chosen.has(article.id)) continue;
      chosen.add(article.id);
      const at = new Date(
        article.createdAt.getTime() +
          random() * Math.max(0, now.getTime() - article.createdAt.getTime()),
      );
      votes.push({
        articleId: article.id,
        userId: voter.userId,
        score: scores[Math.floor(random() * scores.length)] ?? 5,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  for (let i = 0; i < votes.length; i += 1000)
    await db.insert(articleVotes).values(votes.slice(i, i + 1000));

  // Daily quotes: the editorial ones first (the rotation's order), then members'.
  const quoteRows: (typeof dailyQuotes.$inferInsert)[] = [];
  const start = now.getTime() - 500 * DAY_MS;
  for (const locale of ['fr', 'en'] as const) {
    DAILY_QUOTES[locale].forEach((quote, index) => {
      const at = new Date(start + index * 60_000);
      quoteRows.push({
        locale,
        text: quote.text,
        author: quote.author,
        authorType: quote.author === null ? 'unknown' : 'known',
        status: 'published',
        createdAt: at,
        updatedAt: at,
      });
    });
  }
  const authors = await db
    .select({ memberId: members.id, locale: users.locale })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.visibility, 'public'), eq(members.onboardingCompleted, true)))
    .orderBy(members.id);
  for (const locale of ['fr', 'en'] as const) {
    const candidates = authors.filter((a) => a.locale === locale);
    MEMBER_QUOTES[locale].forEach((text, index) => {
      const author = candidates[Math.floor(random() * candidates.length)];
      if (!author) return;
      const pending = index === MEMBER_QUOTES[locale].length - 1;
      const at = new Date(now.getTime() - (pending ? 2 : 60 - index * 10) * DAY_MS);
      quoteRows.push({
        locale,
        text,
        author: null,
        authorType: 'member',
        memberId: author.memberId,
        status: pending ? 'pending' : 'published',
        createdAt: at,
        updatedAt: at,
      });
    });
  }
  await db.insert(dailyQuotes).values(quoteRows);

  return {
    specialists: specialistRows.length,
    articles: inserted.length,
    votes: votes.length,
    quotes: quoteRows.length,
    files: files.length,
  };
}
