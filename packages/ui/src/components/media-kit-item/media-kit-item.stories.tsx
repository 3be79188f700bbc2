import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pictureFixture } from '../avatar/fixtures';
import {
  MEDIA_KIT_PAGE_SIZE,
  MediaKitItem,
  MediaKitSection,
  type MediaKitEntry,
} from './media-kit-item.tsx';

const poster = pictureFixture('', { from: '#f6e6ec', to: '#6d2e46', width: 640, height: 360 });
const articleImage = pictureFixture('', {
  from: '#e2eef7',
  to: '#1e5a85',
  width: 640,
  height: 360,
});

const video: MediaKitEntry = {
  id: 1,
  type: 'video',
  title: 'Trouver l’amour en restant soi-même',
  subtitle: 'Une minute pour présenter l’application à vos proches.',
  image: poster,
  // A local page: the stories never load a remote player.
  embed_video_url: 'about:blank',
};

const article: MediaKitEntry = {
  id: 11,
  type: 'article',
  title: 'Cinq conseils pour un premier rendez-vous serein',
  subtitle: 'Par Julie Tremblay, psychologue',
  image: articleImage,
};

const linkOf = (item: MediaKitEntry) =>
  `https://example.com/${item.type === 'video' ? 'videos' : 'articles'}/${String(item.id)}?reference=MARIE42`;

const videos: MediaKitEntry[] = Array.from({ length: 7 }, (_, index) => ({
  ...video,
  id: index + 1,
  title: `Vidéo promotionnelle ${String(index + 1)}`,
  image: pictureFixture(String(index + 1), {
    from: '#f6e6ec',
    to: '#6d2e46',
    width: 640,
    height: 360,
  }),
}));

const meta = {
  title: 'Ambassador/MediaKitItem',
  component: MediaKitItem,
  args: { item: video, link: linkOf(video), copy: fn(async () => {}), onCopied: fn() },
} satisfies Meta<typeof MediaKitItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card, as wide as a column of the media kit. */
const card: Story['decorators'] = [
  (Story) => (
    <div className="w-80 max-w-full">
      <Story />
    </div>
  ),
];

/** The media kit's sections, as wide as the page. */
const page: Story['decorators'] = [
  (Story) => (
    <div className="w-[56rem] max-w-full">
      <Story />
    </div>
  ),
];

/**
 * A promotional video: it plays in the card; the copy-link button copies the share link, then its
 * label changes to 'Lien copié', which is announced.
 */
export const PromoVideo: Story = {
  decorators: card,
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: 'Trouver l’amour en restant soi-même' });
    await expect(card).toHaveAttribute('data-type', 'video');
    await expect(within(card).getByText('Vidéo')).toBeVisible();
    await expect(
      within(card).getByRole('button', {
        name: 'Lire la vidéo : Trouver l’amour en restant soi-même',
      }),
    ).toBeVisible();
    const copy = within(card).getByRole('button', { name: 'Copier le lien' });
    await expect(copy).toHaveAccessibleDescription('Trouver l’amour en restant soi-même');
    await expect(copy).toHaveAttribute('data-state', 'idle');
    await userEvent.click(copy);
    await expect(args.copy).toHaveBeenCalledWith('https://example.com/videos/1?reference=MARIE42');
    const copied = await within(card).findByRole('button', { name: 'Lien copié' });
    await expect(copied).toHaveAttribute('data-state', 'copied');
    await expect(within(card).getByRole('status')).toHaveTextContent('Lien copié');
    await expect(args.onCopied).toHaveBeenCalledWith(
      video,
      'https://example.com/videos/1?reference=MARIE42',
    );
  },
};

/** An expert article with its picture. */
export const ExpertArticle: Story = {
  decorators: card,
  args: { item: article, link: linkOf(article) },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', {
      name: 'Cinq conseils pour un premier rendez-vous serein',
    });
    await expect(card).toHaveAttribute('data-type', 'article');
    await expect(within(card).getByText('Article')).toBeVisible();
    await expect(within(card).getByText('Par Julie Tremblay, psychologue')).toBeVisible();
    await expect(within(card).queryByRole('button', { name: /^Lire la vidéo/ })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Copier le lien' }));
    await expect(args.copy).toHaveBeenCalledWith(
      'https://example.com/articles/11?reference=MARIE42',
    );
    await expect(await within(card).findByRole('button', { name: 'Lien copié' })).toBeVisible();
  },
};

