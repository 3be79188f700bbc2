import { Flower2 } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Toaster, type Notification, type NotificationId } from './toast.tsx';
import { DEFAULT_NOTIFICATION_DURATION } from './toast.ts';

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  args: { notifications: [], onDismiss: fn() },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app owns the list: it adds notifications and removes one when `onDismiss(id)` is called. */
function Demo({
  notifications,
  onDismiss,
  next,
  ...props
}: ComponentProps<typeof Toaster> & { next?: (count: number) => Notification }) {
  const [list, setList] = useState<readonly Notification[]>(notifications);
  const [count, setCount] = useState(0);
  return (
    <div className="p-6">
      {next ? (
        <Button
          onClick={() => {
            setList((current) => [...current, next(count)]);
            setCount(count + 1);
          }}
        >
          Ajouter une notification
        </Button>
      ) : null}
      <Toaster
        {...props}
        notifications={list}
        onDismiss={(id: NotificationId) => {
          onDismiss(id);
          setList((current) => current.filter((notification) => notification.id !== id));
        }}
      />
    </div>
  );
}

const stay = Number.POSITIVE_INFINITY;

/** The toasts as seen on screen, top first. */
function toasts(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="toast"]')].sort(
    (a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top,
  );
}

/** The four types; each shows its icon and is read with its severity first. */
export const Types: Story = {
  args: {
    notifications: [
      {
        id: 'info',
        type: 'info',
        message: 'Camille a consulté votre profil.',
        icon: true,
        duration: stay,
        timestamp: 1,
      },
      {
        id: 'success',
        type: 'success',
        message: 'Abonnement activé avec succès.',
        icon: true,
        duration: stay,
        timestamp: 2,
      },
      {
        id: 'warning',
        type: 'warning',
        message: 'Votre photo est en attente de validation.',
        icon: true,
        duration: stay,
        timestamp: 3,
      },
      {
        id: 'danger',
        type: 'danger',
        message: 'Le paiement a échoué.',
        icon: true,
        duration: stay,
        timestamp: 4,
      },
    ],
  },
  render: (args) => <Demo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    const items = toasts(canvasElement);
    // Newest (highest timestamp) on top.
    await expect(items.map((item) => item.getAttribute('data-type'))).toEqual([
      'danger',
      'warning',
      'success',
      'info',
    ]);
    await expect(items[0]).toHaveTextContent('Erreur : Le paiement a échoué.');
    await expect(items[3]).toHaveTextContent('Information : Camille a consulté votre profil.');
    await expect(items[2]).toHaveTextContent('Succès : Abonnement activé avec succès.');
    await expect(canvasElement.querySelectorAll('[data-slot="toast-icon"]')).toHaveLength(4);
    await expect(toasts(canvasElement).every((toast) => toast.dataset.state === 'open')).toBe(true);
  },
};

