// Top bar: brand, page title, global search, language switch, theme toggle, loading indicator, user menu.
import { forwardRef, lazy, Suspense } from 'react';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { Link } from 'react-router-dom';
import { AccountLanguageMenu } from './LanguageMenu.tsx';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useTranslate,
  useUserMenu,
  type AppBarProps,
} from 'react-admin';
// The search box (MUI's Autocomplete and its popper) comes after the first paint: issue 14, first load.
const GlobalSearch = lazy(() => import('./GlobalSearch.tsx').then((m) => ({ default: m.GlobalSearch })));

const AccountMenuItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} component={Link} to="/account" onClick={userMenu?.onClose} {...props}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.action.account')}</ListItemText>
    </MenuItem>
  );
});

const Brand = () => {
  const translate = useTranslate();
  return (
    <Box component={Link} to="/" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 26, height: 26 }} />
      <Typography variant="subtitle1" sx={{ fontWeight: 700, letterSpacing: 0.3, whiteSpace: 'nowrap' }}>
        {translate('app.title')}
      </Typography>
    </Box>
  );
};

export const AppBar = (props: AppBarProps) => (
  <RaAppBar
    {...props}
    toolbar={
      <>
        <AccountLanguageMenu />
        <ToggleThemeButton />
        <LoadingIndicator />
      </>
    }
    userMenu={
      <UserMenu>
        <AccountMenuItem />
        <Logout />
      </UserMenu>
    }
  >
    <Brand />
    {/* The page title keeps room for itself at phone width (issue 14); the search box gives way. */}
    <TitlePortal
      variant="subtitle1"
      sx={{ opacity: 0.85, flex: '1 1 auto', minWidth: { xs: 72, sm: 0 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    />
    <Suspense fallback={null}>
      <GlobalSearch />
    </Suspense>
  </RaAppBar>
);
