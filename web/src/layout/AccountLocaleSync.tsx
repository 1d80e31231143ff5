// Applies the signed-in user's remembered language (GET /account locale, decision 0026) when it
// differs from the browser's: the language follows the person from one browser to the next. A
// language picked on the sign-in page (issue 28) is the person's latest choice: it is saved to the
// account instead.
import { useEffect, useRef } from 'react';
import { useGetIdentity, useLocaleState } from 'react-admin';
import { LOCALES } from '@console/contract';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';
import { choiceBeforeSignIn, clearChoiceBeforeSignIn, saveAccountLocale } from './LanguageMenu.tsx';

/**
 * The language to switch to when the identity answers `remembered`, or undefined to keep the current
 * one. A language picked since the page loaded (the account form) is the person's latest choice: an
 * identity answer that left before that choice was saved must not undo it.
 */
export function localeToApply(remembered: string | undefined, current: string, loadedIn: string): string | undefined {
  if (!remembered || !(LOCALES as readonly string[]).includes(remembered) || remembered === current) return undefined;
  return current === loadedIn ? remembered : undefined;
}

export const AccountLocaleSync = () => {
  const { identity, refetch } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  const dataProvider = useConsoleDataProvider();
  const loadedIn = useRef(locale);
  const remembered = identity?.locale as string | undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the first screen after the sign-in
  useEffect(() => {
    const chosen = choiceBeforeSignIn();
    if (!chosen) return;
    void saveAccountLocale(dataProvider, chosen)
      .then(() => refetch())
      .catch(() => undefined)
      .finally(clearChoiceBeforeSignIn);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the remembered language applies it; a language picked since is kept
  useEffect(() => {
    if (choiceBeforeSignIn()) return;
    const next = localeToApply(remembered, locale, loadedIn.current);
    if (!next) return;
    loadedIn.current = next;
    setLocale(next);
  }, [remembered]);
  return null;
};
