// The dish's obstruction map (spec 3 §2): the provider's PNG, red where the sky is blocked.
import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useObstructionMap } from './useTerminalApi.ts';
import type { TerminalRecord } from './types.ts';

export const ObstructionMap = () => {
  const record = useRecordContext<TerminalRecord>();
  const translate = useTranslate();
  const { url, failed } = useObstructionMap(record?.id);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1, display: 'block' }}>
        {translate('resources.starlink_terminals.sections.obstruction')}
      </Typography>
      {url ? (
        <Box
          component="img"
          src={url}
          alt={translate('resources.starlink_terminals.obstruction.alt')}
          sx={{ width: 200, height: 200, imageRendering: 'pixelated', borderRadius: '50%' }}
        />
      ) : failed ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.starlink_terminals.obstruction.unavailable')}
        </Typography>
      ) : null}
    </Box>
  );
};
