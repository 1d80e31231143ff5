// Hostile inputs for the fuzz test: query strings, bodies and ids that a careless or malicious client sends.
import fc from 'fast-check';
import { z } from 'zod';
import type { ResourceDef } from '../../src/platform/registry.ts';

/** Strings that have broken parsers, SQL builders or PostgreSQL itself somewhere. */
const NASTY_STRINGS = [
  '',
  ' ',
  'null',
  'undefined',
  'true',
  'false',
  'all',
  '0',
  '-0',
  '-1',
  '1.5',
  '1e3',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999',
  '0x10',
  '١٢',
  '１',
  "' OR '1'='1",
  "'; drop table users; --",
  '"',
  "\\'",
  '%',
  '%%',
  '_',
  '\\',
  '\\\\',
  '*',
  '?',
  '$1',
  ':id',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFFFF',
  '\u202E',
  '𝕏',
  '😀',
  'é',
  'ß',
  '2024-13-45',
  '0000-00-00',
  '9999-12-31',
  '0001-01-01',
  '2024-02-30',
  '1900-01-01T25:61:61Z',
  '2024-01-01T00:00:00+99:99',
  '-infinity',
  'epoch',
  '#zzz',
  '#12345678',
  'a@b',
  '@',
  'fuzz@example',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '{}',
  '[]',
  '[object Object]',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

export const longString = fc.constantFrom(201, 1_000, 5_001, 70_000).chain((n) => fc.constantFrom('x'.repeat(n), 'é'.repeat(n), '%'.repeat(n)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: longString },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e21, 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);

/** Parameter names the list contract knows for this resource, plus names it should refuse. */
function queryKeys(def: ResourceDef): fc.Arbitrary<string> {
  const filters = Object.keys(def.filters);
  const known = ['page', 'page_size', 'sort', 'order', 'q', 'id', 'format', '_', ...filters, ...filters.flatMap((f) => [`${f}_gte`, `${f}_lte`])];
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'a[b]', 'id[]', 'page[]', 'sort[0]', '') },
    { weight: 1, arbitrary: hostileString },
  );
}

/** Values that mostly make sense for the key (so the query gets past the first check), sometimes hostile. */
function queryValue(def: ResourceDef): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        ...def.sortable,
        'id',
        'ASC',
        'DESC',
        'asc',
        '1',
        '25',
        '500',
        '501',
        'true',
        'false',
        'all',
        'null',
        '2024-01-01',
        '1,2,3',
        ',,,',
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: -1_000_000, max: 10_000_000_000 }).map(String) },
    { weight: 3, arbitrary: hostileString },
  );
}

/** encodeURIComponent refuses lone surrogates; a raw client sends them anyway, as broken percent escapes. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return escape(s);
  }
};

const RAW_FRAGMENTS = ['%', '%Z', '%ZZ', '%C0%AE', '%FF%FE', '%ED%A0%80', '%00', '&&', '==', '=', ';', '+', '%2B', 'a=%', '[]=1', '%5B%5D=1'];

/** A value each filter type accepts, so that one hostile parameter is not hidden behind an earlier refusal. */
const VALID_BY_TYPE: Record<string, string[]> = {
  int: ['1', '2', 'null'],
  number: ['1.5', '0', 'null'],
  bool: ['true', 'false', 'all'],
  text: ['a', 'Fuzz', 'é'],
  date: ['2024-01-01', 'null'],
  timestamp: ['2024-01-01', '2024-01-01T10:00:00Z'],
};

/** Every parameter the resource declares, each with values it must accept (key, raw value). */
export function validParams(def: ResourceDef): [string, string][] {
  const pairs: [string, string][] = [
    ['page', '1'],
    ['page_size', '25'],
    ['order', 'ASC'],
    ['order', 'DESC'],
    ['q', 'a'],
    ['q', '1'],
    ...['id', ...def.sortable].map((f): [string, string] => ['sort', f]),
  ];
  for (const [name, spec] of Object.entries(def.filters)) {
    for (const v of VALID_BY_TYPE[spec.type] ?? []) {
      pairs.push([name, v]);
      if (spec.range && v !== 'null' && v !== 'all') pairs.push([`${name}_gte`, v], [`${name}_lte`, v]);
    }
  }
  return pairs;
}

const validPair = (def: ResourceDef): fc.Arbitrary<string> => fc.constantFrom(...validParams(def)).map(([k, v]) => `${encode(k)}=${encode(v)}`);

/**
 * A whole query string (without '?'). Mostly valid parameters with one hostile parameter or fragment
 * somewhere among them, sometimes nothing but hostile ones (repeated keys, bad escapes, odd values).
 */
export function queryString(def: ResourceDef): fc.Arbitrary<string> {
  const hostilePair = fc.tuple(queryKeys(def), queryValue(def)).map(([k, v]) => `${encode(k)}=${encode(v)}`);
  const hostile = fc.oneof({ weight: 6, arbitrary: hostilePair }, { weight: 1, arbitrary: fc.constantFrom(...RAW_FRAGMENTS) });
  const oneBadAmongGood = fc
    .tuple(fc.array(validPair(def), { maxLength: 3 }), hostile, fc.nat())
    .map(([good, bad, at]) => [...good.slice(0, at % (good.length + 1)), bad, ...good.slice(at % (good.length + 1))].join('&'));
  return fc.oneof({ weight: 3, arbitrary: oneBadAmongGood }, { weight: 1, arbitrary: fc.array(hostile, { maxLength: 5 }).map((parts) => parts.join('&')) });
}

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/**
 * The body schema as JSON Schema: types as validated (output side, past preprocessing), required keys as
 * a client must send them (input side: a key with a default or a preprocessor is optional there).
 */
