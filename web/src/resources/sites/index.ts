import LocationOnIcon from '@mui/icons-material/LocationOn';
import { SiteCreate } from './SiteCreate.tsx';
import { SiteEdit } from './SiteEdit.tsx';
import { SiteList } from './SiteList.tsx';
import { SiteShow } from './SiteShow.tsx';

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
