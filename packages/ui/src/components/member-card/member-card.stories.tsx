import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pictures } from '../avatar/fixtures';
import {
  MEMBER_CARD_PLACEHOLDER_COUNT,
  MemberCard,
  MemberGrid,
  type MemberCardLinkProps,
  type MemberCardProps,
} from './member-card';

const now = new Date('2025-06-15T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const anchor =
  (id: number) =>
  ({ children, ...props }: MemberCardLinkProps) => (
    <a href={`#profile-${id}`} {...props}>
      {children}
    </a>
  );

/** Whether the element (not the card's stretched link) receives a click at its centre. */
function isOnTop(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && element.contains(hit);
}

function cardOf(canvasElement: HTMLElement): HTMLElement {
  const card = canvasElement.querySelector<HTMLElement>('[data-slot="member-card"]');
  if (!card) throw new Error('no card');
  return card;
}

/** Keeps the favourite state as the app would (optimistically), and reports each change. */
function StatefulCard({ favorite: initial = false, onFavoriteChange, ...props }: MemberCardProps) {
  const [favorite, setFavorite] = useState(initial);
  return (
    <MemberCard
      {...props}
      favorite={favorite}
      onFavoriteChange={(next) => {
        onFavoriteChange?.(next);
        setFavorite(next);
      }}
    />
  );
}

const meta = {
  title: 'Members/MemberCard',
  component: MemberCard,
  args: {
    firstName: 'Camille',
    age: 34,
    city: 'Montréal',
    distance: 12,
    lastActivity: hoursAgo(3),
    now,
    verified: true,
    avatarSrc: pictures.camille,
    member: { subscribed: true, galleryReviewStatus: 'done' },
    favorite: false,
    onFavoriteChange: fn(),
    can: { view: true },
    renderLink: anchor(12),
  },
  decorators: [
    // One card at a card's width; the grid stories (fullscreen) take the whole page.
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div className="w-72">
          <Story />
        </div>
      ),
  ],
  render: (args) => <StatefulCard {...args} />,
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture, first name and age (the profile link), city, distance, last activity and the verified check. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Camille, 34 ans' });
    await expect(link).toHaveAttribute('href', '#profile-12');
    // The whole card opens the profile: the picture's centre belongs to the link.
    const picture = canvas.getByRole('img', { name: 'Photo de Camille' }).getBoundingClientRect();
    await expect(
      document.elementFromPoint(picture.left + picture.width / 2, picture.top + picture.height / 2),
    ).toBe(link);
    await expect(canvas.getByRole('article', { name: 'Camille, 34 ans' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Camille, 34 ans' })).toBeVisible();
    await expect(canvas.getByText('Montréal')).toBeVisible();
    await expect(canvas.getByText('12 km')).toBeVisible();
    await expect(canvas.getByText('il y a 3 heures')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Profil vérifié' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Photo de Camille' })).toBeVisible();
    await expect(cardOf(canvasElement)).toHaveAttribute('data-linked', 'true');
  },
};

/** The favourite toggle is a pressed/unpressed button whose label follows the state. */
export const FavoriteToggle: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const add = canvas.getByRole('button', { name: 'Ajouter aux favoris' });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    // Above the card's stretched profile link, so a click toggles rather than navigates.
    await expect(isOnTop(add)).toBe(true);
    await expect(add).toHaveAccessibleDescription('Camille, 34 ans');
    await userEvent.click(add);
    await expect(args.onFavoriteChange).toHaveBeenLastCalledWith(true);
    const remove = canvas.getByRole('button', { name: 'Retirer des favoris' });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect(cardOf(canvasElement)).toHaveAttribute('data-favorite', 'true');
    await userEvent.click(remove);
    await expect(args.onFavoriteChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Ajouter aux favoris' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Keyboard: the profile link, then the favourite toggle, each with a visible focus ring. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ajouter aux favoris' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Camille, 34 ans' })).toHaveFocus();
    await expect(getComputedStyle(cardOf(canvasElement)).outlineStyle).toBe('solid');
  },
};

/** Online: the dot replaces the last activity. */
export const Online: Story = {
  args: { online: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En ligne')).toBeVisible();
    await expect(canvas.queryByText('il y a 3 heures')).toBeNull();
  },
};

