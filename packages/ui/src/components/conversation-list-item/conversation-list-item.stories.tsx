import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent } from 'storybook/test';
import { pictures } from '../avatar/fixtures';
import { storyNow } from '../chat-bubble/fixtures';
import { ConversationListItem } from './conversation-list-item.tsx';

function itemOf(canvasElement: HTMLElement): HTMLElement {
  const item = canvasElement.querySelector<HTMLElement>('[data-slot="conversation-list-item"]');
  if (!item) throw new Error('no item');
  return item;
}

/** Stands for the app's router link. */
function RouterLink({ children, ...props }: ComponentProps<'a'> & { 'data-router-link'?: string }) {
  return <a {...props}>{children}</a>;
}

const today = (hours: number, minutes: number) => new Date(2025, 5, 15, hours, minutes);

const meta = {
  title: 'Messaging/ConversationListItem',
  component: ConversationListItem,
  args: {
    href: '/member/messages/42',
    name: 'Camille',
    avatarSrc: pictures.camille,
    avatarMember: { subscribed: true, galleryReviewStatus: 'done' },
    now: storyNow,
    lastMessage: {
      content_text: 'Avec plaisir, à samedi alors !',
      created_at: today(14, 5),
      is_me: false,
    },
  },
  decorators: [
    (Story) => (
      <div className="w-[26rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seen conversation: a link with the avatar, the first name, the time and the last message. */
export const Seen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', {
      name: /^Camille 14:05 Avec plaisir, à samedi alors !$/,
    });
    await expect(link).toHaveAttribute('href', '/member/messages/42');
    await expect(itemOf(canvasElement)).not.toHaveAttribute('data-unseen');
    await expect(itemOf(canvasElement)).toHaveAttribute('data-flower', 'none');
    await expect(canvas.getByText('14:05')).toHaveAttribute('datetime', today(14, 5).toISOString());
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

/** Unseen: a dot and bold text, and 'Non lu' for screen readers. */
export const Unseen: Story = {
  args: { unseen: true },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: /^Camille Non lu 14:05 Avec plaisir/ });
    await expect(link).toHaveAttribute('data-unseen', 'true');
    await expect(
      canvasElement.querySelector('[data-slot="conversation-list-item-dot"]'),
    ).toBeVisible();
    const excerpt = canvasElement.querySelector('[data-slot="conversation-list-item-excerpt"]');
    await expect(Number(getComputedStyle(excerpt as Element).fontWeight)).toBeGreaterThanOrEqual(
      700,
    );
  },
};

/** My last message reads 'Vous : …'. */
export const LastMessageMine: Story = {
  args: {
    lastMessage: { content_text: 'On s’appelle ce soir ?', created_at: today(9, 12), is_me: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vous : On s’appelle ce soir ?')).toBeVisible();
  },
};

/** The other member offered a flower: the single-flower state. */
export const FlowerReceived: Story = {
  args: {
    unseen: true,
    flower: 'received',
    lastMessage: {
      content_text: 'Camille vous a offert une fleur',
      created_at: today(8, 0),
      is_me: false,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(itemOf(canvasElement)).toHaveAttribute('data-flower', 'received');
    await expect(canvas.getByRole('link', { name: /Fleur reçue$/ })).toBeVisible();
  },
};

/** I offered a flower. */
export const FlowerSent: Story = {
  args: {
    flower: 'sent',
    lastMessage: {
      content_text: 'Vous avez offert une fleur',
      created_at: today(8, 0),
      is_me: true,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(itemOf(canvasElement)).toHaveAttribute('data-flower', 'sent');
    await expect(canvas.getByText('Fleur offerte')).toBeVisible();
  },
};

/** Both offered a flower: the flower match. */
export const FlowerMatch: Story = {
  args: { flower: 'match' },
  play: async ({ canvas, canvasElement }) => {
    await expect(itemOf(canvasElement)).toHaveAttribute('data-flower', 'match');
    await expect(canvas.getByText('Fleurs échangées')).toBeVisible();
  },
};

/** The support: an 'Équipe support' badge. */
export const Admin: Story = {
  args: {
    name: 'Lucie',
    admin: true,
    avatarSrc: null,
    lastMessage: {
      content_text: 'Bienvenue ! Pensez à compléter votre profil.',
      created_at: new Date(2025, 5, 14, 10, 0),
      is_me: false,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(itemOf(canvasElement)).toHaveAttribute('data-admin', 'true');
    await expect(canvas.getByText('Équipe support')).toBeVisible();
    // Yesterday reads as the short weekday.
    await expect(
      canvas.getByRole('link', { name: /^Lucie Équipe support sam\. Bienvenue/ }),
    ).toBeVisible();
  },
};

/** The app's router link renders the row (asChild); the open conversation is the current page. */
export const AsRouterLinkActive: Story = {
  args: { href: undefined, active: true },
  render: (args) => (
    <ConversationListItem {...args} asChild>
      <RouterLink href="/member/messages/7" data-router-link="true" />
    </ConversationListItem>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Camille/ });
    await expect(link).toHaveAttribute('href', '/member/messages/7');
    await expect(link).toHaveAttribute('data-router-link', 'true');
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toHaveAttribute('data-slot', 'conversation-list-item');
    await expect(link).toHaveTextContent('Avec plaisir, à samedi alors !');
  },
};

/** A conversation older than a week shows its date; a new one without messages says so. */
export const OlderAndEmpty: Story = {
  render: (args) => (
    <div className="flex flex-col">
      <ConversationListItem
        {...args}
        lastMessage={{
          content_text: 'Bonne semaine !',
          created_at: new Date(2025, 4, 28, 9, 0),
          is_me: false,
        }}
      />
      <ConversationListItem
        {...args}
        href="/member/messages/43"
        name="Julien"
        avatarSrc={pictures.julien}
        lastMessage={null}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2025-05-28')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /^Julien Nouvelle conversation$/ }),
    ).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    unseen: true,
    flower: 'received',
    lastMessage: {
      content_text: 'See you Saturday!',
      created_at: new Date(2025, 5, 14, 20, 0),
      is_me: true,
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', {
        name: /^Camille Unread Sat You: See you Saturday! Flower received$/,
      }),
    ).toBeVisible();
  },
};

/** A long French first name and excerpt stay on one line each, cut with an ellipsis. */
export const LongFrench: Story = {
  args: {
    name: 'Marie-Christine-Éléonore',
    unseen: true,
    flower: 'match',
    admin: false,
    lastMessage: {
      content_text:
        'Je viens de finir le livre que vous m’avez conseillé, et je dois dire que la fin m’a complètement bouleversée…',
      created_at: today(17, 58),
      is_me: false,
    },
  },
  play: async ({ canvasElement }) => {
    const item = itemOf(canvasElement);
    const excerpt = canvasElement.querySelector<HTMLElement>(
      '[data-slot="conversation-list-item-excerpt"]',
    );
    await expect(excerpt?.scrollWidth).toBeGreaterThan(excerpt?.clientWidth ?? 0);
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};
