// Antenna status (spec 3 §2, §3): the live status from the telemetry stream or asked from the dish
// (OOB), switched by a toggle; metrics, software update state and the alert flags; refreshed every 30 s.
import { localizedMessage } from '../../providers/api.ts';
import { useState } from 'react';
import { Box, Chip, Grid, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import { TERMINAL_STATUS_SOURCES, type TerminalStatusSource } from '@console/contract';
import { formatDateTime } from '../../common/format/format.ts';
import { TerminalStateChip } from './TerminalFields.tsx';
import { useTerminalStatus } from './useTerminalApi.ts';
import type { TerminalRecord } from './types.ts';

const duration = (seconds: number) => {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d}d ${h}h` : h > 0 ? `${h}h ${m}m` : `${m}m`;
};

const METRICS = ['downlink_speed', 'uplink_speed', 'latency', 'unobstructed_time'] as const;

export const AntennaStatus = () => {
  const record = useRecordContext<TerminalRecord>();
  const translate = useTranslate();
  const [source, setSource] = useState<TerminalStatusSource>('telemetry');
  const { data } = useTerminalStatus(record?.id, source);
  const t = (key: string) => translate(`resources.starlink_terminals.status.${key}`);
  const alerts = Object.keys(data?.alerts ?? {});
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
          {translate('resources.starlink_terminals.sections.antenna')}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={source} onChange={(_e, v: TerminalStatusSource | null) => v && setSource(v)} aria-label={t('source')}>
          {TERMINAL_STATUS_SOURCES.map((s) => (
            <ToggleButton key={s} value={s}>
              {t(s)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {data && !data.success ? (
        <Typography color="warning.main" variant="body2">
          {localizedMessage(data) ?? t('unavailable')}
        </Typography>
      ) : (
        <Grid container columnSpacing={3} rowSpacing={0.5}>
          <Grid size={{ xs: 6, md: 2 }}>
            <Labeled label={translate('resources.starlink_terminals.fields.state')}>
              <TerminalStateChip state={data?.state} />
            </Labeled>
          </Grid>
          {METRICS.map((m) => (
            <Grid key={m} size={{ xs: 6, md: 2 }}>
              <Labeled label={t(m)}>
                <Typography variant="body2" data-testid={`metric-${m}`}>
                  {data?.metrics?.[m] ?? '-'}
                </Typography>
              </Labeled>
            </Grid>
          ))}
          <Grid size={{ xs: 6, md: 2 }}>
            <Labeled label={t('uptime')}>
              <Typography variant="body2">{data?.metrics?.uptime != null ? duration(data.metrics.uptime) : '-'}</Typography>
            </Labeled>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Labeled label={t('software_update_state')}>
              <Typography variant="body2">{data?.software_update_state ?? '-'}</Typography>
            </Labeled>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Labeled label={t('ts')}>
              <Typography variant="body2">{formatDateTime(data?.ts)}</Typography>
            </Labeled>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Labeled label={t('alerts')}>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {alerts.length === 0 ? (
                  <Typography variant="body2">{t('no_alerts')}</Typography>
                ) : (
                  alerts.map((a) => <Chip key={a} size="small" color="warning" label={translate(`resources.starlink_events.codes.${a}`, { _: a })} />)
                )}
              </Box>
            </Labeled>
          </Grid>
        </Grid>
      )}
    </Box>
  );
};
