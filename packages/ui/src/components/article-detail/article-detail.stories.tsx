import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { article, bonus, cardPicture, owner, ownerPicture, video } from '../article-card/fixtures';
import { ArticleDetail, ArticleDetailSkeleton } from './article-detail.tsx';
import { routerLinkFor } from '../../stories/router-link.tsx';

const onNavigate = fn();

/** Stands in for the app's router link. */
const RouterLink = routerLinkFor(onNavigate);

const picture = cardPicture('', '#f6e6ec', '#6d2e46');

const meta = {
  title: 'Content/ArticleDetail',
  component: ArticleDetail,
  parameters: { layout: 'padded' },
  args: {
    article,
    imageSrc: picture,
    ownerImageSrc: ownerPicture,
    onBack: fn(),
    onCopyLink: fn(() => Promise.resolve()),
    onShare: fn(),
    onVote: fn(),
    renderSubscriptionLink: (props) => <RouterLink to="/member/subscription" {...props} />,
  },
} satisfies Meta<typeof ArticleDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

function detailOf(root: HTMLElement): HTMLElement {
  const node = root.querySelector<HTMLElement>('[data-slot="article-detail"]');
  if (!node) throw new Error('no article detail');
  return node;
}

function bodyOf(root: HTMLElement): HTMLElement {
  const node = root.querySelector<HTMLElement>('[data-slot="article-detail-body"]');
  if (!node) throw new Error('no article body');
  return node;
}

/**
 * An article the member can view: back, title, subtitle, the owner (a link opening their page in a new
 * tab), the 600-pixel picture, the formatted body, the rating and the 'about the owner' block.
 */
export const ArticleView: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const detail = detailOf(canvasElement);
    await expect(detail).toHaveAttribute('data-can-view', 'true');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Réussir sa première rencontre' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Cinq conseils pour arriver serein et profiter du moment'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retour' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);

    const ownerLink = canvas.getByRole('link', {
      name: 'Isabelle Bergeron (s’ouvre dans un nouvel onglet)',
    });
    await expect(ownerLink).toHaveAttribute(
      'href',
      'https://example.com/specialistes/isabelle-bergeron',
    );
    await expect(ownerLink).toHaveAttribute('target', '_blank');
    await expect(ownerLink).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getAllByText('Psychologue et thérapeute conjugale')).toHaveLength(2);

    const image = canvasElement.querySelector('[data-slot="article-detail-image"]');
    await expect(image).toHaveAttribute('width', '600');
    await expect(canvasElement.querySelector('[data-slot="video-embed"]')).toBeNull();

    const body = bodyOf(canvasElement);
    await expect(body.querySelector('strong')).toHaveTextContent('la curiosité');
    await expect(body.querySelectorAll('li')).toHaveLength(3);
    const guide = canvas.getByRole('link', { name: 'guide de la première rencontre' });
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(
      canvas.getByRole('radiogroup', { name: 'Qu’avez-vous pensé de ce contenu ?' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'À propos de Isabelle Bergeron' }),
    ).toHaveTextContent(/Isabelle accompagne depuis quinze ans/);
    await expect(
      canvas.getByRole('link', { name: 'En savoir plus (s’ouvre dans un nouvel onglet)' }),
    ).toHaveAttribute('href', 'https://example.com/specialistes/isabelle-bergeron');
    await expect(canvasElement.querySelector('[data-slot="paywall"]')).toBeNull();
  },
};

