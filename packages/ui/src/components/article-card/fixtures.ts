import { pictureFixture } from '../avatar/fixtures';
import type { Article, ArticleOwner } from './article-card.ts';

/**
 * Personal-development content for stories, without network: fixed dates around `fixtureNow` and inline
 * SVG pictures.
 */

/** The stories' current time: the 'new' badge is computed against it. */
export const fixtureNow = new Date('2025-03-15T12:00:00.000Z');

/** `days` days before `fixtureNow`, as the API's ISO string. */
export function daysAgo(days: number): string {
  return new Date(fixtureNow.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
}

/** A 960 × 540 card picture. */
export function cardPicture(label: string, from = '#f6e6ec', to = '#6d2e46'): string {
  return pictureFixture(label, { from, to, width: 960, height: 540 });
}

export const ownerPicture = pictureFixture('IB', { from: '#e2eef7', to: '#1e5a85' });

export const owner: ArticleOwner = {
  id: 7,
  name: 'Isabelle Bergeron',
  title: 'Psychologue et thérapeute conjugale',
  url: 'https://example.com/specialistes/isabelle-bergeron',
  profile_image_path: 'owners/isabelle.jpg',
  short_description:
    'Isabelle accompagne depuis quinze ans les couples et les personnes seules qui souhaitent bâtir des relations plus sereines.',
};

export const articleBody =
  '<p>Une première rencontre se prépare moins qu’on le croit : ce qui compte, c’est <strong>la curiosité</strong> et <em>l’écoute</em>.</p><p>Quelques repères :</p><ul><li>choisissez un lieu calme où vous pourrez vous entendre ;</li><li>posez des questions ouvertes ;</li><li>parlez de ce qui vous anime, pas seulement de votre travail.</li></ul><p>Pour aller plus loin, lisez notre <a href="https://example.com/guide-premiere-rencontre">guide de la première rencontre</a>.</p>';

export const article: Article = {
  id: 12,
  title: 'Réussir sa première rencontre',
  subtitle: 'Cinq conseils pour arriver serein et profiter du moment',
  type: 'article',
  access_level: 'public',
  created_at: daysAgo(2),
  image_path: 'articles/premiere-rencontre.jpg',
  body: articleBody,
  video_url: null,
  embed_video_url: null,
  website_url: 'https://example.com/articles/premiere-rencontre',
  my_vote: null,
  can: { view: true },
  owner,
};

export const video: Article = {
  ...article,
  id: 13,
  title: 'S’ouvrir à l’autre sans se perdre',
  subtitle: 'Une conférence de vingt minutes sur l’équilibre entre intimité et autonomie',
  type: 'video',
  access_level: 'member',
  created_at: daysAgo(20),
  image_path: 'videos/souvrir.jpg',
  body: '<p>Dans cette conférence, Isabelle explique comment garder son <strong>identité</strong> dans une nouvelle relation.</p>',
  // A local page: stories never load a remote player.
  video_url: 'about:blank',
  embed_video_url: 'about:blank',
};

export const bonus: Article = {
  ...article,
  id: 14,
  title: 'Le cours complet : aimer en conscience',
  subtitle: 'Six modules pour comprendre vos schémas amoureux',
  access_level: 'vip',
  created_at: daysAgo(1),
};

/** A page of the list: six items, as the API pages them. */
export const articlePage: Article[] = [
  article,
  video,
  {
    ...article,
    id: 15,
    title: 'Les valeurs, boussole du couple',
    subtitle: 'Pourquoi partager des valeurs compte plus que partager des loisirs',
    created_at: daysAgo(7),
  },
  {
    ...video,
    id: 16,
    title: 'Apprivoiser la solitude',
    subtitle: 'Faire de ce temps pour soi une force avant de rencontrer quelqu’un',
    access_level: 'public',
    created_at: daysAgo(3),
  },
  {
    ...article,
    id: 17,
    title: 'Communiquer ses besoins avec douceur',
    subtitle: null,
    access_level: 'member',
    created_at: daysAgo(40),
  },
  { ...bonus, id: 18, title: 'Se relever d’une rupture', created_at: daysAgo(90) },
];

/** A picture for each item of `articlePage`, by id. */
export const articlePictures: Record<number, string> = {
  12: cardPicture('1', '#f6e6ec', '#6d2e46'),
  13: cardPicture('2', '#e2eef7', '#1e5a85'),
  14: cardPicture('3', '#fcf0d9', '#b8324f'),
  15: cardPicture('4', '#e4f2ea', '#2f6b4a'),
  16: cardPicture('5', '#fbe7ea', '#85520a'),
  17: cardPicture('6', '#f5ebe4', '#57233a'),
  18: cardPicture('7', '#fcf0d9', '#b8324f'),
};
