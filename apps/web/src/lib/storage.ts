import Cookies from 'js-cookie';

/** Cookies and local storage behind one small interface, so that tests can run without a browser. */
export interface KeyValueStore {
  get: (name: string) => string | undefined;
  set: (name: string, value: string, options?: { days?: number }) => void;
  remove: (name: string) => void;
}

export const cookieStore: KeyValueStore = {
  get: (name) => (typeof document === 'undefined' ? undefined : Cookies.get(name)),
  set: (name, value, options = {}) => {
    if (typeof document === 'undefined') return;
    Cookies.set(name, value, {
      sameSite: 'Lax',
      path: '/',
      secure: location.protocol === 'https:',
      ...(options.days === undefined ? {} : { expires: options.days }),
    });
  },
  remove: (name) => {
    if (typeof document !== 'undefined') Cookies.remove(name, { path: '/' });
  },
};

export const localStore: KeyValueStore = {
  get: (name) => {
    try {
      return globalThis.localStorage.getItem(name) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set: (name, value) => {
    try {
      globalThis.localStorage.setItem(name, value);
    } catch {
      // Private mode or storage full: the value lives for this page only.
    }
  },
  remove: (name) => {
    try {
      globalThis.localStorage.removeItem(name);
    } catch {
      // Nothing to remove.
    }
  },
};

/** An in-memory store (tests, and a fallback). */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore & {
  readonly values: Record<string, string>;
} {
  const values = { ...initial };
  return {
    values,
    get: (name) => values[name],
    set: (name, value) => {
      values[name] = value;
    },
    remove: (name) => {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
      delete values[name];
    },
  };
}
