// The colours of a map cluster (issue 28, decision 0085): the colours of its markers as shares of a
// ring, largest first, so a cluster reads in the legend's colours for what it holds.

/** Drawn for a marker whose colour is not known (an icon not made by dotIcon). */
export const UNKNOWN_MARKER_COLOR = '#9aa3ad';

/** The colours of a cluster's markers as shares of a ring: largest share first, equal shares in first-seen order. */
export function clusterShares(colors: readonly string[]): { color: string; share: number }[] {
  const counts = new Map<string, number>();
  for (const color of colors) counts.set(color, (counts.get(color) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([color, n]) => ({ color, share: n / colors.length }));
}

/** The CSS conic gradient of those shares, from twelve o'clock clockwise. */
export function clusterGradient(colors: readonly string[]): string {
  let from = 0;
  const stops = clusterShares(colors).map(({ color, share }) => {
    const to = from + share * 100;
    const stop = `${color} ${round(from)}% ${round(to)}%`;
    from = to;
    return stop;
  });
  return `conic-gradient(${stops.join(', ') || `${UNKNOWN_MARKER_COLOR} 0% 100%`})`;
}
const round = (n: number) => Math.round(n * 100) / 100;
