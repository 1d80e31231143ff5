import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en.ts';

// allowMissing: a missing key shows its fallback (`_`) or the key itself instead of throwing.
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
