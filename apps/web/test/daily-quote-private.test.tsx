// @vitest-environment happy-dom
import { DailyQuoteForm } from '@app/ui/daily-quote-form';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';

afterEach(cleanup);

const submitName = 'Proposer ma citation';
const reason = 'Rendez votre profil public pour proposer une citation.';

describe('a private profile’s daily quote button', () => {
  // Radix Tooltip loads only for a private profile (issue 12): the same button shows until it comes,
  // and a keyboard user who reached it meanwhile keeps the focus on the button that replaces it.
  it('shows the dimmed button with its reason at once, then keeps the focus as its tooltip arrives', async () => {
    renderPage(<DailyQuoteForm visibility="private" onSubmit={() => undefined} />, {
      path: '/member/settings/daily-quote',
      platform: fakePlatform('web'),
    });
    const before = screen.getByRole('button', { name: submitName });
    // Before the tooltip's code: no trigger state from Radix, the reason already its description.
    expect(before.hasAttribute('data-state')).toBe(false);
    expect(before.getAttribute('aria-disabled')).toBe('true');
    expect(
      document.getElementById(before.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(reason);
    before.focus();
    expect(document.activeElement).toBe(before);

    await waitFor(() => {
      expect(screen.getByRole('button', { name: submitName }).hasAttribute('data-state')).toBe(
        true,
      );
    });
    const after = screen.getByRole('button', { name: submitName });
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
    expect(after.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(after.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      reason,
    );
  });
});
