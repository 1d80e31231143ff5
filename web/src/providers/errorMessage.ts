// The console's words for an error the API answered (decision 0076): the body's `code` translated as
// `errors.<code>` with its `params` in the user's language, lists joined as that language joins them
// ("PROVISIONED ou SHIPPED"); the server's English message when the code has no translation (a code
// still free text, an older server, a body without code).
import { ERROR_CODES, type ErrorParam, isErrorCode } from '@console/contract';
import { i18nProvider } from '../i18n/i18nProvider.ts';

/** Lists of statuses read "a, b or c"; other lists (the fields named) "a, b and c". */
const DISJUNCTIONS = new Set(['from', 'next']);

function formatParam(key: string, value: ErrorParam, locale: string): string {
  if (!Array.isArray(value)) return String(value);
  try {
    return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: DISJUNCTIONS.has(key) ? 'disjunction' : 'conjunction' }).format(value);
  } catch {
    return value.join(', ');
  }
}

/** The message to show for an error body: the translation of its code, else `fallback` (the server's message). */
export function translateError(body: unknown, fallback: string | undefined): string | undefined {
  if (!body || typeof body !== 'object') return fallback;
  const { code, params } = body as { code?: unknown; params?: unknown };
  if (!isErrorCode(code) || ERROR_CODES[code].message === null) return fallback;
  const locale = i18nProvider.getLocale();
  const values: Record<string, string> = {};
  if (params && typeof params === 'object') {
    for (const [key, value] of Object.entries(params as Record<string, ErrorParam>)) values[key] = formatParam(key, value, locale);
  }
  const translated = i18nProvider.translate(`errors.${code}`, { ...values, _: fallback ?? '' });
  return translated && translated !== `errors.${code}` ? translated : fallback;
}
