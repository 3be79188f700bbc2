import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChatBubble } from './chat-bubble.tsx';
import { chatPictures, message, silentWav } from './fixtures';

function bubbleOf(canvasElement: HTMLElement): HTMLElement {
  const bubble = canvasElement.querySelector<HTMLElement>('[data-slot="chat-bubble"]');
  if (!bubble) throw new Error('no bubble');
  return bubble;
}

function htmlOf(canvasElement: HTMLElement): HTMLElement {
  const html = canvasElement.querySelector<HTMLElement>('[data-slot="chat-bubble-html"]');
  if (!html) throw new Error('no html');
  return html;
}

declare global {
  interface Window {
    __chatBubbleXss?: number;
  }
}

const meta = {
  title: 'Messaging/ChatBubble',
  component: ChatBubble,
  args: {
    otherName: 'Camille',
    message: message({ is_me: false, content: 'Bonjour ! Comment se passe votre semaine ?' }),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="mx-auto w-[40rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A message from the other member: on the left, read as 'Camille : …'. */
export const TextTheirs: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bubble = bubbleOf(canvasElement);
    await expect(bubble).toHaveAttribute('data-from', 'them');
    await expect(bubble).toHaveAttribute('data-kind', 'text');
    await expect(bubble).toHaveAttribute('data-status', 'sent');
    await expect(bubble).toHaveTextContent('Camille : Bonjour ! Comment se passe votre semaine ?');
    await expect(canvas.getByText('Bonjour ! Comment se passe votre semaine ?')).toBeVisible();
  },
};

/** My message: on the right, read as 'Vous : …'; line breaks are kept. */
export const TextMine: Story = {
  args: {
    message: message({ is_me: true, content: 'Très bien, merci !\nEt la vôtre ?' }),
  },
  play: async ({ canvasElement }) => {
    const bubble = bubbleOf(canvasElement);
    await expect(bubble).toHaveAttribute('data-from', 'me');
    await expect(bubble).toHaveTextContent('Vous : Très bien, merci ! Et la vôtre ?');
    const text = canvasElement.querySelector('[data-slot="chat-bubble-text"]');
    await expect(text?.textContent).toBe('Très bien, merci !\nEt la vôtre ?');
  },
};

/** A member's markup is shown as text, never interpreted: only the support may send markup. */
export const MemberMarkupStaysText: Story = {
  args: {
    message: message({ is_me: false, content: '<b>Coucou</b> <img src=x onerror="alert(1)">' }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<b>Coucou</b> <img src=x onerror="alert(1)">')).toBeVisible();
    await expect(canvasElement.querySelector('b, img')).toBeNull();
  },
};

/** A large picture (1600×1200) is shown fitted within 800×800: 800×600. */
export const ImageFittedTo800: Story = {
  args: { message: message({ is_me: false, image_path: chatPictures.large }) },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Photo envoyée par Camille' });
    await expect(bubbleOf(canvasElement)).toHaveAttribute('data-kind', 'image');
    await waitFor(() => expect(image).toHaveAttribute('data-width', '800'));
    await expect(image).toHaveAttribute('data-height', '600');
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(800);
  },
};

/** A tall picture (900×1800) fits 800 high: 400×800. */
export const ImageTall: Story = {
  args: { message: message({ is_me: true, image_path: chatPictures.tall }) },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Photo que vous avez envoyée' });
    await waitFor(() => expect(image).toHaveAttribute('data-height', '800'));
    await expect(image).toHaveAttribute('data-width', '400');
  },
};

/** A picture smaller than 800×800 keeps its size. */
export const ImageSmall: Story = {
  args: { message: message({ is_me: false, image_path: chatPictures.small }) },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Photo envoyée par Camille' });
    await waitFor(() => expect(image).toHaveAttribute('data-width', '640'));
    await expect(image).toHaveAttribute('data-height', '480');
  },
};

/**
 * A voice message: a native audio player (a silent generated recording here), named, with the spec's
 * 'unsupported' text as its fallback.
 */
