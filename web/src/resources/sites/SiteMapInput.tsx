// The map of the site form: shows lat/lng as they are typed or geocoded, and a click sets them.
import { Box, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { SiteMap } from './SiteMap.tsx';

export const SiteMapInput = ({ height }: { height?: number }) => {
  const [lat, lng]: unknown[] = useWatch({ name: ['lat', 'lng'] });
  const { setValue } = useFormContext();
  const translate = useTranslate();
  const pick = (pickedLat: number, pickedLng: number) => {
    setValue('lat', pickedLat, { shouldDirty: true, shouldValidate: true });
    setValue('lng', pickedLng, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <SiteMap lat={lat} lng={lng} onPick={pick} height={height} label={translate('resources.sites.map.label')} />
      <Typography variant="caption" color="text.secondary">
        {translate('resources.sites.map.pick_hint')}
      </Typography>
    </Box>
  );
};
