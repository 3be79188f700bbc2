import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareWizard, type ShareItem, type ShareWizardState } from './share-wizard.tsx';

const videos: ShareItem[] = [
  {
    id: 1,
    title: 'Trouver l’amour en restant soi-même',
    subtitle: 'Une minute pour présenter l’application',
    website_url: 'https://exemple.ca/videos/trouver-l-amour',
  },
  {
    id: 2,
    title: 'Des rencontres sécuritaires',
    subtitle: 'Comment nous vérifions chaque profil',
    website_url: 'https://exemple.ca/videos/securite',
  },
];

const articles: ShareItem[] = [
  {
    id: 'a1',
    title: 'Cinq conseils pour un premier rendez-vous serein',
    subtitle: 'Par Julie Tremblay, psychologue',
    website_url: 'https://exemple.ca/articles/premier-rendez-vous?lang=fr',
  },
];

const REFERRAL = 'https://exemple.ca/?reference=MARIE42';

const meta = {
  title: 'Ambassador/ShareWizard',
  component: ShareWizard,
  args: {
    code: 'MARIE42',
    referralLink: REFERRAL,
    videos,
    articles,
    senderName: 'Marie Tremblay',
    onShare: fn(),
    onStateChange: fn(),
    copy: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="w-[48rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShareWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

function wizardOf(root: HTMLElement): HTMLElement {
  const node = root.querySelector<HTMLElement>('[data-slot="share-wizard"]');
  if (!node) throw new Error('no wizard');
  return node;
}

/** The current step as the stepper announces it: 'Étape 2 sur 4, en cours : | La vidéo | subtitle'. */
function currentStep(root: HTMLElement): string {
  const step = root.querySelector('[aria-current="step"]');
  const parts = [
    step?.querySelector('.sr-only'),
    step?.querySelector('[data-slot="stepper-title"]'),
    step?.querySelector('[data-slot="stepper-subtitle"]'),
  ];
  return parts.map((part) => (part?.textContent ?? '').replace(/\s+/g, ' ').trim()).join(' | ');
}

/** Keeps a link's navigation from leaving the story (the component's click handler still runs). */
function stayOnPage(root: HTMLElement) {
  const stop = (event: Event) => {
    event.preventDefault();
  };
  root.ownerDocument.addEventListener('click', stop, { once: true });
}

/**
 * A video shared on Facebook, step by step: Next is disabled until each choice is made, focus moves to
 * each step's heading, and the last step's Facebook link shares the video's page with the code.
 */
export const VideoOnFacebook: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const wizard = canvas.getByRole('group', { name: 'Outils de partage' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(currentStep(canvasElement)).toBe(
      'Étape 1 sur 4, en cours : | Le contenu | Choisissez ce que vous voulez partager.',
    );
    const next = canvas.getByRole('button', { name: 'Suivant' });
    await expect(next).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Précédent' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Vidéo promotionnelle' }));
    await expect(next).toBeEnabled();
    await userEvent.click(next);

    const itemHeading = canvas.getByRole('heading', { level: 2, name: 'La vidéo' });
    await waitFor(() => expect(itemHeading).toHaveFocus());
    await expect(wizard).toHaveAttribute('data-step', 'item');
    await expect(currentStep(canvasElement)).toBe(
      'Étape 2 sur 4, en cours : | La vidéo | Choisissez la vidéo à partager.',
    );
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Des rencontres sécuritaires' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));

    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'La plateforme' })).toHaveFocus(),
    );
    const platforms = canvas
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-labelledby'));
    await expect(
      platforms.map((id) => (id ? document.getElementById(id)?.textContent : null)),
    ).toEqual(['Facebook', 'Messenger', 'Courriel', 'Copier le lien']);
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Facebook' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));

    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Le partage' })).toHaveFocus());
    await expect(currentStep(canvasElement)).toBe(
      'Étape 4 sur 4, en cours : | Le partage | Partagez votre lien personnalisé.',
    );
    await expect(canvas.queryByRole('button', { name: 'Suivant' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Votre lien à partager' })).toHaveValue(
      'https://exemple.ca/videos/securite?reference=MARIE42',
    );
    const action = canvas.getByRole('link', {
      name: 'Partager sur Facebook (s’ouvre dans un nouvel onglet)',
    });
    await expect(action).toHaveAttribute(
      'href',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexemple.ca%2Fvideos%2Fsecurite%3Freference%3DMARIE42',
    );
    await expect(action).toHaveAttribute('target', '_blank');
    stayOnPage(canvasElement);
    await userEvent.click(action);
    await expect(args.onShare).toHaveBeenCalledWith({
      type: 'video',
      item: videos[1],
      platform: 'facebook',
      link: 'https://exemple.ca/videos/securite?reference=MARIE42',
    });
  },
};

const videoOnMessenger: ShareWizardState = {
  step: 'platform',
  contentType: 'video',
  itemId: 1,
  platform: 'messenger',
};

