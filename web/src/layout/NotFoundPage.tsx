// Unknown routes (issue 14): react-admin's page titled itself with the raw key given to <Admin title>
// ("app.title"); this one has a translated title and leads back home as well as back.
import { Box, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import { Button, Loading, Title, useAuthenticated, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export const NotFoundPage = () => {
  const translate = useTranslate();
  const { isPending } = useAuthenticated();
  if (isPending) return <Loading />;
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Title title="ra.page.not_found" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('ra.page.not_found')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('ra.message.not_found')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
        <Button label="ra.action.back" variant="outlined" onClick={() => window.history.back()}>
          <HistoryIcon />
        </Button>
        <Button label="app.breadcrumbs.home" variant="contained" component={Link} to="/">
          <HomeIcon />
        </Button>
      </Box>
    </Box>
  );
};
