// Walks message trees: the key check of check-i18n.ts, also run by the web tests.

type Tree = Record<string, unknown>;

/** The message object or string at a dotted path, or undefined. */
export function lookup(messages: unknown, path: string): unknown {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

/** Every leaf of a message tree as [dotted key, value]. */
export function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (tree === null || typeof tree !== 'object') return [[prefix, tree]];
  return Object.entries(tree as Tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));
/** A translation may leave a placeholder out ("Supprimer" for "Delete %{name}"), never bring one English does not fill. */
const unknownPlaceholder = (english: string, translated: string) => [...placeholders(translated)].find((name) => !placeholders(english).has(name));

/** What differs between English and each other language: missing, extra, empty or with other placeholders. */
export function* compareMessages(english: unknown, others: Record<string, unknown>): Generator<string> {
  const reference = new Map(leaves(english));
  for (const [language, messages] of Object.entries(others)) {
    const own = new Map(leaves(messages));
    for (const [key, value] of reference) {
      const translated = own.get(key);
      if (translated === undefined) yield `${language}: missing ${key}`;
      else if (typeof translated !== 'string' || (translated.trim() === '' && String(value).trim() !== '')) yield `${language}: empty ${key}`;
      else if (typeof value === 'string' && unknownPlaceholder(value, translated))
        yield `${language}: unknown %{${unknownPlaceholder(value, translated)}} in ${key}`;
    }
    for (const key of own.keys()) if (!reference.has(key)) yield `${language}: extra ${key}`;
  }
}
