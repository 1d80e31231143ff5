// The one-line address of a site, derived from its parts: kept in the `address` column by the site
// hooks, written by the demo data, and sent to the geocoder by the console.

export const ADDRESS_PARTS = ['street', 'number', 'zipcode', 'city', 'country'] as const;
type Parts = Partial<Record<(typeof ADDRESS_PARTS)[number], string | null | undefined>>;

const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** "Rue de la Loi 16, 1000 Bruxelles, BE"; null when no part is filled. */
export function formatSiteAddress(p: Parts): string | null {
  const line = (...xs: (string | null | undefined)[]) =>
    xs
      .filter(filled)
      .map((x) => x.trim())
      .join(' ');
  const parts = [line(p.street, p.number), line(p.zipcode, p.city), line(p.country)].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
