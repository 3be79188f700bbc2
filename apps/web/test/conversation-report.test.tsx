// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportDialog } from '../src/features/conversations/components/report-dialog';
import { clearNotifications, currentNotifications } from '../src/lib/notifications';
import type * as UserChanged from '../src/lib/user-changed';
import type { FakeRoute } from './support/fake-api';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { dangerToasts } from './support/toasts';

// The app's own check, watched: a refusal saying the member's state changed reads the user again.
const { refetchUserIfChanged } = vi.hoisted(() => ({ refetchUserIfChanged: vi.fn() }));
vi.mock('../src/lib/user-changed', async (importOriginal) => {
  const actual = await importOriginal<typeof UserChanged>();
  refetchUserIfChanged.mockImplementation(actual.refetchUserIfChanged);
  return { ...actual, refetchUserIfChanged };
});

afterEach(() => {
  cleanup();
  clearNotifications();
  refetchUserIfChanged.mockClear();
});

/** The conversation's report dialog, open on Léa (member 12). */
function renderReport(answer: FakeRoute) {
  const onOpenChange = vi.fn();
  const view = renderPage(
    <ReportDialog open onOpenChange={onOpenChange} memberId={12} name="Léa" />,
    {
      path: '/member/messages/3',
      platform: fakePlatform('web'),
      api: { 'POST /member-reports': answer },
    },
  );
  return { ...view, onOpenChange };
}

describe('reporting from a conversation: the profile’s dialog (spec 02, section 5)', () => {
  it('chooses no reason for the member, sends the chosen one with the note, and thanks them', async () => {
    const { server, onOpenChange } = renderReport(() => ({ status: 204 }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler Léa' });
    const send = within(dialog).getByRole('button', { name: 'Envoyer le signalement' });
    expect(within(dialog).queryByRole('radio', { checked: true })).toBeNull();
    expect(send.hasAttribute('disabled') || send.getAttribute('aria-disabled') === 'true').toBe(
      true,
    );

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Demande d’argent' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Précisions/ }), {
      target: { value: '  Il m’a demandé 500 $.  ' },
    });
    fireEvent.click(send);

    await waitFor(() => {
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });
    expect(server.requests.find((request) => request.path === '/member-reports')?.body).toEqual({
      member_id: 12,
      reason_code: 'monetary_solicitation',
      note: 'Il m’a demandé 500 $.',
    });
    expect(
      currentNotifications().some(
        (notification) =>
          notification.type === 'success' &&
          notification.message === 'Merci, votre signalement a été envoyé.',
      ),
    ).toBe(true);
  });

  it('shows a refusal in the dialog, kept open with the choice, and no toast', async () => {
    const { onOpenChange } = renderReport(() => ({
      status: 422,
      body: {
        message: 'Le motif choisi est invalide.',
        errors: { reason_code: ['Le motif choisi est invalide.'] },
      },
    }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler Léa' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harcèlement' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));

    await within(dialog).findByText('Le motif choisi est invalide.');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(within(dialog).getByRole('radio', { name: 'Harcèlement', checked: true })).toBeTruthy();
    expect(dangerToasts()).toEqual([]);
  });

  it('reads the user again when the refusal says their own state changed', async () => {
    renderReport(() => ({
      status: 403,
      body: {
        message: 'Abonnement requis',
        error: { code: 'SUBSCRIPTION_REQUIRED', message: 'Abonnement requis' },
      },
    }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler Léa' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Autre' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    await waitFor(() => {
      expect(refetchUserIfChanged).toHaveBeenCalledTimes(1);
    });
    expect(within(dialog).queryByText('Abonnement requis')).toBeNull();
  });
});