/** Back to the first step, changing the content type resets the item and the platform. */
export const ChangingTheTypeResets: Story = {
  args: { defaultState: videoOnMessenger },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Messenger' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Précédent' }));
    await expect(
      canvas.getByRole('radio', { name: 'Trouver l’amour en restant soi-même' }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Précédent' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Article' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith({
      step: 'content',
      contentType: 'article',
      itemId: null,
      platform: null,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(canvas.getByRole('heading', { name: 'L’article' })).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: 'Cinq conseils pour un premier rendez-vous serein' }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  },
};

/** Back to the second step, changing the item resets the platform (the type stays). */
export const ChangingTheItemResetsThePlatform: Story = {
  args: { defaultState: videoOnMessenger },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Précédent' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Des rencontres sécuritaires' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith({
      step: 'item',
      contentType: 'video',
      itemId: 2,
      platform: null,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  },
};

/** Going back and forth without changing anything keeps every choice. */
export const BackKeepsTheChoices: Story = {
  args: { defaultState: videoOnMessenger },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Précédent' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Précédent' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Vidéo promotionnelle' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(canvas.getByRole('radio', { name: 'Messenger' })).toBeChecked();
  },
};

/**
 * The website has no item to choose: three steps, and the copy link shares the referral link; the
 * button then reads 'Lien copié'.
 */
export const WebsiteCopyLink: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Site Web' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(currentStep(canvasElement)).toBe(
      'Étape 2 sur 3, en cours : | La plateforme | Choisissez où partager votre lien.',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Copier le lien' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(canvas.getByRole('textbox', { name: 'Votre lien à partager' })).toHaveValue(
      REFERRAL,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copier le lien' }));
    await expect(args.copy).toHaveBeenCalledWith(REFERRAL);
    await expect(await canvas.findByRole('button', { name: 'Lien copié' })).toBeVisible();
    await expect(args.onShare).toHaveBeenCalledWith({
      type: 'website',
      item: null,
      platform: 'copy',
      link: REFERRAL,
    });
  },
};

/** Messenger: the last step links to Messenger with the article's link. */
export const ArticleOnMessenger: Story = {
  args: {
    defaultState: { step: 'share', contentType: 'article', itemId: 'a1', platform: 'messenger' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Envoyer avec Messenger/ })).toHaveAttribute(
      'href',
      'fb-messenger://share/?link=https%3A%2F%2Fexemple.ca%2Farticles%2Fpremier-rendez-vous%3Flang%3Dfr%26reference%3DMARIE42',
    );
  },
};

/**
 * Share by e-mail: the subject and message come from the referral template (the link and the
 * sender's name); recipients, subject and message are required; the action is a mailto link.
 */
export const ByEmail: Story = {
  args: {
    defaultState: { step: 'share', contentType: 'article', itemId: 'a1', platform: 'email' },
  },
  play: async ({ args, canvas, canvasElement }) => {
    const link = 'https://exemple.ca/articles/premier-rendez-vous?lang=fr&reference=MARIE42';
    const subject = canvas.getByRole('textbox', { name: 'Objet' });
    await expect(subject).toHaveValue(
      'Marie Tremblay vous invite à faire des rencontres authentiques',
    );
    const body = canvas.getByRole('textbox', { name: 'Message' });
    await expect((body as HTMLTextAreaElement).value).toBe(
      `Bonjour,\n\nJe vous invite à découvrir une application de rencontres qui mise sur l’authenticité, la sécurité et le développement personnel. Inscrivez-vous avec mon lien pour profiter d’un mois gratuit supplémentaire :\n${link}\n\nAu plaisir,\nMarie Tremblay`,
    );
    const disabled = canvas.getByRole('button', { name: 'Ouvrir dans ma messagerie' });
    await expect(disabled).toBeDisabled();
    await expect(disabled).toHaveAccessibleDescription(
      'Remplissez les destinataires, l’objet et le message pour continuer.',
    );
    const recipients = canvas.getByRole('textbox', { name: 'Destinataires' });
    await userEvent.type(recipients, 'luc@exemple.ca, ana');
    await userEvent.tab();
    await expect(recipients).toHaveAccessibleDescription(
      'Séparez les adresses par des virgules. Entrez des adresses courriel valides.',
    );
    await userEvent.type(recipients, '@exemple.ca');
    const open = canvas.getByRole('link', { name: 'Ouvrir dans ma messagerie' });
    await expect(open.getAttribute('href')).toBe(
      `mailto:luc@exemple.ca,ana@exemple.ca?subject=${encodeURIComponent('Marie Tremblay vous invite à faire des rencontres authentiques')}&body=${encodeURIComponent((body as HTMLTextAreaElement).value)}`,
    );
    stayOnPage(canvasElement);
    await userEvent.click(open);
    await expect(args.onShare).toHaveBeenCalledWith({
      type: 'article',
      item: articles[0],
      platform: 'email',
      link,
    });
    await userEvent.clear(subject);
    await userEvent.tab();
    await expect(subject).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await expect(canvas.getByRole('button', { name: 'Ouvrir dans ma messagerie' })).toBeDisabled();
  },
};

