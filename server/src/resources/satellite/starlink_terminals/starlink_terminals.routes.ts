// Terminal routes (spec 3 §7): POST /starlink_terminals/{id}/stow|unstow|reboot, GET .../stats
// (name, delta, source), GET .../status (source telemetry|oob) and GET .../obstruction_map.png.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_TERMINAL_RANGE, TERMINAL_METRICS, TERMINAL_RANGES, TERMINAL_STATUS_SOURCES, type TerminalRange } from '@console/contract';
import { idParams } from '../../../platform/id-params.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { sendSpreadsheet } from '../../../platform/exports.ts';
import { obstructionMap, terminalCommand, terminalStats, terminalStatsRows, terminalStatus } from './starlink_terminals.actions.ts';
import { starlinkTerminalsResource } from './starlink_terminals.resource.ts';

const RANGES = Object.keys(TERMINAL_RANGES) as [TerminalRange, ...TerminalRange[]];
const statsQuery = z.object({
  name: z.enum(TERMINAL_METRICS, { error: `name must be one of ${TERMINAL_METRICS.join(', ')}.` }),
  delta: z.enum(RANGES, { error: `delta must be one of ${RANGES.join(', ')}.` }).default(DEFAULT_TERMINAL_RANGE),
  source: z.enum(TERMINAL_STATUS_SOURCES, { error: 'source must be telemetry or oob.' }).default('telemetry'),
});
const statusQuery = z.object({ source: z.enum(TERMINAL_STATUS_SOURCES, { error: 'source must be telemetry or oob.' }).default('telemetry') });

const STATS_COLUMNS = [
  { key: 'ts', header: 'Time (UTC)', width: 20 },
  { key: 'downlink_speed', header: 'Download (Mbps)', width: 14 },
  { key: 'uplink_speed', header: 'Upload (Mbps)', width: 14 },
  { key: 'latency', header: 'Latency (ms)', width: 12 },
  { key: 'ping_drop', header: 'Ping drop (%)', width: 12 },
  { key: 'obstructed_time', header: 'Obstructed (%)', width: 12 },
  { key: 'uptime', header: 'Uptime (s)', width: 12 },
];

export const starlinkTerminalsRoutes: RoutePlugin = (app, { db, integrations }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/starlink_terminals';
  const tags = ['starlink_terminals'];
  const read = { auth: starlinkTerminalsResource.read };
  for (const command of ['stow', 'unstow', 'reboot'] as const) {
    r.post(
      `${base}/:id/${command}`,
      { config: { auth: starlinkTerminalsResource.write }, schema: { tags, params: idParams, body: z.object({}).nullish() } },
      async (req) => terminalCommand(db, integrations.satellite, req.params.id, command),
    );
  }
  // The series is the sampled telemetry whatever the source asked (the dish keeps no history).
  r.get(`${base}/:id/stats`, { config: read, schema: { tags, params: idParams, querystring: statsQuery } }, async (req) => ({
    ...(await terminalStats(db, req.params.id, req.query.name, req.query.delta)),
    source: req.query.source,
  }));
  // The Stats export (spec 3 §2): every metric of the range, as the charts average them.
  r.get(
    `${base}/:id/stats/export.xls`,
    { config: read, schema: { tags, params: idParams, querystring: statsQuery.pick({ delta: true }) } },
    async (req, reply) => {
      const { terminal, rows } = await terminalStatsRows(db, req.params.id, req.query.delta);
      const name = String(terminal.kit_serial_number ?? terminal.terminal_id).replace(/[^\w.-]+/g, '_');
      return sendSpreadsheet(
        reply,
        `stats_${name}_${req.query.delta}.xlsx`,
        'stats',
        STATS_COLUMNS,
        (async function* () {
          yield rows;
        })(),
      );
    },
  );
  r.get(`${base}/:id/status`, { config: read, schema: { tags, params: idParams, querystring: statusQuery } }, async (req) =>
    terminalStatus(db, integrations.satellite, req.params.id, req.query.source),
  );
  r.get(`${base}/:id/obstruction_map.png`, { config: read, schema: { tags, params: idParams } }, async (req, reply) =>
    reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, max-age=60')
      .send(await obstructionMap(db, integrations.satellite, req.params.id)),
  );
};
