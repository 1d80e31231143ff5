// EU VAT numbers (and the few neighbours we bill) checked offline: the format of each country and, where
// the country publishes one, its check digits. Shared by the server (every write path of a VAT number,
// the check-vat command) and the console (the same message beside the field). Decision 0056.
//
// A number is read in its normal form: upper case, no spaces, dots, dashes or slashes, with its two-letter
// prefix (Greece writes EL, not GR). A number typed without a prefix takes the country given beside it.

/** EU member states (ISO 3166 alpha-2; Greece is GR as a country, EL as a VAT prefix). */
// biome-ignore format: a code list reads best as a block
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;
export const isEuCountry = (country: string | null | undefined) => !!country && (EU_COUNTRIES as readonly string[]).includes(country.toUpperCase());

/** The VAT prefix of a country (EL for Greece). */
const prefixOfCountry = (country: string) => (country.toUpperCase() === 'GR' ? 'EL' : country.toUpperCase());
/** The country of a VAT prefix. */
const countryOfPrefix = (prefix: string) => (prefix.toUpperCase() === 'EL' ? 'GR' : prefix.toUpperCase());

/** Country names in the messages (English, as the API's messages are). */
const COUNTRY_NAMES: Record<string, string> = {
  AT: 'Austrian',
  BE: 'Belgian',
  BG: 'Bulgarian',
  CH: 'Swiss',
  CY: 'Cypriot',
  CZ: 'Czech',
  DE: 'German',
  DK: 'Danish',
  EE: 'Estonian',
  ES: 'Spanish',
  FI: 'Finnish',
  FR: 'French',
  GB: 'British',
  GR: 'Greek',
  HR: 'Croatian',
  HU: 'Hungarian',
  IE: 'Irish',
  IT: 'Italian',
  LT: 'Lithuanian',
  LU: 'Luxembourg',
  LV: 'Latvian',
  MT: 'Maltese',
  NL: 'Dutch',
  NO: 'Norwegian',
  PL: 'Polish',
  PT: 'Portuguese',
  RO: 'Romanian',
  SE: 'Swedish',
  SI: 'Slovenian',
  SK: 'Slovak',
};

const digitsOf = (s: string) => [...s].map(Number);
const weighted = (digits: number[], weights: number[]) => weights.reduce((sum, w, i) => sum + w * digits[i], 0);

/** Luhn: the last digit makes the doubled-alternate sum a multiple of 10. */
function luhn(s: string): boolean {
  let sum = 0;
  const d = digitsOf(s).reverse();
  for (let i = 0; i < d.length; i++) {
    let v = d[i];
    if (i % 2 === 1) v = v * 2 > 9 ? v * 2 - 9 : v * 2;
    sum += v;
  }
  return sum % 10 === 0;
}