/** No article to share yet: a message, and Next stays disabled. */
export const NoItems: Story = {
  args: { articles: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Article' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(canvas.getByText('Aucun article à partager pour le moment.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  },
};

const olderVideo: ShareItem = {
  id: 3,
  title: 'Notre histoire',
  subtitle: 'Les fondatrices racontent',
  website_url: 'https://exemple.ca/videos/notre-histoire',
};

/**
 * More videos than the first page: step 2 offers to show them (the app reads its next page), the
 * button waits while they come, then they are there to choose, and the button goes once all are.
 */
export const MoreItems: Story = {
  args: {
    defaultState: { step: 'item', contentType: 'video', itemId: null, platform: null },
    onMoreItems: fn(),
  },
  render: function Render(args) {
    const [shown, setShown] = useState<ShareItem[]>(videos);
    const [loading, setLoading] = useState(false);
    return (
      <ShareWizard
        {...args}
        videos={shown}
        moreItems={{ video: shown.length < 3 }}
        loadingMoreItems={loading}
        onMoreItems={(type) => {
          args.onMoreItems?.(type);
          setLoading(true);
          // The next page, a moment later (the story's stand-in for the API).
          setTimeout(() => {
            setShown([...videos, olderVideo]);
            setLoading(false);
          }, 150);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    const more = canvas.getByRole('button', { name: 'Voir plus de vidéos' });
    await userEvent.click(more);
    await expect(args.onMoreItems).toHaveBeenCalledWith('video');
    await waitFor(() => expect(canvas.getAllByRole('radio')).toHaveLength(3));
    await expect(canvas.queryByRole('button', { name: 'Voir plus de vidéos' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Notre histoire/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(canvas.getByRole('heading', { name: 'La plateforme' })).toBeVisible();
  },
};

/** The next items are on their way: the button is busy and cannot be pressed twice. */
export const LoadingMoreItems: Story = {
  args: {
    defaultState: { step: 'item', contentType: 'article', itemId: null, platform: null },
    moreItems: { article: true },
    loadingMoreItems: true,
    onMoreItems: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const more = canvasElement.querySelector<HTMLButtonElement>(
      '[data-slot="share-wizard-more-items"]',
    );
    if (!more) throw new Error('no more button');
    await expect(more).toHaveAttribute('aria-busy', 'true');
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await expect(more).toHaveAccessibleName(/Voir plus d’articles/);
    // A press while busy (the pointer cannot reach it; a script's or a keyboard's click can).
    more.click();
    await expect(args.onMoreItems).not.toHaveBeenCalled();
  },
};

/** Restart from the last step: back to the first step with nothing chosen. */
export const Restart: Story = {
  args: { defaultState: { step: 'share', contentType: 'website', itemId: null, platform: 'copy' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Recommencer' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Le contenu' })).toHaveFocus());
    await expect(wizardOf(canvasElement)).toHaveAttribute('data-step', 'content');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  },
};

/** Keyboard only: arrows choose the type, Tab reaches Next, Enter moves on. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const website = canvas.getByRole('radio', { name: 'Site Web' });
    await expect(website).toHaveFocus();
    await expect(getComputedStyle(website).outlineStyle).toBe('solid');
    // Radix checks the option focused while an arrow key is held: release it after the move.
    await userEvent.keyboard('{ArrowDown>}');
    const video = canvas.getByRole('radio', { name: 'Vidéo promotionnelle' });
    await waitFor(() => expect(video).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(video).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'La vidéo' })).toHaveFocus());
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    defaultState: { step: 'share', contentType: 'video', itemId: 1, platform: 'facebook' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(currentStep(canvasElement)).toBe(
      'Step 4 of 4, current: | Sharing | Share your personal link.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Your link to share' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('radio', { name: 'Copy link' })).toBeVisible();
  },
};

/** A 415 px phone: the steps and choices stack; nothing overflows. */
export const Narrow: Story = {
  args: { tone: 'framed' },
  decorators: [
    (Story) => (
      <div className="w-[415px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const wizard = wizardOf(canvasElement);
    await expect(wizard).toHaveAttribute('data-variant', 'framed');
    await expect(wizard.scrollWidth).toBeLessThanOrEqual(wizard.clientWidth + 1);
  },
};

/** The platform step in a narrow column, French descriptions wrapping. */
export const NarrowPlatformStep: Story = {
  args: { defaultState: { ...videoOnMessenger, platform: null } },
  decorators: Narrow.decorators,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'La plateforme' })).toBeVisible();
    const wizard = wizardOf(canvasElement);
    await expect(wizard.scrollWidth).toBeLessThanOrEqual(wizard.clientWidth + 1);
    await expect(within(wizard).getByRole('button', { name: 'Suivant' })).toBeDisabled();
  },
};
