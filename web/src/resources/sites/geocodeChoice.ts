// Whether a geocoding result may replace the coordinates the form holds (issue 28: typed coordinates
// were overwritten by the address lookup). A result fills lat/lng only when they are empty or are still
// the ones the previous lookup filled in; coordinates the user typed, picked on the map or that the site
// already had are kept, and the form asks whether to use the found position instead.

export interface Position {
  lat: number;
  lng: number;
}

const numberOf = (value: unknown): number | null => {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/** 'fill' when the result may be written into the form, 'ask' when it would replace the user's coordinates. */
export function geocodeChoice(current: { lat: unknown; lng: unknown }, lastFilled: Position | null): 'fill' | 'ask' {
  const lat = numberOf(current.lat);
  const lng = numberOf(current.lng);
  if (lat === null && lng === null) return 'fill';
  if (lastFilled && lat === lastFilled.lat && lng === lastFilled.lng) return 'fill';
  return 'ask';
}
