// Spec 1 §5 (site edit): once street, number, zipcode, city and country are all filled and the
// typing has paused for GEOCODING_DEBOUNCE_MS, the first geocoding result sets lat and lng.
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { GEOCODING_DEBOUNCE_MS } from '@console/contract';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { isCoordinate } from './mapConfig.ts';
import { ADDRESS_PARTS, geocodableAddress } from './siteAddress.ts';

interface GeocodeAnswer {
  results?: { lat: number; lng: number; label?: string }[];
}

/** Renders nothing; lives inside the site form. */
export const SiteGeocoder = () => {
  const parts: unknown[] = useWatch({ name: [...ADDRESS_PARTS] });
  const { getValues, setValue } = useFormContext();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const address = geocodableAddress(parts);
  // An existing site that already has a position keeps it until its address is changed.
  const looked = useRef<string | null>(isCoordinate(getValues('lat')) && isCoordinate(getValues('lng')) ? address : null);

  useEffect(() => {
    if (!address || address === looked.current) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const answer = await dataProvider.get<GeocodeAnswer>('geocode', { address });
        if (cancelled) return;
        looked.current = address;
        const first = answer?.results?.[0];
        if (!first) return;
        setValue('lat', first.lat, { shouldDirty: true });
        setValue('lng', first.lng, { shouldDirty: true });
      } catch (error) {
        if (!cancelled) notify(error instanceof Error && error.message ? error.message : 'resources.sites.notifications.geocoding_failed', { type: 'warning' });
      }
    }, GEOCODING_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [address, dataProvider, notify, setValue]);

  return null;
};
