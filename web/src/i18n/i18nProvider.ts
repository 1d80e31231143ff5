// The console's languages (decision 0026): English (en-GB formats) is bundled; French and Dutch are
// loaded when a user picks them, so they cost nothing to the first load. The chosen language lives in
// the store (under a plain key that survives logout) and on the account (PUT /account locale).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { Locale } from '@console/contract';
import { en } from './en.ts';

export const LOCALE_NAMES: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'nl', name: 'Nederlands' },
];

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<typeof en>> = {
  fr: () => import('./fr.ts').then((module) => module.fr as typeof en),
  nl: () => import('./nl.ts').then((module) => module.nl as typeof en),
};

const messagesOf = (locale: string) => (locale in loaders ? loaders[locale as keyof typeof loaders]() : en);

// allowMissing: a missing key shows its fallback (`_`) or the key itself instead of throwing; the
// check (npm run check:i18n -w web) and the locale journey keep keys from going missing.
export const i18nProvider = polyglotI18nProvider(messagesOf, 'en', LOCALE_NAMES, { allowMissing: true });
