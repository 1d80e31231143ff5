// Export of the current list to a spreadsheet (spec 1 §2.3: up to 5000 rows, disabled when empty).
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { EXPORT_LIMIT } from '@console/contract';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';

export interface XlsExportButtonProps {
  label?: string;
  /** Defaults to the list's resource: GET /{resource}/export.xls with the list's filters. */
  resource?: string;
  /** An export path other than /{resource}/export.xls (e.g. export/records). */
  path?: string;
}

export const XlsExportButton = ({ label = 'app.action.export_xls', resource: resourceProp, path }: XlsExportButtonProps) => {
  const resource = useResourceContext({ resource: resourceProp })!;
  const { total, filterValues, sort } = useListContext();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const tooMany = (total ?? 0) > EXPORT_LIMIT;

  const exportList = async () => {
    setBusy(true);
    try {
      await dataProvider.exportXls(resource, { ...filterValues, sort: sort?.field, order: sort?.order }, path);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    // A disabled button shows no tooltip, so the explanation sits on a wrapper.
    <span title={tooMany ? translate('app.export.too_many', { limit: EXPORT_LIMIT }) : undefined}>
      <Button label={label} onClick={exportList} disabled={busy || !total || tooMany}>
        <DownloadIcon />
      </Button>
    </span>
  );
};
