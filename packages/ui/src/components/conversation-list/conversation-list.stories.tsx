import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { pictures } from '../avatar/fixtures';
import { storyNow } from '../chat-bubble/fixtures';
import { ConversationListItem } from '../conversation-list-item';
import { ConversationList } from './conversation-list';

function listOf(canvasElement: HTMLElement): HTMLElement {
  const list = canvasElement.querySelector<HTMLElement>('[data-slot="conversation-list"]');
  if (!list) throw new Error('no list');
  return list;
}

/** Stands for the app's router link. */
function RouterLink({ children, ...props }: ComponentProps<'a'>) {
  return <a {...props}>{children}</a>;
}

const today = (hours: number, minutes: number) => new Date(2025, 5, 15, hours, minutes);

const items = [
  <ConversationListItem
    key="camille"
    href="/member/messages/1"
    name="Camille"
    avatarSrc={pictures.camille}
    now={storyNow}
    unseen
    flower="received"
    lastMessage={{
      content_text: 'Camille vous a offert une fleur',
      created_at: today(16, 40),
      is_me: false,
    }}
  />,
  <ConversationListItem
    key="julien"
    href="/member/messages/2"
    name="Julien"
    avatarSrc={pictures.julien}
    now={storyNow}
    lastMessage={{ content_text: 'Bonne soirée !', created_at: today(11, 2), is_me: true }}
  />,
  <ConversationListItem
    key="lucie"
    href="/member/messages/3"
    name="Lucie"
    admin
    now={storyNow}
    lastMessage={{
      content_text: 'Bienvenue parmi nous !',
      created_at: new Date(2025, 5, 2, 9, 0),
      is_me: false,
    }}
  />,
];

const meta = {
  title: 'Messaging/ConversationList',
  component: ConversationList,
  args: {
    inbox: 'priority',
    searchLink: <RouterLink href="/member/search" />,
    rulesLink: <RouterLink href="/member/settings/secondary-conversation-rules" />,
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="mx-auto w-[28rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The priority inbox: a named list of conversation links, keyboard reachable in order. */
export const Priority: Story = {
  args: { children: items },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Conversations prioritaires' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(listOf(canvasElement)).toHaveAttribute('data-state', 'list');
    await expect(listOf(canvasElement)).toHaveAttribute('data-count', '3');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Camille Non lu/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Julien/ })).toHaveFocus();
  },
};

/** An empty priority inbox points to member search. */
export const PriorityEmpty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(listOf(canvasElement)).toHaveAttribute('data-state', 'empty');
    await expect(
      canvas.getByRole('heading', { name: 'Aucune conversation pour le moment' }),
    ).toBeVisible();
    const search = canvas.getByRole('link', { name: 'Rechercher des membres' });
    await expect(search).toHaveAttribute('href', '/member/search');
    await userEvent.tab();
    await expect(search).toHaveFocus();
    await expect(getComputedStyle(search).outlineStyle).toBe('solid');
  },
};

/** The secondary inbox explains itself and links to its rules. */
export const Secondary: Story = {
  args: { inbox: 'secondary', children: items.slice(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Les conversations des membres qui ne correspondent pas à vos critères arrivent dans votre boîte secondaire.',
    );
    await expect(canvas.getByRole('link', { name: 'Modifier mes critères' })).toHaveAttribute(
      'href',
      '/member/settings/secondary-conversation-rules',
    );
    await expect(canvas.getByRole('list', { name: 'Conversations secondaires' })).toBeVisible();
  },
};

/** An empty secondary inbox: the notice, and an empty state with the rules link. */
export const SecondaryEmpty: Story = {
  args: { inbox: 'secondary' },
  play: async ({ canvas, canvasElement }) => {
    await expect(listOf(canvasElement)).toHaveAttribute('data-state', 'empty');
    await expect(
      canvas.getByRole('heading', { name: 'Votre boîte secondaire est vide' }),
    ).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Modifier mes critères' });
    await expect(links).toHaveLength(2);
    for (const link of links) {
      await expect(link).toHaveAttribute('href', '/member/settings/secondary-conversation-rules');
    }
  },
};

/** The app's link keeps its own label when it brings one. */
export const OwnLinkLabel: Story = {
  args: { searchLink: <RouterLink href="/member/search">Trouver des personnes</RouterLink> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Trouver des personnes' })).toBeVisible();
  },
};

/** Loading: 20 placeholder rows, announced once. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(listOf(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des conversations…');
    await expect(
      canvasElement.querySelectorAll('[data-slot="conversation-skeleton-row"]'),
    ).toHaveLength(20);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { inbox: 'secondary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Conversations from members who do not match your criteria arrive in your secondary inbox.',
    );
    await expect(
      canvas.getByRole('heading', { name: 'Your secondary inbox is empty' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Edit my criteria' })).toHaveLength(2);
  },
};

export const PriorityEmptyInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search members' })).toBeVisible();
  },
};
