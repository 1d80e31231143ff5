// react-admin's store prefixes every key ("RaStore.theme"); the spec remembers the theme under the
// plain key `theme` (spec 1 §9). This store keeps everything in react-admin's localStorage store
// except the theme, which lives under the spec's key and survives the store reset done at logout.
import { localStorageStore, type Store } from 'react-admin';
import { STORAGE_KEYS, THEMES, type Theme } from '@console/contract';

const THEME_KEY = 'theme';

export const readStoredTheme = (): Theme | undefined => {
  const value = localStorage.getItem(STORAGE_KEYS.theme);
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : undefined;
};

export function consoleStore(): Store {
  const inner = localStorageStore('1', 'Console');
  const themeListeners = new Set<(value: unknown) => void>();
  const publishTheme = (value: unknown) => themeListeners.forEach((listener) => listener(value));
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.theme) publishTheme(readStoredTheme());
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
    getItem: <T>(key: string, defaultValue?: T) =>
      key === THEME_KEY ? ((readStoredTheme() as T | undefined) ?? defaultValue) : inner.getItem<T>(key, defaultValue),
    setItem: <T>(key: string, value: T) => {
      if (key !== THEME_KEY) return inner.setItem(key, value);
      if (value === undefined) localStorage.removeItem(STORAGE_KEYS.theme);
      else localStorage.setItem(STORAGE_KEYS.theme, String(value));
      publishTheme(value);
    },
    removeItem: (key: string) => {
      if (key !== THEME_KEY) return inner.removeItem(key);
      localStorage.removeItem(STORAGE_KEYS.theme);
      publishTheme(undefined);
    },
    subscribe: (key: string, callback: (value: unknown) => void) => {
      if (key !== THEME_KEY) return inner.subscribe(key, callback);
      themeListeners.add(callback);
      return () => themeListeners.delete(callback);
    },
  };
}
