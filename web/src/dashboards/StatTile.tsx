// A counter tile of the commercial dashboards: a label, the server's count, and a link to the list
// it counts (the list pre-filtered the same way).
import { createElement, type ComponentType } from 'react';
import { Box, Card, CardActionArea, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { COUNTS, type CountName } from '@console/contract';
import { useFormat } from '../common/format/useFormat.ts';

export interface StatTileSpec {
  /** data-tile attribute and i18n key under the dashboard's `tiles`. */
  key: string;
  /** The named count it shows (contract COUNTS), as data-count. */
  count?: CountName;
  label: string;
  resource: string;
  filter?: Readonly<Record<string, unknown>>;
  icon: ComponentType;
  color: string;
}

/** What a tile showing the named count `count` opens: that count's list with its filter (contract COUNTS). */
export const countOf = (count: CountName) => ({ count, resource: COUNTS[count].resource, filter: COUNTS[count].filter });

export const listLink = (resource: string, filter?: Readonly<Record<string, unknown>>) =>
  filter ? `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}` : `/${resource}`;

export const StatTile = ({ tile, value, loading }: { tile: StatTileSpec; value?: number; loading: boolean }) => {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Card variant="outlined" sx={{ height: '100%', borderLeft: `4px solid ${tile.color}` }} data-tile={tile.key} data-count={tile.count}>
      <CardActionArea component={Link} to={listLink(tile.resource, tile.filter)} sx={{ height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2.5 }}>
          <Box
            sx={{ width: 48, height: 48, borderRadius: 2, display: 'grid', placeItems: 'center', color: tile.color, bgcolor: `${tile.color}1f`, flexShrink: 0 }}
          >
            {createElement(tile.icon)}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {translate(tile.label)}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
              {loading ? <Skeleton width={64} /> : format.count(value ?? 0)}
            </Typography>
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
};
