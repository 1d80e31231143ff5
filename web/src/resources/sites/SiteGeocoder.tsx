// Spec 1 §5 (site edit): once street, number, zipcode, city and country are all filled and the
// typing has paused for GEOCODING_DEBOUNCE_MS, the first geocoding result sets lat and lng.
// Issue 28 (decision 0085): the result never overwrites coordinates the user typed, picked on the map
// or the site already had; those are kept and the form offers the found position beside them.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button, useNotify, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { GEOCODING_DEBOUNCE_MS } from '@console/contract';
import { useFormat } from '../../common/format/useFormat.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { geocodeChoice, type Position } from './geocodeChoice.ts';
import { isCoordinate } from './mapConfig.ts';
import { ADDRESS_PARTS, geocodableAddress } from './siteAddress.ts';

interface GeocodeAnswer {
  results?: { lat: number; lng: number; label?: string }[];
}

const COORDINATE_DECIMALS = 6;

/** Lives inside the site form; renders the offer of a found position when it would replace the user's. */
export const SiteGeocoder = () => {
  const parts: unknown[] = useWatch({ name: [...ADDRESS_PARTS] });
  const { getValues, setValue } = useFormContext();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const format = useFormat();
  const address = geocodableAddress(parts);
  // An existing site that already has a position keeps it until its address is changed.
  const looked = useRef<string | null>(isCoordinate(getValues('lat')) && isCoordinate(getValues('lng')) ? address : null);
  // The position the last lookup wrote: replacing it again is no loss to the user.
  const filled = useRef<Position | null>(null);
  const [offer, setOffer] = useState<Position | null>(null);

  const use = useCallback(
    (position: Position) => {
      filled.current = position;
      setValue('lat', position.lat, { shouldDirty: true, shouldValidate: true });
      setValue('lng', position.lng, { shouldDirty: true, shouldValidate: true });
      setOffer(null);
    },
    [setValue],
  );

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
        const found = { lat: first.lat, lng: first.lng };
        if (geocodeChoice({ lat: getValues('lat'), lng: getValues('lng') }, filled.current) === 'fill') use(found);
        else setOffer(found);
      } catch (error) {
        if (!cancelled) notify(error instanceof Error && error.message ? error.message : 'resources.sites.notifications.geocoding_failed', { type: 'warning' });
      }
    }, GEOCODING_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [address, dataProvider, notify, getValues, use]);

  if (!offer) return null;
  const coordinate = (value: number) => format.number(value, { decimals: COORDINATE_DECIMALS });
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      data-testid="geocode-offer"
      action={
        <>
          <Button label="resources.sites.geocode.use" onClick={() => use(offer)} />
          <Button label="resources.sites.geocode.keep" onClick={() => setOffer(null)} />
        </>
      }
    >
      {translate('resources.sites.geocode.found', { lat: coordinate(offer.lat), lng: coordinate(offer.lng) })}
    </Alert>
  );
};
