// The one-line address sent to the geocoder, written as the server writes a site's `address`
// ("Rue de la Loi 16, 1000 Bruxelles, BE"), so the lookup sees what the list shows.

export const ADDRESS_PARTS = ['street', 'number', 'zipcode', 'city', 'country'] as const;

const filled = (value: unknown): value is string | number => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/** The address when every part is filled (spec 1 §5: only then is a lookup made), else null. */
export function geocodableAddress(parts: readonly unknown[]): string | null {
  if (parts.length !== ADDRESS_PARTS.length || !parts.every(filled)) return null;
  const [street, number, zipcode, city, country] = parts.map((part) => String(part).trim());
  return `${street} ${number}, ${zipcode} ${city}, ${country}`;
}
