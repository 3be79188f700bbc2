import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Paywall } from './paywall.tsx';
import { routerLinkFor } from '../../stories/router-link.tsx';

const onNavigate = fn();

/** Stands in for the app's router link. */
const RouterLink = routerLinkFor(onNavigate);

/** The teaser under the overlay: a few paragraphs and a link that must stay out of reach. */
function Teaser() {
  return (
    <div className="flex flex-col gap-4 p-6">
      <p>
        Une première rencontre se prépare moins qu’on le croit : ce qui compte, c’est la curiosité
        et l’écoute. Choisissez un lieu calme où vous pourrez vous entendre.
      </p>
      <p>
        Posez des questions ouvertes et parlez de ce qui vous anime. <a href="#guide">Le guide</a>{' '}
        complet vous attend.
      </p>
      <p>
        Enfin, laissez-vous le droit de ne pas tout réussir : une rencontre est d’abord un moment
        d’échange.
      </p>
    </div>
  );
}

const meta = {
  title: 'Content/Paywall',
  component: Paywall,
  parameters: { layout: 'padded' },
  args: {
    accessLevel: 'member',
    renderLink: (props) => <RouterLink to="/member/subscription" {...props} />,
    children: <Teaser />,
  },
  decorators: [
    (Story) => (
      <div className="mx-auto w-[40rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Paywall>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Member content: the text names members, the action links to /member/subscription, and the gated
 * content underneath is out of reach (its link cannot be focused).
 */
export const MemberContent: Story = {
  play: async ({ canvas, canvasElement }) => {
    onNavigate.mockClear();
    const region = canvas.getByRole('region', { name: 'Ce contenu est réservé aux membres' });
    await expect(region).toHaveAttribute('data-access-level', 'member');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Ce contenu est réservé aux membres' }),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Devenir membre' });
    await expect(link).toHaveAttribute('href', '/member/subscription');
    await expect(link).toHaveAttribute('data-router-link');
    const content = canvasElement.querySelector('[data-slot="paywall-content"]');
    await expect(content).toHaveAttribute('inert');
    // The gated content is inert: the browser refuses its link the focus.
    const guide = canvas.getByText('Le guide');
    await expect(content).toContainElement(guide);
    guide.focus();
    await expect(guide).not.toHaveFocus();
    link.focus();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/member/subscription');
  },
};

/** VIP content (the bonus list): the text names VIP members. */
export const VipContent: Story = {
  args: { accessLevel: 'vip' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Ce contenu est réservé aux membres VIP' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Passez au forfait VIP/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Devenir membre VIP' })).toHaveAttribute(
      'href',
      '/member/subscription',
    );
  },
};

/** Public content the member cannot view (an inactive subscription) names members too. */
export const PublicContent: Story = {
  args: { accessLevel: 'public' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Ce contenu est réservé aux membres' }),
    ).toBeVisible();
  },
};

/** A plain href and texts overridden by the app. */
export const CustomTexts: Story = {
  args: {
    renderLink: undefined,
    href: '#/member/subscription',
    title: 'Réservé à nos abonnés',
    message: 'Choisissez un forfait pour continuer votre lecture.',
    actionLabel: 'Voir les forfaits',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Réservé à nos abonnés' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir les forfaits' })).toHaveAttribute(
      'href',
      '#/member/subscription',
    );
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { accessLevel: 'vip' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'This content is for VIP members only' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Become a VIP member' })).toBeVisible();
  },
};

/** On a phone the panel still fits over the teaser. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
};
