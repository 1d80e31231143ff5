// The "one per line" lists of bulk forms (ICCIDs, serials, addresses): blank lines and surrounding
// spaces dropped, duplicates kept once, order kept.
export function linesOf(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [
    ...new Set(
      text
        .split(/[\r\n,;]+/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}
