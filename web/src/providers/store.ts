// react-admin's store prefixes every key ("RaStore.theme"); the spec remembers the theme under the
// plain key `theme` (spec 1 §9). This store keeps everything in react-admin's localStorage store
// except the theme, which lives under the spec's key and survives the store reset done at logout.
import { localStorageStore, type Store } from 'react-admin';
import { LOCALES, STORAGE_KEYS, THEMES, type Locale, type Theme } from '@console/contract';
import { browserLocale } from '../i18n/browserLocale.ts';

const THEME_KEY = 'theme';
// The language survives the logout too, so that the sign-in page speaks the last user's language
// (decision 0026); the account's remembered language replaces it after sign-in.
const LOCALE_KEY = 'locale';

export const readStoredTheme = (): Theme | undefined => {
  const value = localStorage.getItem(STORAGE_KEYS.theme);
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : undefined;
};

export const readStoredLocale = (): Locale | undefined => {
  const value = localStorage.getItem(STORAGE_KEYS.locale);
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : undefined;
};

/** The store keys kept under a plain localStorage key, outside react-admin's prefix and its reset. */
const PLAIN: Record<string, { storageKey: string; read: () => unknown }> = {
  [THEME_KEY]: { storageKey: STORAGE_KEYS.theme, read: readStoredTheme },
  // Nobody has picked a language in this browser yet: the browser's own language (issue 28).
  [LOCALE_KEY]: { storageKey: STORAGE_KEYS.locale, read: () => readStoredLocale() ?? browserLocale() },
};

export function consoleStore(): Store {
  const inner = localStorageStore('1', 'Console');
  const listeners = new Map<string, Set<(value: unknown) => void>>(Object.keys(PLAIN).map((key) => [key, new Set()]));
  const publish = (key: string, value: unknown) => {
    for (const listener of listeners.get(key) ?? []) listener(value);
  };
  const onStorage = (event: StorageEvent) => {
    for (const [key, plain] of Object.entries(PLAIN)) if (event.key === plain.storageKey) publish(key, plain.read());
  };

  return {
    ...inner,
    setup: () => {
      inner.setup();
      window.addEventListener('storage', onStorage);
    },
    teardown: () => {
      inner.teardown();
      window.removeEventListener('storage', onStorage);
    },
    getItem: <T>(key: string, defaultValue?: T) => (PLAIN[key] ? ((PLAIN[key].read() as T | undefined) ?? defaultValue) : inner.getItem<T>(key, defaultValue)),
    setItem: <T>(key: string, value: T) => {
      const plain = PLAIN[key];
      if (!plain) return inner.setItem(key, value);
      if (value === undefined) localStorage.removeItem(plain.storageKey);
      else localStorage.setItem(plain.storageKey, String(value));
      publish(key, value);
    },
    removeItem: (key: string) => {
      const plain = PLAIN[key];
      if (!plain) return inner.removeItem(key);
      localStorage.removeItem(plain.storageKey);
      publish(key, undefined);
    },
    subscribe: (key: string, callback: (value: unknown) => void) => {
      const own = listeners.get(key);
      if (!own) return inner.subscribe(key, callback);
      own.add(callback);
      return () => own.delete(callback);
    },
  };
}
