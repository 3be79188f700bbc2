import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ProductGrid } from '../product-grid';
import { products } from '../product-card/fixtures';
import { ProtectionView, type ProtectedUser, type StateScreenLinkProps } from './state-screens.tsx';

const link =
  (href: string) =>
  ({ children, ...props }: StateScreenLinkProps) => (
    <a href={href} {...props}>
      {children}
    </a>
  );

const subscribed: ProtectedUser = {
  authentication_flag: 'success',
  member: { subscription_status: 'active', suspended: false, paused: false },
};

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

const meta = {
  title: 'Search/StateScreens',
  component: ProtectionView,
  args: {
    user: subscribed,
    children: <p>Résultats de recherche</p>,
    products: <ProductGrid products={products} headingLevel={2} />,
    renderPicturesLink: link('/member/settings/pictures'),
    renderPauseSettingsLink: link('/member/settings/pause'),
    onBlossom: fn(() => wait(200)),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProtectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

function screenOf(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="state-screen"]');
}

/** A subscribed member in good standing sees the content. */
export const Content: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Résultats de recherche')).toBeVisible();
    await expect(screenOf(canvasElement)).toBeNull();
  },
};

/** Inactive subscription: the unsubscribed screen with the product list to activate a membership. */
export const Unsubscribed: Story = {
  args: { user: { member: { subscription_status: 'inactive' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(screenOf(canvasElement)).toHaveAttribute('data-screen', 'unsubscribed');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Activez votre abonnement' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByText('Résultats de recherche')).toBeNull();
    await expect(canvas.queryByText('Votre abonnement a été activé avec succès!')).toBeNull();
  },
};

/** Right after the payment: the success notice 'membership successfully activated'. */
export const MembershipActivated: Story = {
  args: { user: { member: { subscription_status: 'inactive' } }, activated: true },
  play: async ({ canvas }) => {
    const notice = canvas.getByText('Votre abonnement a été activé avec succès!');
    await expect(notice).toBeVisible();
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** Suspended for an incomplete gallery: its own message and a pictures button. */
export const SuspendedIncompleteGallery: Story = {
  args: {
    user: {
      member: {
        subscription_status: 'active',
        suspended: true,
        suspended_reason: 'incomplete_gallery',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(screenOf(canvasElement)).toHaveAttribute('data-screen', 'suspended');
    await expect(
      canvas.getByRole('heading', { name: 'Votre album photo est incomplet' }),
    ).toBeVisible();
    const pictures = canvas.getByRole('link', { name: 'Gérer mes photos' });
    await expect(pictures).toHaveAttribute('href', '/member/settings/pictures');
    await userEvent.tab();
    await expect(pictures).toHaveFocus();
    await expect(getComputedStyle(pictures).outlineStyle).toBe('solid');
  },
};

/** Suspended for another reason: a generic message, no pictures button. */
export const SuspendedGeneric: Story = {
  args: {
    user: { member: { subscription_status: 'active', suspended: true, suspended_reason: 'other' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Votre compte est suspendu' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A failed identity check shows the suspended screen too. */
export const AuthenticationFailed: Story = {
  args: { user: { authentication_flag: 'fail', member: { subscription_status: 'trial' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(screenOf(canvasElement)).toHaveAttribute('data-screen', 'suspended');
    await expect(canvas.getByRole('heading', { name: 'Votre compte est suspendu' })).toBeVisible();
  },
};

/** Paused: a button to blossom (end the pause, pending while saved) and one to the pause settings. */
export const Paused: Story = {
  args: { user: { member: { subscription_status: 'active', paused: true } } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(screenOf(canvasElement)).toHaveAttribute('data-screen', 'paused');
    await expect(canvas.getByRole('heading', { name: 'Votre compte est en pause' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Paramètres de pause' })).toHaveAttribute(
      'href',
      '/member/settings/pause',
    );
    await userEvent.tab();
    const blossom = canvas.getByRole('button', { name: 'Refleurir' });
    await expect(blossom).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBlossom).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(blossom).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(blossom).not.toHaveAttribute('aria-busy'));
  },
};

/** The order: an inactive subscription comes first, before suspended and paused. */
export const InactiveComesFirst: Story = {
  args: {
    user: {
      authentication_flag: 'fail',
      member: { subscription_status: 'inactive', suspended: true, paused: true },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(screenOf(canvasElement)).toHaveAttribute('data-screen', 'unsubscribed');
  },
};

/** Then suspended comes before paused. */
export const SuspendedBeforePaused: Story = {
  args: { user: { member: { subscription_status: 'active', suspended: true, paused: true } } },
  play: async ({ canvasElement }) => {
    await expect(screenOf(canvasElement)).toHaveAttribute('data-screen', 'suspended');
  },
};

/** The member's own profile is forced visible, whatever the state. */
export const OwnProfileForcedVisible: Story = {
  args: {
    user: { member: { subscription_status: 'inactive', paused: true } },
    forceVisible: true,
    children: <p>Mon profil</p>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Mon profil')).toBeVisible();
    await expect(screenOf(canvasElement)).toBeNull();
  },
};

export const PausedInEnglish: Story = {
  globals: { locale: 'en' },
  args: { user: { member: { subscription_status: 'active', paused: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your account is paused' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Blossom again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pause settings' })).toBeVisible();
  },
};

export const IncompleteGalleryInEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    user: {
      member: {
        subscription_status: 'active',
        suspended: true,
        suspended_reason: 'incomplete_gallery',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Your photo album is incomplete' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage my photos' })).toBeVisible();
  },
};
