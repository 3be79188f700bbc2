// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/locales';
import { OfflineNotice } from './offline-notice';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

const NOTICE =
  'Warning: You are offline. What you see may be out of date; everything updates when the connection returns.';

let messages: Record<string, string> = {};
beforeAll(async () => {
  messages = await loadMessages('en');
});

function renderNotice() {
  return render(
    <IntlProvider locale="en" messages={messages}>
      <OfflineNotice />
    </IntlProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OfflineNotice', () => {
  it('says so from the start when the page is opened without network', async () => {
    setOnline(false);
    renderNotice();
    expect((await screen.findByRole('status')).textContent).toBe(NOTICE);
  });

  it('appears when the network goes and leaves when it returns', async () => {
    setOnline(true);
    renderNotice();
    await act(() => import('./offline-banner'));
    expect(screen.queryByRole('status')).toBeNull();

    setOnline(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect((await screen.findByRole('status')).textContent).toBe(NOTICE);

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