/** Copy link: once the app's promise resolves the button says 'Lien copié' and it is announced. Share calls back. */
export const ShareButtons: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Partager ce contenu' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copier le lien' }));
    await expect(args.onCopyLink).toHaveBeenCalledTimes(1);
    const copied = await canvas.findByRole('button', { name: 'Lien copié' });
    await expect(copied).toHaveAttribute('data-state', 'copied');
    await expect(within(group).getByRole('status')).toHaveTextContent(
      'Le lien a été copié dans le presse-papiers.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Partager' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

/** A failed copy (the promise rejects) leaves the button as it was. */
export const CopyFailed: Story = {
  args: { onCopyLink: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copier le lien' });
    await userEvent.click(button);
    await expect(args.onCopyLink).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(
      within(canvas.getByRole('group', { name: 'Partager ce contenu' })).getByRole('status'),
    ).toBeEmptyDOMElement();
  },
};

/**
 * A hostile body renders inert: the `<script>`, the `onerror` handler and the `javascript:` link are gone,
 * while paragraphs, strong, em, lists and a safe link (opening safely in a new tab) stay.
 */
export const SanitisedBody: Story = {
  args: {
    article: {
      ...article,
      body: '<p onclick="window.__articleXss = 1" style="color:red">Un texte <strong>important</strong> et <em>nuancé</em>.</p><script>window.__articleXss = 1</script><img src="x" onerror="window.__articleXss = 1"><ul><li>premier point</li><li>second point</li></ul><p><a href="javascript:window.__articleXss = 1">piège</a> et <a href="https://example.com/ressource">ressource sûre</a></p><iframe src="https://example.com"></iframe><svg onload="window.__articleXss = 1"></svg>',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(body.querySelector('script, iframe, svg')).toBeNull();
    await expect(body.querySelector('[onerror], [onclick], [onload], [style]')).toBeNull();
    await expect(body.innerHTML).not.toMatch(/javascript:|onerror|onclick|<script/i);
    await expect(body.querySelector('p strong')).toHaveTextContent('important');
    await expect(body.querySelector('p em')).toHaveTextContent('nuancé');
    await expect(body.querySelectorAll('ul > li')).toHaveLength(2);
    const trap = canvas.getByText('piège');
    await expect(trap).not.toHaveAttribute('href');
    const safe = canvas.getByRole('link', { name: 'ressource sûre' });
    await expect(safe).toHaveAttribute('href', 'https://example.com/ressource');
    await expect(safe).toHaveAttribute('target', '_blank');
    await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(trap);
    await expect((window as { __articleXss?: number }).__articleXss).toBeUndefined();
  },
};

/** A video: the embedded player (loaded on demand) replaces the picture. */
export const Video: Story = {
  args: { article: { ...video, can: { view: true }, my_vote: 4 } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(detailOf(canvasElement)).toHaveAttribute('data-type', 'video');
    await expect(canvas.getByText('Vidéo')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="article-detail-image"]')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Lire la vidéo : S’ouvrir à l’autre sans se perdre' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '4 sur 5' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '5 sur 5' }));
    await expect(args.onVote).toHaveBeenCalledWith(5);
  },
};

/** A vote being sent: the rating is busy. */
export const VoteLoading: Story = {
  args: { article: { ...article, my_vote: 3 }, voteLoading: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: '5 sur 5' }));
    await expect(args.onVote).not.toHaveBeenCalled();
  },
};

/**
 * `can.view` false on member content: the paywall covers the content (out of reach), names members and
 * links to /member/subscription; there is no rating.
 */
export const PaywallMember: Story = {
  args: { article: { ...article, access_level: 'member', can: { view: false } } },
  play: async ({ canvas, canvasElement }) => {
    onNavigate.mockClear();
    await expect(detailOf(canvasElement)).toHaveAttribute('data-can-view', 'false');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Ce contenu est réservé aux membres' }),
    ).toBeVisible();
    // The content underneath is inert: the browser refuses it the focus.
    const guide = canvas.getByText('guide de la première rencontre');
    await expect(guide.closest('[inert]')).not.toBeNull();
    guide.focus();
    await expect(guide).not.toHaveFocus();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    const link = canvas.getByRole('link', { name: 'Devenir membre' });
    await expect(link).toHaveAttribute('href', '/member/subscription');
    await userEvent.click(link);
    await expect(onNavigate).toHaveBeenCalledWith('/member/subscription');
  },
};

/** VIP content without the body (the server sent none): the paywall names VIP members. */
export const PaywallVip: Story = {
  args: { article: { ...bonus, body: null, can: { view: false } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Ce contenu est réservé aux membres VIP' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="article-detail-body"]')).toBeNull();
  },
};

/** No owner, no picture and no callbacks: only the title, subtitle and body. */
export const Minimal: Story = {
  args: {
    article: { ...article, owner: null },
    imageSrc: null,
    onBack: undefined,
    onCopyLink: undefined,
    onShare: undefined,
    onVote: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(bodyOf(canvasElement)).toBeVisible();
  },
};

/** While the article loads. */
export const Loading: Story = {
  render: () => <ArticleDetailSkeleton />,
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Chargement du contenu…'),
    );
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    article: {
      ...article,
      title: 'Making the most of a first date',
      subtitle: 'Five tips to arrive relaxed and enjoy the moment',
      body: '<p>A first date needs less preparation than you think: what matters is <strong>curiosity</strong> and <em>listening</em>.</p>',
      owner: {
        ...owner,
        title: 'Psychologist and couples therapist',
        short_description:
          'Isabelle has helped couples and single people build calmer relationships for fifteen years.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(
      canvas.getByRole('radiogroup', { name: 'What did you think of this content?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'About Isabelle Bergeron' })).toBeVisible();
  },
};
