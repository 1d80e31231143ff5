// The console's words for the API's error codes (contract/error-codes.ts, decision 0076), under
// `errors.<code>`. English is the server's own template (its {param} as %{param}), so an English user
// reads exactly the spec's message; French and Dutch (./fr/errors.ts, ./nl/errors.ts) are typed as this
// record, so a templated code without a translation fails the typecheck and the i18n check.
// Codes whose message is still free text (template null) have no key: the console shows the server's message.
import { ERROR_CODES, type ErrorCode } from '@console/contract';

type TemplatedCode = { [C in ErrorCode]: (typeof ERROR_CODES)[C]['message'] extends null ? never : C }[ErrorCode];

/** Where the console words a code otherwise than the server's template (a list of fields rather than each field's message). */
const OWN_WORDS: Partial<Record<ErrorCode, string>> = {
  invalid_input: 'Some values are not valid: %{fields}.',
  rate_limited: 'Too many requests. Try again in %{seconds} s.',
};

export const errorMessages = Object.fromEntries(
  (Object.keys(ERROR_CODES) as ErrorCode[]).flatMap((code) => {
    const template = ERROR_CODES[code].message;
    return template === null ? [] : [[code, OWN_WORDS[code] ?? template.replace(/\{(\w+)\}/g, '%{$1}')]];
  }),
) as Record<TemplatedCode, string>;
