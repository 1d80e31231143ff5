// The satellite-terminal card of a site's summary (spec 1 §2.6): for each terminal placed at the
// site, its state (read from the terminal state helper, spec 3 §7, refreshed as the terminal page
// is), kit serial, service line, last seen and alerts. Nothing shows when the site has no terminal;
// SiteShow renders it only for staff who may see satellite terminals.
import { Box, Card, CardContent, Chip, Grid, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import {
  Labeled,
  Link,
  RecordContextProvider,
  ReferenceField,
  ResourceContextProvider,
  useCreatePath,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { TerminalStateChip } from '../starlink_terminals/TerminalFields.tsx';
import type { TerminalRecord } from '../starlink_terminals/types.ts';
import { useTerminalState } from '../starlink_terminals/useTerminalApi.ts';
import type { SiteRecord } from './types.ts';

/** Terminals shown on the card; more than this is rare and the StarLinks tab lists them all. */
const CARD_TERMINALS = 5;
const t = (key: string) => `resources.sites.terminal_card.${key}`;

const Cell = ({ label, children }: { label: string; children: ReactElement }) => (
  <Grid size={{ xs: 12, sm: 6, md: 2.4 }}>
    <Labeled label={label}>{children}</Labeled>
  </Grid>
);

const TerminalState = ({ terminal }: { terminal: TerminalRecord }) => {
  const { data } = useTerminalState(terminal.terminal_id);
  return <TerminalStateChip state={data?.state ?? terminal.state} />;
};

const TerminalAlerts = ({ terminal }: { terminal: TerminalRecord }) => {
  const translate = useTranslate();
  const alerts = terminal.last_alerts ?? [];
  if (alerts.length === 0) return <Typography variant="body2">{translate(t('no_alerts'))}</Typography>;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {alerts.map((a) => (
        <Chip key={a} size="small" color="warning" label={translate(`resources.starlink_events.codes.${a}`, { _: a })} />
      ))}
    </Box>
  );
};

const TerminalRow = ({ terminal }: { terminal: TerminalRecord }) => {
  const createPath = useCreatePath();
  return (
    <RecordContextProvider value={terminal}>
      <Grid container columnSpacing={3} rowSpacing={0.5} sx={{ mb: 1 }} data-testid="site-terminal">
        <Cell label={t('state')}>
          <TerminalState terminal={terminal} />
        </Cell>
        <Cell label={t('kit_serial_number')}>
          <Link variant="body2" to={createPath({ resource: 'starlink_terminals', id: terminal.id, type: 'show' })}>
            {terminal.kit_serial_number || terminal.terminal_id}
          </Link>
        </Cell>
        <Cell label={t('service_line')}>
          <ReferenceField source="starlink_service_line_id" reference="starlink_service_lines" link="show" emptyText="-" />
        </Cell>
        <Cell label={t('last_seen')}>
          <DateField source="last_online" showTime emptyText="-" />
        </Cell>
        <Cell label={t('alerts')}>
          <TerminalAlerts terminal={terminal} />
        </Cell>
      </Grid>
    </RecordContextProvider>
  );
};

export const SiteTerminalCard = () => {
  const site = useRecordContext<SiteRecord>();
  const translate = useTranslate();
  const { data } = useGetList<TerminalRecord>(
    'starlink_terminals',
    { filter: { site_id: site?.id }, pagination: { page: 1, perPage: CARD_TERMINALS }, sort: { field: 'id', order: 'DESC' } },
    { enabled: site?.id !== undefined },
  );
  if (!data?.length) return null;
  return (
    <Card variant="outlined" sx={{ my: 2 }} data-testid="site-terminal-card">
      <CardContent>
        <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
          {translate(t('title'), { smart_count: data.length })}
        </Typography>
        <ResourceContextProvider value="starlink_terminals">
          {data.map((terminal) => (
            <TerminalRow key={terminal.id} terminal={terminal} />
          ))}
        </ResourceContextProvider>
      </CardContent>
    </Card>
  );
};