/** Each notification leaves after its duration through `onDismiss(id)` (a short one here; 3000 ms by default). */
export const DismissedAfterDuration: Story = {
  args: {
    notifications: [
      { id: 'short', type: 'success', message: 'Fleur envoyée !', duration: 300 },
      { id: 'long', type: 'info', message: 'Cette notification reste affichée.', duration: stay },
    ],
  },
  render: (args) => <Demo {...args} />,
  play: async ({ args, canvas }) => {
    await expect(DEFAULT_NOTIFICATION_DURATION).toBe(3000);
    await expect(canvas.getByText('Fleur envoyée !')).toBeInTheDocument();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('short'), { timeout: 2000 });
    await waitFor(() => expect(canvas.queryByText('Fleur envoyée !')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Cette notification reste affichée.')).toBeInTheDocument();
  },
};

/** A notification without a duration stays for the default 3000 ms, not less. */
export const DefaultDuration: Story = {
  args: { notifications: [{ id: 'default', message: 'Paramètres enregistrés.' }] },
  render: (args) => <Demo {...args} />,
  play: async ({ args, canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(canvas.getByText('Paramètres enregistrés.')).toBeInTheDocument();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('default'), { timeout: 3000 });
  },
};

/** The close button dismisses one notification at once. */
export const DismissibleByHand: Story = {
  args: {
    notifications: [
      {
        id: 1,
        type: 'warning',
        message: 'Votre album photo est incomplet.',
        duration: stay,
        timestamp: 1,
      },
      { id: 2, type: 'info', message: 'Nouveau message de Camille.', duration: stay, timestamp: 2 },
    ],
  },
  render: (args) => <Demo {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    const [newest] = toasts(canvasElement);
    await expect(newest).toHaveTextContent('Nouveau message de Camille.');
    if (!newest) return;
    await userEvent.click(within(newest).getByRole('button', { name: 'Fermer la notification' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    await expect(region).toHaveTextContent('Votre album photo est incomplet.');
  },
};

/** Several at once: each new one goes on top of the stack. */
export const Stacking: Story = {
  render: (args) => (
    <Demo
      {...args}
      next={(count) => ({
        id: `n${count}`,
        type: count % 2 === 0 ? 'success' : 'info',
        message: `Notification numéro ${count + 1}`,
        duration: stay,
      })}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    const add = canvas.getByRole('button', { name: 'Ajouter une notification' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);
    const items = toasts(canvasElement);
    await expect(items.map((item) => item.getAttribute('data-id'))).toEqual(['n2', 'n1', 'n0']);
    await expect(items[0]).toHaveTextContent('Notification numéro 3');
  },
};

/** The icon is optional: `true` shows the type's icon, or pass your own (a flower). */
export const IconFlag: Story = {
  args: {
    notifications: [
      { id: 'plain', type: 'success', message: 'Sans icône.', duration: stay, timestamp: 1 },
      {
        id: 'type',
        type: 'success',
        message: 'Avec l’icône du type.',
        icon: true,
        duration: stay,
        timestamp: 2,
      },
      {
        id: 'flower',
        type: 'info',
        message: 'Camille vous a envoyé une fleur !',
        icon: <Flower2 />,
        duration: stay,
        timestamp: 3,
      },
    ],
  },
  render: (args) => <Demo {...args} />,
  play: async ({ canvasElement }) => {
    const [flower, withType, plain] = toasts(canvasElement);
    await expect(flower?.querySelector('[data-slot="toast-icon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(withType?.querySelector('[data-slot="toast-icon"]')).not.toBeNull();
    await expect(plain?.querySelector('[data-slot="toast-icon"]')).toBeNull();
  },
};

/** F8 reaches the notifications; Escape dismisses the focused one. */
export const Keyboard: Story = {
  args: {
    notifications: [
      { id: 'kbd', type: 'info', message: 'Nouveau message de Camille.', duration: stay },
    ],
  },
  render: (args) => <Demo {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.keyboard('[F8]');
    const list = canvas.getByRole('list');
    await expect(list).toHaveFocus();
    await userEvent.tab();
    const toast = canvas.getByRole('listitem');
    await expect(toast).toHaveFocus();
    await expect(getComputedStyle(toast).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(
      within(toast).getByRole('button', { name: 'Fermer la notification' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledWith('kbd');
    await waitFor(() => expect(canvas.queryByRole('listitem')).not.toBeInTheDocument());
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    notifications: [
      { id: 'en', type: 'success', message: 'Subscription activated.', icon: true, duration: stay },
    ],
  },
  render: (args) => <Demo {...args} />,
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await expect(within(region).getByRole('listitem')).toHaveTextContent(
      'Success: Subscription activated.',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('en');
  },
};

export const LongFrenchText: Story = {
  args: {
    notifications: [
      {
        id: 'long',
        type: 'warning',
        message:
          'Votre album photo est incomplet : ajoutez un portrait et une photo validée dans les 72 prochaines heures pour éviter la suspension automatique de votre compte.',
        icon: true,
        duration: stay,
      },
    ],
  },
  render: (args) => <Demo {...args} />,
};