function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema {
  if (!schema) return { type: 'object', properties: {}, required: [] };
  try {
    const output = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
    const input = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    return { ...output, required: input.required ?? [] };
  } catch {
    return { type: 'object', properties: {}, required: [] };
  }
}

const PATTERN_CANDIDATES = [
  '2024-01-01',
  '2024-01-01T10:00:00Z',
  '#1976d2',
  'BE',
  'EUR',
  'Fuzz',
  'fuzz',
  'FUZZ',
  '1',
  '+3212345678',
  '00:11:22:33:44:55',
  '10.0.0.1',
  'BE0123456789',
];

/** A value the declared schema accepts, when one is easy to guess; foreign keys guess id 1. */
function sample(s: JsonSchema): unknown {
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf) return sample(s.anyOf.find((o) => o.type !== 'null') ?? s.anyOf[0]);
  switch (s.type) {
    case 'string': {
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'date') return '2024-01-01';
      if (s.format === 'date-time') return '2024-01-01T10:00:00Z';
      if (s.pattern) return PATTERN_CANDIDATES.find((c) => new RegExp(s.pattern!).test(c)) ?? 'Fuzz';
      return 'Fuzz'.slice(0, s.maxLength ?? 4);
    }
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties?.[k] ?? {})]));
    case 'null':
      return null;
    default:
      return 'Fuzz';
  }
}

/** The resource's create body with only its required fields, filled with guessed valid values. */
export const validCreateBody = (def: ResourceDef): Record<string, unknown> => sample(jsonSchemaOf(def.createSchema)) as Record<string, unknown>;

export const fieldNames = (def: ResourceDef): string[] => Object.keys(jsonSchemaOf(def.createSchema).properties ?? {});

export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; pairs: [string, string][] }
  | { kind: 'multipart'; parts: { name: string; value: string; file: boolean }[] };

/** Bodies for create and update: random JSON, plausible bodies with some fields spoiled, form and multipart posts. */
export function hostileBody(def: ResourceDef): fc.Arbitrary<Body> {
  const names = fieldNames(def);
  const key = names.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names, 'id', 'created_at', 'archived_at') }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) })
    : fc.string({ maxLength: 10 });
  const spoiled = fc.dictionary(key, hostileValue, { minKeys: 1, maxKeys: 2 }).map((bad) => ({ ...validCreateBody(def), ...bad }));
  const formValue = fc.oneof(hostileString, fc.constantFrom('true', 'on', '1', '', '2024-01-01'));
  return fc.oneof(
    { weight: 4, arbitrary: spoiled.map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: fc.dictionary(key, hostileValue, { maxKeys: 6 }).map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.array(fc.tuple(key, formValue), { maxLength: 6 }).map((pairs): Body => ({ kind: 'form', pairs })) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.record({ name: key, value: formValue, file: fc.boolean() }), { maxLength: 4 })
        .map((parts): Body => ({ kind: 'multipart', parts })),
    },
  );
}

/** Archive bodies (one record or many): the dialog's fields, ids of every shape. */
export function archiveBody(withIds: boolean): fc.Arbitrary<Body> {
  const ids = fc.oneof(
    fc.array(fc.oneof(fc.integer({ min: 1, max: 5 }), hostileNumber, hostileString), { maxLength: 5 }),
    hostileValue,
    fc.constant(Array.from({ length: 1001 }, (_, i) => i + 1)),
  );
  const fields = fc.record(
    {
      ids,
      archived_reason: fc.oneof(fc.constantFrom('OTHER', 'CHURN', null), hostileValue),
      archived_notes: hostileValue,
      archived_date: fc.oneof(fc.constantFrom('2024-01-01', '2024-02-30', null), hostileValue),
      decommission: fc.oneof(fc.boolean(), hostileValue),
      detach: hostileValue,
    },
    { requiredKeys: withIds ? ['ids'] : [] },
  );
  return fc.oneof(
    { weight: 4, arbitrary: fields.map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: 'json', value })) },
  );
}

/** Ids in paths: everything that is not a positive int4, plus ids that exist or not. */
export const pathId: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 5 }).map(String) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      '2147483647',
      '2147483648',
      '99999999999',
      '00000000001',
      'abc',
      '%00',
      '%ZZ',
      '%2F',
      '1%3Bdrop',
      '%201',
      '1%20',
      '0x10',
      '%D9%A1',
      '%EF%BC%91',
      'null',
      'undefined',
      'NaN',
      'x'.repeat(300),
    ),
  },
  { weight: 2, arbitrary: hostileString.map(encode).filter((s) => s !== '' && s !== '.' && s !== '..') },
);

const BOUNDARY = '----fuzzboundary7MA4YWxkTrZu0gW';

/** The request fields that carry a body of each kind. */
export function encodeBody(body: Body): { payload: string; headers: Record<string, string> } {
  switch (body.kind) {
    case 'json':
      return { payload: JSON.stringify(body.value) ?? 'null', headers: { 'content-type': 'application/json' } };
    case 'form':
      return { payload: new URLSearchParams(body.pairs).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    case 'multipart': {
      const parts = body.parts.map(({ name, value, file }) => {
        const disposition = `form-data; name="${name.replace(/["\r\n]/g, '_')}"${file ? '; filename="f.txt"' : ''}`;
        return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${file ? 'Content-Type: text/plain\r\n' : ''}\r\n${value}\r\n`;
      });
      return { payload: `${parts.join('')}--${BOUNDARY}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
    }
  }
}
