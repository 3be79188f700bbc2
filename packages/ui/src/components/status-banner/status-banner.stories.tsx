import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StatusBanner, StatusBannerLink } from './status-banner';
import { routerLinkFor } from '../../stories/router-link.tsx';

const meta = {
  title: 'Feedback/StatusBanner',
  component: StatusBanner,
  parameters: { layout: 'fullscreen' },
  args: { variant: 'warning', children: 'Votre adresse courriel n’est pas encore vérifiée.' },
  argTypes: { variant: { control: 'select', options: ['danger', 'warning', 'info'] } },
} satisfies Meta<typeof StatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const onNavigate = fn();

/** Stands in for the app's router link. */
const RouterLink = routerLinkFor(onNavigate);

/** Email not verified (warning) with a link to the email settings, passed as the app's router link. */
export const EmailNotVerified: Story = {
  render: (args) => (
    <StatusBanner
      {...args}
      action={
        <StatusBannerLink asChild>
          <RouterLink to="/member/settings/email">Vérifier mon courriel</RouterLink>
        </StatusBannerLink>
      }
    />
  ),
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveAttribute('data-variant', 'warning');
    await expect(banner).toHaveTextContent(
      'Attention : Votre adresse courriel n’est pas encore vérifiée.',
    );
    const link = canvas.getByRole('link', { name: 'Vérifier mon courriel' });
    await expect(link).toHaveAttribute('href', '/member/settings/email');
    await expect(link).toHaveAttribute('data-slot', 'status-banner-link');
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/member/settings/email');
  },
};

/** Pending authentication (warning) without a link. */
export const PendingAuthentication: Story = {
  args: {
    children:
      'Votre identité est en cours de vérification. Nous vous écrirons dès qu’elle sera confirmée.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-variant', 'warning');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Paused account (info) with a link to the pause settings. */
export const Paused: Story = {
  args: {
    variant: 'info',
    children:
      'Votre compte est en pause : votre profil est masqué et vous ne recevez plus de messages.',
    action: (
      <StatusBannerLink href="#/member/settings/pause">Reprendre mes rencontres</StatusBannerLink>
    ),
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveAttribute('data-variant', 'info');
    await expect(banner).toHaveTextContent(/^Information :/);
    await expect(
      canvas.getByRole('link', { name: 'Reprendre mes rencontres' }),
    ).toBeInTheDocument();
  },
};

/** A danger banner is an alert. */
export const Danger: Story = {
  args: {
    variant: 'danger',
    children:
      'Votre compte est suspendu : votre album photo est incomplet depuis plus de 72 heures.',
    action: (
      <StatusBannerLink href="#/member/settings/pictures">Ajouter des photos</StatusBannerLink>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveAttribute('data-variant', 'danger');
    await expect(alert).toHaveTextContent(/^Erreur :/);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    children: 'Your email address is not verified yet.',
    action: <StatusBannerLink href="#/member/settings/email">Verify my email</StatusBannerLink>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Warning: Your email address is not verified yet.',
    );
  },
};

export const LongFrenchText: Story = {
  args: {
    children:
      'Votre adresse courriel n’est pas encore vérifiée. Consultez votre boîte de réception et cliquez sur le lien de confirmation que nous vous avons envoyé pour profiter pleinement de toutes les fonctionnalités.',
    action: (
      <StatusBannerLink href="#/ambassador/settings#email-not-verified">
        Renvoyer le courriel de vérification
      </StatusBannerLink>
    ),
  },
};