export const Audio: Story = {
  args: { message: message({ is_me: false, audio: { url: silentWav() } }) },
  play: async ({ canvasElement }) => {
    await expect(bubbleOf(canvasElement)).toHaveAttribute('data-kind', 'audio');
    const audio = canvasElement.querySelector('audio');
    await expect(audio).toHaveAttribute('controls');
    await expect(audio).toHaveAttribute('aria-label', 'Message vocal de Camille');
    await expect(audio).toHaveTextContent(
      'Votre navigateur ne prend pas en charge l’élément audio.',
    );
    await expect(audio?.getAttribute('src')).toMatch(/^data:audio\/wav;base64,/);
  },
};

/** The app can put its own player in the bubble. */
export const AudioRenderSlot: Story = {
  args: {
    message: message({ is_me: true, audio: { url: 'memory://recording-1' } }),
    renderAudio: (url) => (
      <span data-testid="app-player" className="px-2">
        Lecteur de l’app : {url}
      </span>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('app-player')).toHaveTextContent('memory://recording-1');
    await expect(canvasElement.querySelector('audio')).toBeNull();
  },
};

/** The recording is still uploading (placeholder added on recording): a pending voice message. */
export const AudioUploading: Story = {
  args: { message: message({ is_me: true, audio: { url: null }, status: 'pending' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(bubbleOf(canvasElement)).toHaveAttribute('data-status', 'pending');
    await expect(canvas.getByText('Votre message vocal')).toBeVisible();
    await expect(canvas.getByText('Envoi en cours…')).toBeVisible();
  },
};

/** One side sent a flower: the single-flower state. */
export const FlowerReceived: Story = {
  args: { message: message({ is_me: false, flower: true }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(bubbleOf(canvasElement)).toHaveAttribute('data-kind', 'flower');
    await expect(canvas.getByText('Camille vous a offert une fleur')).toBeVisible();
  },
};

export const FlowerSent: Story = {
  args: { message: message({ is_me: true, flower: true }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(bubbleOf(canvasElement)).toHaveAttribute('data-from', 'me');
    await expect(canvas.getByText('Vous avez offert une fleur à Camille')).toBeVisible();
  },
};

/** Both sent a flower: the mutual celebration with its tagline. */
export const FlowerMatch: Story = {
  args: { message: message({ is_me: false, flower: true, flower_match: true }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(bubbleOf(canvasElement)).toHaveAttribute('data-kind', 'flower-match');
    await expect(canvas.getByText('C’est réciproque !')).toBeVisible();
    await expect(canvas.getByText('Camille et vous vous êtes offert une fleur.')).toBeVisible();
    await expect(canvas.getByText('Et si c’était le début d’une belle histoire ?')).toBeVisible();
  },
};

/** A support message written as a template: each line break becomes a `<br>`. */
export const AdminTemplate: Story = {
  args: {
    otherIsAdmin: true,
    otherName: 'L’équipe',
    message: message({
      is_me: false,
      content:
        'Bonjour Camille,\nBienvenue parmi nous !\nPensez à compléter votre profil.\n\nÀ bientôt,\nL’équipe <3',
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const html = htmlOf(canvasElement);
    await expect(bubbleOf(canvasElement)).toHaveAttribute('data-admin', 'true');
    await expect(html).toHaveAttribute('data-format', 'template');
    await expect(html.querySelectorAll('br')).toHaveLength(5);
    await expect(canvas.getByText(/Bienvenue parmi nous !/)).toBeVisible();
    // An angle bracket in a template is text.
    await expect(html).toHaveTextContent('L’équipe <3');
  },
};

/** Rich markup from the support keeps its simple formatting and safe links, sanitised by DOMPurify. */
export const AdminRichMarkup: Story = {
  args: {
    otherIsAdmin: true,
    otherName: 'L’équipe',
    message: message({
      is_me: false,
      content:
        '<p>Bonjour <strong>Camille</strong>,</p><p>Voici nos <em>conseils</em> :</p><ul><li>une photo souriante ;</li><li>un texte sincère.</li></ul><p>Lisez notre <a href="https://example.com/guide">guide</a> ou écrivez à <a href="mailto:aide@example.com">l’aide</a>.</p>',
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    // DOMPurify loads with the first rich message (message-html.ts): the markup comes once it is there.
    const html = await waitFor(() => htmlOf(canvasElement));
    await expect(html).toHaveAttribute('data-format', 'rich');
    await expect(html.querySelector('strong')).toHaveTextContent('Camille');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const guide = canvas.getByRole('link', { name: 'guide' });
    await expect(guide).toHaveAttribute('href', 'https://example.com/guide');
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(canvas.getByRole('link', { name: 'l’aide' })).toHaveAttribute(
      'href',
      'mailto:aide@example.com',
    );
    await userEvent.tab();
    await expect(guide).toHaveFocus();
  },
};

/**
 * A hostile payload in a support message renders inert: no script, no image with `onerror`, no `javascript:`
 * link, no event handler or style; the text stays.
 */
export const AdminMarkupSanitised: Story = {
  args: {
    otherIsAdmin: true,
    otherName: 'L’équipe',
    message: message({
      is_me: false,
      content:
        '<p onclick="window.__chatBubbleXss = 1" style="color:red">Texte sûr</p><script>window.__chatBubbleXss = 1</script><img src="x" onerror="window.__chatBubbleXss = 1"><a href="javascript:window.__chatBubbleXss = 1">piège</a><iframe src="https://example.com"></iframe><svg onload="window.__chatBubbleXss = 1"></svg>',
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const html = await waitFor(() => htmlOf(canvasElement));
    await expect(canvas.getByText('Texte sûr')).toBeVisible();
    await expect(
      html.querySelector('script, img, iframe, svg, [onclick], [onerror], [style]'),
    ).toBeNull();
    const trap = canvas.getByText('piège');
    await expect(trap).not.toHaveAttribute('href');
    await expect(html.innerHTML).not.toMatch(/javascript:|onerror|onclick|<script/i);
    await userEvent.click(canvas.getByText('Texte sûr'));
    await userEvent.click(trap);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(window.__chatBubbleXss).toBeUndefined();
  },
};

/** An optimistic message while it is being sent. */
export const Pending: Story = {
  args: {
    message: message({ is_me: true, content: 'Je vous écris de la gare !', status: 'pending' }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(bubbleOf(canvasElement)).toHaveAttribute('data-status', 'pending');
    await expect(canvas.getByText('Envoi en cours…')).toBeVisible();
  },
};

/** A message that could not be sent: announced, with a retry. */
export const Failed: Story = {
  args: {
    message: message({ is_me: true, content: 'Je vous écris du métro…', status: 'failed' }),
    onRetry: fn(),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(bubbleOf(canvasElement)).toHaveAttribute('data-status', 'failed');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le message n’a pas pu être envoyé.');
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: 'Réessayer' });
    await expect(retry).toHaveFocus();
    await expect(getComputedStyle(retry).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** English texts. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <ChatBubble {...args} message={message({ is_me: false, flower: true })} />
      <ChatBubble {...args} message={message({ is_me: false, flower: true, flower_match: true })} />
      <ChatBubble {...args} message={message({ is_me: false, audio: { url: silentWav(1) } })} />
      <ChatBubble
        {...args}
        message={message({ is_me: true, content: 'See you tonight!', status: 'failed' })}
        onRetry={fn()}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Camille offered you a flower')).toBeVisible();
    await expect(canvas.getByText('It’s mutual!')).toBeVisible();
    await expect(
      canvas.getByText('What if this were the start of a beautiful story?'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('audio')).toHaveTextContent(
      'Your browser does not support the audio element.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('The message could not be sent.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A long French message with a very long word: it wraps inside the bubble. */
export const LongFrench: Story = {
  args: {
    message: message({
      is_me: false,
      content:
        'Je me permets de vous écrire parce que votre profil m’a particulièrement touchée : nous partageons la même passion pour les longues randonnées, les marchés du dimanche matin et les conversations qui s’éternisent autour d’un thé. Anticonstitutionnellementinterminablementincompréhensible, comme on dit ! Au plaisir de vous lire.',
    }),
  },
  play: async ({ canvasElement }) => {
    const bubble = bubbleOf(canvasElement);
    const body = bubble.querySelector<HTMLElement>('[data-slot="chat-bubble-body"]');
    await expect(body).not.toBeNull();
    await expect(body?.scrollWidth).toBeLessThanOrEqual(body?.clientWidth ?? 0);
    await expect(body?.getBoundingClientRect().width).toBeLessThanOrEqual(
      bubble.getBoundingClientRect().width,
    );
  },
};
