// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import LocationOnIcon from '@mui/icons-material/LocationOn';

const SiteCreate = lazy(() => import('./SiteCreate.tsx').then((module) => ({ default: module.SiteCreate })));
const SiteEdit = lazy(() => import('./SiteEdit.tsx').then((module) => ({ default: module.SiteEdit })));
const SiteList = lazy(() => import('./SiteList.tsx').then((module) => ({ default: module.SiteList })));
const SiteShow = lazy(() => import('./SiteShow.tsx').then((module) => ({ default: module.SiteShow })));

export { CreateSiteDialog } from './CreateSiteDialog.tsx';
export { EditSiteButton } from './EditSiteButton.tsx';

export default {
  list: SiteList,
  show: SiteShow,
  edit: SiteEdit,
  create: SiteCreate,
  icon: LocationOnIcon,
  recordRepresentation: 'name',
};
