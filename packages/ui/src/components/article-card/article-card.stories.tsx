import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ArticleCard } from './article-card.tsx';
import { article, articlePictures, bonus, daysAgo, fixtureNow, video } from './fixtures';
import { routerLinkFor } from '../../stories/router-link.tsx';

const onNavigate = fn();

/** Stands in for the app's router link. */
const RouterLink = routerLinkFor(onNavigate);

const meta = {
  title: 'Content/ArticleCard',
  component: ArticleCard,
  args: {
    article,
    imageSrc: articlePictures[12],
    now: fixtureNow,
    renderLink: (props) => <RouterLink to="/member/personal-development/12" {...props} />,
  },
  decorators: [
    (Story) => (
      <div className="w-80 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function cardOf(root: HTMLElement): HTMLElement {
  const node = root.querySelector<HTMLElement>('[data-slot="article-card"]');
  if (!node) throw new Error('no article card');
  return node;
}

/**
 * Public content created 2 days ago: 'Nouveau'. The picture is 960 × 540 and lazy; the whole card is the
 * app's router link, named by the title and reached with the keyboard.
 */
export const NewArticle: Story = {
  play: async ({ canvas, canvasElement }) => {
    onNavigate.mockClear();
    const card = cardOf(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Réussir sa première rencontre' })).toBe(card);
    await expect(card).toHaveAttribute('data-badge', 'new');
    await expect(card).toHaveAttribute('data-type', 'article');
    await expect(canvas.getByText('Nouveau contenu')).toBeInTheDocument();
    await expect(canvas.getByText('Article')).toBeVisible();
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('width', '960');
    await expect(image).toHaveAttribute('height', '540');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('alt', '');
    const link = canvas.getByRole('link', { name: 'Réussir sa première rencontre' });
    await expect(link).toHaveAttribute('href', '/member/personal-development/12');
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/member/personal-development/12');
  },
};

/** The title's link covers the whole card: a click on the picture or the subtitle lands on it. */
export const WholeCardIsTheLink: Story = {
  play: async ({ canvas, canvasElement }) => {
    onNavigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Réussir sa première rencontre' });
    for (const slot of ['article-card-image', 'article-card-subtitle', 'article-card-type']) {
      const part = canvasElement.querySelector(`[data-slot="${slot}"]`);
      if (!part) throw new Error(`no ${slot}`);
      const box = part.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(hit).toBe(link);
    }
    await userEvent.click(link);
    await expect(onNavigate).toHaveBeenCalledWith('/member/personal-development/12');
  },
};

/** Exactly 7 days old is no longer new: no badge. */
export const SevenDaysOld: Story = {
  args: { article: { ...article, created_at: daysAgo(7) } },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    await expect(card).not.toHaveAttribute('data-badge');
    await expect(card.querySelector('[data-slot="article-card-badge"]')).toBeNull();
  },
};

/** Member content: a lock with 'Membres', even when new, and the video's play icon and type. */
export const MemberVideo: Story = {
  args: {
    article: { ...video, created_at: daysAgo(1) },
    imageSrc: articlePictures[13],
    renderLink: (props) => <RouterLink to="/member/personal-development/13" {...props} />,
  },
  play: async ({ canvas, canvasElement }) => {
    const card = cardOf(canvasElement);
    await expect(card).toHaveAttribute('data-badge', 'member');
    await expect(card).toHaveAttribute('data-type', 'video');
    await expect(canvas.getByText('Réservé aux membres')).toBeInTheDocument();
    await expect(canvas.getByText('Vidéo')).toBeVisible();
    await expect(card.querySelector('[data-slot="article-card-play"]')).not.toBeNull();
  },
};

/** VIP content (the bonus list): a lock with 'VIP'. */
export const Vip: Story = {
  args: { article: bonus, imageSrc: articlePictures[14] },
  play: async ({ canvas, canvasElement }) => {
    await expect(cardOf(canvasElement)).toHaveAttribute('data-badge', 'vip');
    await expect(canvas.getByText('Réservé aux membres VIP')).toBeInTheDocument();
    await expect(cardOf(canvasElement).querySelector('[data-slot="article-card-play"]')).toBeNull();
  },
};

/** A plain `href` instead of a router link; no picture yet: a soft placeholder. */
export const HrefWithoutPicture: Story = {
  args: { renderLink: undefined, href: '#/member/personal-development/12', imageSrc: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('link', { name: 'Réussir sa première rencontre' }),
    ).toHaveAttribute('href', '#/member/personal-development/12');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Long French title and subtitle wrap; the subtitle is clamped to three lines. */
export const LongFrenchText: Story = {
  args: {
    article: {
      ...article,
      title:
        'Comprendre ses schémas amoureux pour enfin construire une relation épanouissante et durable',
      subtitle:
        'Un article approfondi sur les mécanismes d’attachement, les blessures d’enfance qui se rejouent dans nos relations d’adulte, et les pistes concrètes pour s’en libérer un pas à la fois.',
      created_at: daysAgo(30),
    },
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    article: {
      ...video,
      title: 'Opening up without losing yourself',
      subtitle: 'A twenty-minute talk on balancing intimacy and independence',
    },
    imageSrc: articlePictures[13],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(cardOf(canvasElement)).toHaveAttribute('data-badge', 'member');
    await expect(canvas.getByText('Members only')).toBeInTheDocument();
    await expect(canvas.getByText('Video')).toBeVisible();
  },
};
