// The language a browser asks for (issue 28): until someone picks a language, the console speaks the
// first of the browser's languages it knows (fr-BE -> fr, nl-NL -> nl), English otherwise.
import { LOCALES, type Locale } from '@console/contract';

export function browserLocale(languages: readonly string[] | undefined = globalThis.navigator?.languages): Locale {
  for (const tag of languages ?? []) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if ((LOCALES as readonly string[]).includes(base)) return base as Locale;
  }
  return 'en';
}
