import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerSW } from 'virtual:pwa-register';
import {
  appUpdateState as snapshot,
  applyUpdate,
  dismissUpdate,
  offerUpdate,
  resetAppUpdate,
} from '../src/features/app-update/app-update';
import {
  startServiceWorker,
  UPDATE_CHECK_INTERVAL_MS,
} from '../src/features/app-update/service-worker';

vi.mock('virtual:pwa-register', () => ({ registerSW: vi.fn() }));

type Options = NonNullable<Parameters<typeof registerSW>[0]>;

describe('the update check (spec 01, section 9)', () => {
  let options: Options | undefined;
  const update = vi.fn((_reload?: boolean) => Promise.resolve());
  const registration = { update: vi.fn(() => Promise.resolve()), installing: null as unknown };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: true });
    vi.mocked(registerSW).mockImplementation((given) => {
      options = given;
      return update;
    });
    resetAppUpdate();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks for a new version every 60 seconds, and not while offline', () => {
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(60_000);
    startServiceWorker();
    options?.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);
    vi.advanceTimersByTime(59_999);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(registration.update).toHaveBeenCalledTimes(2);
    vi.stubGlobal('navigator', { onLine: false });
    vi.advanceTimersByTime(60_000);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('offers a waiting version and activates it only when the member accepts', async () => {
    startServiceWorker();
    expect(snapshot().available).toBe(false);
    options?.onNeedRefresh?.();
    expect(snapshot()).toEqual({ available: true, dismissed: false, reloading: false });
    expect(update).not.toHaveBeenCalled();
    await applyUpdate();
    expect(update).toHaveBeenCalledWith(true);
    expect(snapshot().reloading).toBe(true);
  });
});

describe('the update prompt state', () => {
  beforeEach(() => {
    resetAppUpdate();
  });

  it('hides on later, and shows again for the next version', () => {
    offerUpdate(() => Promise.resolve());
    dismissUpdate();
    expect(snapshot()).toMatchObject({ available: true, dismissed: true });
    offerUpdate(() => Promise.resolve());
    expect(snapshot()).toMatchObject({ available: true, dismissed: false });
  });

  it('lets the member try again when the new version fails to take over', async () => {
    const activate = vi.fn(() => Promise.reject(new Error('redundant')));
    offerUpdate(activate);
    await applyUpdate();
    expect(activate).toHaveBeenCalledTimes(1);
    expect(snapshot()).toMatchObject({ available: true, reloading: false });
  });

  it('does not activate twice while reloading', async () => {
    let finish: () => void = () => undefined;
    const activate = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    offerUpdate(activate);
    const first = applyUpdate();
    await applyUpdate();
    finish();
    await first;
    expect(activate).toHaveBeenCalledTimes(1);
  });
});
