// The provider's view of a SIM (spec 1 §2.8, §7.4): its latest live data and its backups list,
// fetched by SIM id when the summary opens; absent when the provider has nothing for this SIM.
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { backupCell } from '../../common/format/backupCells.ts';
import { useFormat } from '../../common/format/useFormat.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { simcardApi } from './simcardApi.ts';
import type { SimcardRecord } from './types.ts';

interface Backup {
  id?: string | number;
  date?: string;
  time?: string;
  size?: string | number;
  url?: string;
}

const rowsOf = (body: unknown): Backup[] => {
  if (Array.isArray(body)) return body as Backup[];
  const b = body as { results?: unknown } | null;
  return Array.isArray(b?.results) ? (b!.results as Backup[]) : [];
};

const Heading = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
      {translate(title)}
    </Typography>
  );
};

export const SimcardLiveData = () => {
  const record = useRecordContext<SimcardRecord>();
  const translate = useTranslate();
  const format = useFormat();
  const api = simcardApi(useConsoleDataProvider());
  const enabled = !!record?.id && !!record?.is_manageable;
  const live = useQuery({ queryKey: ['simcards', 'live', record?.id], queryFn: () => api.liveData(record!.id), enabled, retry: false });
  const backups = useQuery({ queryKey: ['simcards', 'backups', record?.id], queryFn: () => api.backups(record!.id), enabled, retry: false });
  if (!enabled) return null;
  const liveEntries = live.data && typeof live.data === 'object' ? Object.entries(live.data as Record<string, unknown>).filter(([k]) => k !== 'success') : [];
  const backupRows = rowsOf(backups.data);
  return (
    <Box sx={{ mb: 2 }}>
      <Heading title="resources.simcards.sections.live" />
      {liveEntries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(live.isPending ? 'ra.page.loading' : 'resources.simcards.live.none')}
        </Typography>
      ) : (
        <Table size="small" sx={{ maxWidth: 720, mb: 2 }}>
          <TableBody>
            {liveEntries.map(([key, value]) => (
              <TableRow key={key}>
                <TableCell sx={{ color: 'text.secondary', width: 240 }}>{key}</TableCell>
                <TableCell>{typeof value === 'object' ? JSON.stringify(value) : String(value ?? '-')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Heading title="resources.simcards.sections.backups" />
      {backupRows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(backups.isPending ? 'ra.page.loading' : 'resources.simcards.backups.none')}
        </Typography>
      ) : (
        <Table size="small" sx={{ maxWidth: 720 }}>
          <TableHead>
            <TableRow>
              {(['date', 'time', 'size', 'url'] as const).map((key) => (
                <TableCell key={key}>{translate(`resources.simcards.backups.${key}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {backupRows.map((row, i) => (
              <TableRow key={row.id ?? i}>
                <TableCell>{backupCell('date', row as Record<string, unknown>, format)}</TableCell>
                <TableCell>{backupCell('time', row as Record<string, unknown>, format)}</TableCell>
                <TableCell>{backupCell('size', row as Record<string, unknown>, format)}</TableCell>
                <TableCell>
                  {row.url ? (
                    <Link href={row.url} target="_blank" rel="noreferrer">
                      {translate('resources.simcards.backups.download')}
                    </Link>
                  ) : (
                    '-'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