/** `can.view` false: the name is not a link. */
export const ProfileNotViewable: Story = {
  args: { can: { view: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Camille, 34 ans' })).toBeVisible();
    await expect(cardOf(canvasElement)).toHaveAttribute('data-linked', 'false');
  },
};

/** Deleted: the data is hidden and the link inactive; the favourite can still be removed. */
export const Deleted: Story = {
  args: {
    favorite: true,
    member: { deleted: true },
    firstName: null,
    age: null,
    city: null,
    distance: null,
    lastActivity: null,
    verified: false,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Profil supprimé')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(cardOf(canvasElement)).toHaveAttribute('data-member-state', 'deleted');
    await expect(canvas.getByRole('button', { name: 'Retirer des favoris' })).toBeVisible();
  },
};

/** Unavailable: even if the app still passes data, none of it shows. */
export const Unavailable: Story = {
  args: { member: { unavailable: true, subscribed: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Profil indisponible')).toBeVisible();
    await expect(canvas.queryByText('Camille, 34 ans')).toBeNull();
    await expect(canvas.queryByText('Montréal')).toBeNull();
    await expect(canvas.queryByRole('img', { name: 'Photo de Camille' })).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(cardOf(canvasElement)).toHaveAttribute('data-member-state', 'unavailable');
  },
};

/** A paused member: the picture is blurred with the state written on it. */
export const Paused: Story = {
  args: { member: { subscribed: true, paused: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Profil en pause')).toBeVisible();
    const avatar = canvasElement.querySelector('[data-slot="avatar"]');
    await expect(avatar).toHaveAttribute('data-overlay', 'paused');
    await expect(avatar).toHaveAttribute('data-blurred', 'true');
  },
};

/** Anonymous mode: the reveal button sits above the card's link. */
export const AnonymousMode: Story = {
  args: { anonymousMode: true, onReveal: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const reveal = canvas.getByRole('button', { name: 'Révéler la photo de Camille' });
    await expect(isOnTop(reveal)).toBe(true);
    await userEvent.click(reveal);
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector('[data-slot="avatar"]')).not.toHaveAttribute(
      'data-blurred',
    );
  },
};

/** Far away: the distance is capped at '200+ km'. */
export const FarAway: Story = {
  args: { distance: 640, city: 'Saint-Jean-sur-Richelieu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('200+ km')).toBeVisible();
  },
};

/** French runs long: the name and city truncate inside the card. */
export const LongFrenchTexts: Story = {
  args: { firstName: 'Marie-Ève-Geneviève', city: 'Saint-Augustin-de-Desmaures', age: 58 },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { favorite: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Camille, 34' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('3 hours ago')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Verified profile' })).toBeVisible();
  },
};

const people = [
  { id: 1, firstName: 'Camille', age: 34, city: 'Montréal', distance: 12, src: pictures.camille },
  { id: 2, firstName: 'Julien', age: 41, city: 'Laval', distance: 24, src: pictures.julien },
  { id: 3, firstName: 'Sophie', age: 38, city: 'Québec', distance: 251, src: pictures.sophie },
  { id: 4, firstName: 'Marc', age: 45, city: 'Longueuil', distance: 2, src: pictures.marc },
  { id: 5, firstName: 'Nadia', age: 36, city: 'Sherbrooke', distance: 130, src: pictures.nadia },
  { id: 6, firstName: 'Olivier', age: 52, city: 'Gatineau', distance: 190, src: pictures.olivier },
];

/** The grid: 1 column on the smallest screens, 2 from xs, 3 from lg (this 1024 px test viewport), 4 from xl. */
export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <MemberGrid>
      {peopleCards(people.length, args, (person) => ({
        city: person.city,
        distance: person.distance,
        online: person.id === 2,
      }))}
    </MemberGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(6);
    // Cards share the page's width: none is squeezed narrower than a phone column.
    for (const card of cards) await expect(card.getBoundingClientRect().width).toBeGreaterThan(180);
    const grid = canvasElement.querySelector<HTMLElement>('[data-slot="member-grid"]');
    if (!grid) throw new Error('no grid');
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(
      window.innerWidth >= 1280
        ? 4
        : window.innerWidth >= 1024
          ? 3
          : window.innerWidth >= 415
            ? 2
            : 1,
    );
  },
};

/** The first `count` people as cards (with `more` of each person's details, when given). */
function peopleCards(
  count: number,
  args: Partial<MemberCardProps>,
  more: (person: (typeof people)[number]) => Partial<MemberCardProps> = () => ({}),
) {
  return people
    .slice(0, count)
    .map((person) => (
      <MemberCard
        key={person.id}
        {...args}
        {...more(person)}
        firstName={person.firstName}
        age={person.age}
        avatarSrc={person.src}
        renderLink={anchor(person.id)}
      />
    ));
}

/** Loading: 16 placeholders, the grid busy and the loading announced. */
export const GridLoading: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <MemberGrid loading className="p-4" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvasElement.querySelector('[data-slot="member-grid"]');
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="member-card-skeleton"]')).toHaveLength(
      MEMBER_CARD_PLACEHOLDER_COUNT,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des membres…');
  },
};

/** Loading the next page: the cards stay, placeholders follow. */
export const GridLoadingMoreInEnglish: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
  render: (args) => (
    <MemberGrid loading placeholderCount={4} className="p-4">
      {peopleCards(2, args)}
    </MemberGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[data-slot="member-card-skeleton"]')).toHaveLength(
      4,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading members…');
  },
};

function PageArrivesWhileLoading(args: Partial<MemberCardProps>) {
  const [shown, setShown] = useState(0);
  return (
    <div className="flex flex-col gap-4 p-4">
      <button
        type="button"
        className="self-start rounded-full border border-border px-4 py-2 focus-visible:outline-3 focus-visible:outline-focus"
        onClick={() => {
          setShown((count) => count + 2);
        }}
      >
        Show the next two members
      </button>
      <MemberGrid loading placeholderCount={4}>
        {peopleCards(shown, args)}
      </MemberGrid>
    </div>
  );
}

/**
 * A page arrives while the next one loads: the placeholders below the new cards are new ones, so
 * nothing that was on screen is pushed down (no layout shift).
 */
export const GridPageArrivesWhileLoading: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => <PageArrivesWhileLoading {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const skeletons = () =>
      canvasElement.querySelectorAll<HTMLElement>('[data-slot="member-card-skeleton"]');
    const first = skeletons()[0];
    await expect(first).toBeDefined();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the next two members' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(skeletons()).toHaveLength(4);
    await expect(first?.isConnected).toBe(false);
  },
};
