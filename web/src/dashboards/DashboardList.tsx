// A short list on a dashboard (stock alerts, lines with an action due): a title, a "see all" link to
// the full list with the same filter, and the first rows of that list.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { DataTable, ListBase, useTranslate, type SortPayload } from 'react-admin';
import { LinkButton } from '../common/LinkButton.tsx';
import { listLink } from './StatTile.tsx';

interface Props {
  title: string;
  seeAll: string;
  resource: string;
  filter: Record<string, unknown>;
  sort: SortPayload;
  rows: number;
  children: ReactNode;
}

export const DashboardList = ({ title, seeAll, resource, filter, sort, rows, children }: Props) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-list={resource}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1, flex: 1 }}>
            {translate(title)}
          </Typography>
          <LinkButton label={seeAll} to={listLink(resource, filter)} />
        </Box>
        <ListBase resource={resource} filter={filter} sort={sort} perPage={rows} disableSyncWithLocation>
          <DataTable resource={resource} bulkActionButtons={false} rowClick="show">
            {children}
          </DataTable>
        </ListBase>
      </CardContent>
    </Card>
  );
};