/** An article without a picture gets a placeholder. */
export const WithoutPicture: Story = {
  decorators: card,
  args: { item: { ...article, image: null, subtitle: null }, link: linkOf(article) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="media-kit-item-subtitle"]')).toBeNull();
  },
};

/** The clipboard refuses: the failure is announced and the button stays 'Copier le lien'. */
export const CopyFailed: Story = {
  decorators: card,
  args: {
    copy: fn(async () => {
      await Promise.resolve();
      throw new Error('Permission refusée');
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copier le lien' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Le lien n’a pas pu être copié. Réessayez.',
    );
    await expect(canvas.getByRole('button', { name: 'Copier le lien' })).toHaveAttribute(
      'data-state',
      'failed',
    );
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab reaches the play button then the copy button, with a visible focus; Enter copies. */
export const Keyboard: Story = {
  decorators: card,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Lire la vidéo/ })).toHaveFocus();
    await userEvent.tab();
    const copy = canvas.getByRole('button', { name: 'Copier le lien' });
    await expect(copy).toHaveFocus();
    await expect(getComputedStyle(copy).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.copy).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: 'Lien copié' })).toHaveFocus();
  },
};

export const InEnglish: Story = {
  decorators: card,
  globals: { locale: 'en' },
  args: {
    item: { ...article, title: 'Five tips for a calm first date', subtitle: 'By Julie Tremblay' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Article')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByRole('button', { name: 'Link copied' })).toBeVisible();
  },
};

/** A long French title wraps inside the card. */
export const LongFrenchTitle: Story = {
  decorators: card,
  args: {
    item: {
      ...article,
      title:
        'Développement personnel et relations amoureuses : apprendre à reconnaître ses besoins avant de s’engager',
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** The media kit's videos: 3 per page, with the pagination; the next page shows the next three. */
export const VideosPaged: Story = {
  decorators: page,
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const start = (page - 1) * MEDIA_KIT_PAGE_SIZE;
    return (
      <MediaKitSection
        type="video"
        items={videos.slice(start, start + MEDIA_KIT_PAGE_SIZE)}
        total={videos.length}
        page={page}
        onPageChange={setPage}
        getLink={linkOf}
        copy={args.copy}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const section = canvas.getByRole('region', { name: 'Vidéos promotionnelles' });
    await expect(section).toHaveAttribute('data-page-count', '3');
    await expect(within(section).getAllByRole('article')).toHaveLength(3);
    await expect(
      within(section).getByRole('heading', { level: 3, name: 'Vidéo promotionnelle 1' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(section).toHaveAttribute('data-page', '2'));
    const titles = within(section)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-labelledby'))
      .map((id) => (id ? document.getElementById(id)?.textContent : null));
    await expect(titles).toEqual([
      'Vidéo promotionnelle 4',
      'Vidéo promotionnelle 5',
      'Vidéo promotionnelle 6',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(1));
    // Each card copies its own link.
    await userEvent.click(within(section).getByRole('button', { name: 'Copier le lien' }));
    await expect(args.copy).toHaveBeenCalledWith('https://example.com/videos/7?reference=MARIE42');
  },
};

/** Expert articles on a single page: no pagination. */
export const ArticlesOnePage: Story = {
  decorators: page,
  render: (args) => (
    <MediaKitSection
      type="article"
      items={[article, { ...article, id: 12, title: 'Oser se montrer vulnérable' }]}
      total={2}
      onPageChange={fn()}
      getLink={linkOf}
      copy={args.copy}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Articles d’experts' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** No video yet. */
export const Empty: Story = {
  decorators: page,
  render: () => <MediaKitSection type="video" items={[]} getLink={linkOf} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Aucune vidéo promotionnelle pour le moment.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** A page loading: three placeholders, the loading announced. */
export const Loading: Story = {
  decorators: page,
  render: () => <MediaKitSection type="video" items={[]} loading getLink={linkOf} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement du contenu…');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(3);
  },
};