/** ISO 7064 MOD 11,10 (Germany, Croatia): the last digit of `s` is its check digit. */
function mod11_10(s: string): boolean {
  let product = 10;
  const d = digitsOf(s);
  for (let i = 0; i < d.length - 1; i++) {
    let sum = (d[i] + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return check === d[d.length - 1];
}

/** A big decimal string modulo m (for the mod-97 checks on numbers longer than a double holds). */
function mod(numeric: string, m: number): number {
  let r = 0;
  for (const c of numeric) r = (r * 10 + Number(c)) % m;
  return r;
}

/** Letters as ISO 7064 numbers (A=10 … Z=35), digits as they are. */
const lettersToDigits = (s: string) => [...s].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');

type Rule = { format: RegExp; check?: (n: string) => boolean };

/** Per VAT prefix: the number after the prefix and its check, where one is published. */
const RULES: Record<string, Rule> = {
  // Austria: U + 8 digits; weights 1,2,1,2,1,2,1 (digit sums of the doubled ones), check (10 - (sum + 4) % 10) % 10.
  AT: {
    format: /^U\d{8}$/,
    check: (n) => {
      const d = digitsOf(n.slice(1));
      let sum = 0;
      for (let i = 0; i < 7; i++) {
        const v = d[i] * (i % 2 === 0 ? 1 : 2);
        sum += v > 9 ? v - 9 : v;
      }
      return (10 - ((sum + 4) % 10)) % 10 === d[7];
    },
  },
  // Belgium: 10 digits starting 0 or 1 (the enterprise number); 97 - (first 8 mod 97) = last 2.
  BE: { format: /^[01]\d{9}$/, check: (n) => 97 - mod(n.slice(0, 8), 97) === Number(n.slice(8)) },
  // Bulgaria: 9 digits (legal persons, weights 1..8 then 3..10) or 10 (persons; format only).
  BG: {
    format: /^\d{9,10}$/,
    check: (n) => {
      if (n.length === 10) return true;
      const d = digitsOf(n);
      let r = weighted(d, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
      if (r === 10) r = (weighted(d, [3, 4, 5, 6, 7, 8, 9, 10]) % 11) % 10;
      return r === d[8];
    },
  },
  // Cyprus: 8 digits and a check letter.
  CY: {
    format: /^[013459]\d{7}[A-Z]$/,
    check: (n) => {
      const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
      const d = digitsOf(n.slice(0, 8));
      let sum = 0;
      for (let i = 0; i < 8; i++) sum += i % 2 === 0 ? odd[d[i]] : d[i];
      return String.fromCharCode(65 + (sum % 26)) === n[8];
    },
  },
  // Czechia: 8 digits (legal persons, weights 8..2) or 9-10 (persons; format only).
  CZ: {
    format: /^\d{8,10}$/,
    check: (n) => {
      if (n.length !== 8) return true;
      const d = digitsOf(n);
      const a = 11 - (weighted(d, [8, 7, 6, 5, 4, 3, 2]) % 11);
      return (a === 10 ? 0 : a === 11 ? 1 : a) === d[7];
    },
  },
  // Germany: 9 digits, ISO 7064 MOD 11,10.
  DE: { format: /^[1-9]\d{8}$/, check: mod11_10 },
  // Denmark: 8 digits, weights 2,7,6,5,4,3,2,1, sum a multiple of 11.
  DK: { format: /^[1-9]\d{7}$/, check: (n) => weighted(digitsOf(n), [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0 },
  // Estonia: 9 digits starting 10, weights 3,7,1 repeated.
  EE: { format: /^10\d{7}$/, check: (n) => (10 - (weighted(digitsOf(n), [3, 7, 1, 3, 7, 1, 3, 7]) % 10)) % 10 === Number(n[8]) },
  // Greece: 9 digits, weights 2^8..2^1, mod 11 mod 10.
  EL: { format: /^\d{9}$/, check: (n) => (weighted(digitsOf(n), [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === Number(n[8]) },
  // Spain: NIF (8 digits + letter), NIE (X/Y/Z + 7 digits + letter), CIF (letter + 7 digits + digit or letter).
  ES: {
    format: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
    check: (n) => {
      const letters = 'TRWAGMYFPDXBNJZSQVHLCKE';
      if (/^\d{8}[A-Z]$/.test(n)) return letters[Number(n.slice(0, 8)) % 23] === n[8];
      if (/^[XYZ]\d{7}[A-Z]$/.test(n)) return letters[Number('XYZ'.indexOf(n[0]) + n.slice(1, 8)) % 23] === n[8];
      if (/^[KLM]\d{7}[A-Z]$/.test(n)) return letters[Number(n.slice(1, 8)) % 23] === n[8];
      if (!/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(n)) return false;
      const d = digitsOf(n.slice(1, 8));
      let sum = 0;
      for (let i = 0; i < 7; i++) {
        if (i % 2 === 0) {
          const v = d[i] * 2;
          sum += v > 9 ? v - 9 : v;
        } else sum += d[i];
      }
      const control = (10 - (sum % 10)) % 10;
      return n[8] === String(control) || n[8] === 'JABCDEFGHI'[control];
    },
  },
  // Finland: 8 digits, weights 7,9,10,5,8,4,2; check 11 - sum % 11 (0 when 11; 10 is never issued).
  FI: {
    format: /^\d{8}$/,
    check: (n) => {
      const r = weighted(digitsOf(n), [7, 9, 10, 5, 8, 4, 2]) % 11;
      return r !== 1 && (r === 0 ? 0 : 11 - r) === Number(n[7]);
    },
  },
  // France: a two-character key + the 9-digit SIREN; a numeric key is (12 + 3 × (SIREN mod 97)) mod 97.
  // Keys with letters (issued to new businesses once numeric keys ran out) are checked for format only.
  FR: {
    format: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
    check: (n) => !/^\d{2}/.test(n) || (12 + 3 * mod(n.slice(2), 97)) % 97 === Number(n.slice(0, 2)),
  },
  // Croatia: 11 digits (OIB), ISO 7064 MOD 11,10.
  HR: { format: /^\d{11}$/, check: mod11_10 },
  // Hungary: 8 digits, weights 9,7,3,1,9,7,3.
  HU: { format: /^\d{8}$/, check: (n) => (10 - (weighted(digitsOf(n), [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10 === Number(n[7]) },
  // Ireland: 7 digits + check letter (+ an optional second letter, A-I or W), or the old form digit, letter or +*, 5 digits, letter.
  IE: {
    format: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
    check: (n) => {
      const body = /^\d[A-Z+*]/.test(n) ? `0${n.slice(2, 7)}${n[0]}${n[7]}` : n;
      const d = digitsOf(body.slice(0, 7));
      let sum = weighted(d, [8, 7, 6, 5, 4, 3, 2]);
      if (body.length === 9 && body[8] !== 'W') sum += 9 * (body.charCodeAt(8) - 64);
      return 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23] === body[7];
    },
  },
  // Italy: 11 digits (partita IVA), Luhn.
  IT: { format: /^\d{11}$/, check: luhn },
  // Lithuania: 9 or 12 digits; the check digit is computed with weights 1..9(1) and, when 10, 3..11(1).
  LT: {
    format: /^(\d{9}|\d{12})$/,
    check: (n) => {
      const d = digitsOf(n);
      const len = n.length - 1;
      const w1 = Array.from({ length: len }, (_, i) => (i % 9) + 1);
      let r = weighted(d, w1) % 11;
      if (r === 10)
        r =
          (weighted(
            d,
            Array.from({ length: len }, (_, i) => ((i + 2) % 9) + 1),
          ) %
            11) %
          10;
      return r === d[len];
    },
  },
  // Luxembourg: 8 digits, the first 6 mod 89 = the last 2.
  LU: { format: /^\d{8}$/, check: (n) => Number(n.slice(0, 6)) % 89 === Number(n.slice(6)) },
  // Latvia: 11 digits; legal persons (first digit above 3) weights 9,1,4,8,3,10,2,5,7,6 and the check digit.
  LV: {
    format: /^\d{11}$/,
    check: (n) => {
      if (Number(n[0]) <= 3) return true;
      return weighted(digitsOf(n), [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3;
    },
  },
  // Malta: 8 digits, weights 3,4,6,7,8,9 on the first 6, the last 2 make the sum a multiple of 37.
  MT: { format: /^[1-9]\d{7}$/, check: (n) => (weighted(digitsOf(n), [3, 4, 6, 7, 8, 9]) + Number(n.slice(6))) % 37 === 0 },
  // The Netherlands: 9 digits, B, 2 digits. Companies: mod 11 (weights 9..2, -1); since 2020 sole
  // traders' numbers are ISO 7064 mod 97 over "NL" + the number (letters as numbers): either passes.
  NL: {
    format: /^\d{9}B\d{2}$/,
    check: (n) => weighted(digitsOf(n), [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 === 0 || mod(lettersToDigits(`NL${n}`), 97) === 1,
  },
  // Poland: 10 digits, weights 6,5,7,2,3,4,5,6,7, sum mod 11 = the last digit.
  PL: { format: /^\d{10}$/, check: (n) => weighted(digitsOf(n), [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(n[9]) },
  // Portugal: 9 digits, weights 9..2; check 11 - sum % 11, 0 when above 9.
  PT: {
    format: /^[1-9]\d{8}$/,
    check: (n) => {
      const c = 11 - (weighted(digitsOf(n), [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
      return (c > 9 ? 0 : c) === Number(n[8]);
    },
  },
  // Romania: 2 to 10 digits, weights 7,5,3,2,1,7,5,3,2 aligned right; check (10 × sum mod 11) mod 10.
  RO: {
    format: /^[1-9]\d{1,9}$/,
    check: (n) => {
      const body = n.slice(0, -1).padStart(9, '0');
      return ((weighted(digitsOf(body), [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10 === Number(n[n.length - 1]);
    },
  },
  // Sweden: 12 digits, the organisation number (Luhn on 10 digits) and 01.
  SE: { format: /^\d{10}01$/, check: (n) => luhn(n.slice(0, 10)) },
  // Slovenia: 8 digits, weights 8..2; check 11 - sum % 11 (0 when 10; 11 never issued).
  SI: {
    format: /^[1-9]\d{7}$/,
    check: (n) => {
      const c = 11 - (weighted(digitsOf(n), [8, 7, 6, 5, 4, 3, 2]) % 11);
      return c !== 11 && (c === 10 ? 0 : c) === Number(n[7]);
    },
  },
  // Slovakia: 10 digits, the whole number a multiple of 11.
  SK: { format: /^[1-9]\d[2-47-9]\d{7}$/, check: (n) => mod(n, 11) === 0 },
  // Outside the EU, formats only (their registers are not ours to check offline): Switzerland (UID,
  // with its mod-11 check), the United Kingdom, Norway.
  CH: {
    format: /^E\d{9}(MWST|TVA|IVA)?$/,
    check: (n) => {
      const d = digitsOf(n.slice(1, 10));
      const r = 11 - (weighted(d, [5, 4, 3, 2, 7, 6, 5, 4]) % 11);
      return r !== 10 && (r === 11 ? 0 : r) === d[8];
    },
  },
  GB: { format: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/ },
  NO: { format: /^\d{9}(MVA)?$/ },
};

/** The prefixes whose numbers this module reads (EU members + CH, GB, NO). */
export const VAT_PREFIXES = Object.keys(RULES);

/** Upper case, without spaces, dots, dashes, slashes or commas (CHE-123.456.788 MWST: CHE123456788MWST). */
export const cleanVatNumber = (raw: string) => raw.toUpperCase().replace(/[\s.\-/,]/g, '');

export type VatNumberCheck = { ok: true; normalized: string; country: string } | { ok: false; message: string; normalized: string; country?: string };

/**
 * Checks a VAT number: its prefix (or `country` when typed without one), its format and check digits,
 * and that its prefix is the one of `country` when both are given. Numbers of other prefixes are
 * refused: the product bills parties of the EU and its neighbours listed above.
 */
export function checkVatNumber(raw: string, country?: string | null): VatNumberCheck {
  let n = cleanVatNumber(raw);
  if (/^\d/.test(n) && country) n = prefixOfCountry(country) + n;
  // Swiss numbers are written CHE-123.456.788 MWST: the prefix is CH, the number starts with E.
  const prefix = n.slice(0, 2);
  const rest = n.slice(2);
  if (!/^[A-Z]{2}$/.test(prefix)) return { ok: false, normalized: n, message: 'A VAT number starts with its two-letter country prefix, such as BE0123456749.' };
  if (prefix === 'GR') return { ok: false, normalized: n, message: 'Greek VAT numbers start with EL, not GR.' };
  const rule = RULES[prefix];
  const vatCountry = countryOfPrefix(prefix);
  const name = COUNTRY_NAMES[vatCountry];
  if (!rule) return { ok: false, normalized: n, message: `Unknown VAT prefix ${prefix}: use an EU member state's prefix (EL for Greece), CH, GB or NO.` };
  if (!rule.format.test(rest)) return { ok: false, normalized: n, country: vatCountry, message: `Not a valid ${name} VAT number (format).` };
  if (rule.check && !rule.check(rest)) return { ok: false, normalized: n, country: vatCountry, message: `Not a valid ${name} VAT number (check digits).` };
  if (country && country.toUpperCase() !== vatCountry)
    return {
      ok: false,
      normalized: n,
      country: vatCountry,
      message: `The VAT number is ${name} (${prefix}) but the country is ${country.toUpperCase()}.`,
    };
  return { ok: true, normalized: n, country: vatCountry };
}

/** The message of a bad VAT number, or null when it is fine (or empty). */
export function vatNumberProblem(raw: string | null | undefined, country?: string | null): string | null {
  if (raw == null || raw.trim() === '') return null;
  const result = checkVatNumber(raw, country);
  return result.ok ? null : result.message;
}
