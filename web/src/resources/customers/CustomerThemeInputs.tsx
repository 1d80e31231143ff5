// The Theme tab of the customer form: primary and secondary colours of the customer portal.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ColorInput } from '../../common/ColorInput.tsx';

export const CustomerThemeInputs = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.customers.helpers.colors')}
      </Typography>
      <ColorInput source="primary_color" />
      <ColorInput source="secondary_color" />
    </Box>
  );
};
