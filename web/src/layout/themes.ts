// Light (default) and dark themes (spec 1 §4 Theme), built on react-admin's defaults so every
// react-admin component keeps its spacing; only the brand palette and a few surfaces change.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const shape = { borderRadius: 8 };
const typography = {
  fontFamily: ['Inter', 'Roboto', '"Segoe UI"', 'Helvetica', 'Arial', 'sans-serif'].join(','),
  h6: { fontWeight: 500 },
};

const sharedComponents = {
  MuiPaper: { styleOverrides: { rounded: { borderRadius: 10 } } },
  MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
  // Tab bars scroll (with arrows) instead of cutting off tabs past the window's edge (issue 14).
  MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
  MuiTableCell: {
    styleOverrides: {
      root: { '&.MuiTableCell-paddingCheckbox': { padding: '0 8px 0 8px' } },
      head: { fontWeight: 600 },
    },
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  shape,
  typography: { ...defaultLightTheme.typography, ...typography },
  palette: {
    mode: 'light',
    primary: { main: '#1f6fb2', light: '#5a9de0', dark: '#124b7f', contrastText: '#fff' },
    // The app bar takes the secondary colour: a deep navy carries the brand.
    secondary: { main: '#173a63', light: '#3b5f8c', dark: '#0c2442', contrastText: '#fff' },
    background: { default: '#f4f6fa', paper: '#ffffff' },
    success: { main: '#2e7d32' },
    warning: { main: '#ed8b00' },
  },
  components: {
    ...defaultLightTheme.components,
    ...sharedComponents,
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#eef1f6' } } },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  shape,
  typography: { ...defaultDarkTheme.typography, ...typography },
  palette: {
    mode: 'dark',
    primary: { main: '#7cb8ff', light: '#a9d1ff', dark: '#4a88cc', contrastText: '#0b1626' },
    secondary: { main: '#1b2638', light: '#2a3950', dark: '#111a28', contrastText: '#e6edf7' },
    background: { default: '#0f1623', paper: '#172131' },
    success: { main: '#66bb6a' },
    warning: { main: '#ffb74d' },
  },
  components: {
    ...defaultDarkTheme.components,
    ...sharedComponents,
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: '#1b2638', backgroundImage: 'none' } } },
  },
};
