import { externalStore, useExternalStore } from '../../lib/external-store';

export interface AppUpdateState {
  /** A new version is installed and waits for the member's go-ahead. */
  available: boolean;
  /** The member said later: the prompt hides until the next version. */
  dismissed: boolean;
  /** The new version is taking over; the page reloads when it has. */
  reloading: boolean;
}

const idle: AppUpdateState = { available: false, dismissed: false, reloading: false };
const store = externalStore<AppUpdateState>(idle);
let activate: (() => Promise<void>) | undefined;

/** The service worker found a new version: offer it; `apply` activates it and reloads the page. */
export function offerUpdate(apply: () => Promise<void>): void {
  activate = apply;
  store.set({ available: true, dismissed: false, reloading: false });
}

/** The member accepted: the waiting version takes over and the page reloads into it. */
export async function applyUpdate(): Promise<void> {
  if (!activate || store.get().reloading) return;
  store.set((state) => ({ ...state, reloading: true }));
  try {
    await activate();
  } catch {
    // The page reloads on success; on failure the prompt stays so the member can try again.
    store.set((state) => ({ ...state, reloading: false }));
  }
}

/** Later: never reload without the member, the new version loads on the next visit. */
export function dismissUpdate(): void {
  store.set((state) => ({ ...state, dismissed: true }));
}

export function appUpdateState(): AppUpdateState {
  return store.get();
}

export function useAppUpdate(): AppUpdateState {
  return useExternalStore(store);
}

/** Tests: back to no update. */
export function resetAppUpdate(): void {
  activate = undefined;
  store.set(idle);
}
