// GET /starlink_usages/stats (spec 3 §7): a service line's usage per day or month, {data: [{date, value}]}
// (the usage chart of the service line page, at most 100 bars); and the satellite usage report
// (GET /starlink_usages/reports and its export), the mobile report's routes over satellite usage.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../../../db/rows.ts';
import { requiredInt } from '../../../platform/fields.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { usageReportRoutes } from '../../usage/usages/usage-report-routes.ts';
import { starlinkUsagesResource } from './starlink_usages.resource.ts';
import { INT_MAX } from '../../../platform/id-params.ts';

const query = z.object({
  starlink_service_line_id: requiredInt(1, INT_MAX, 'starlink_service_line_id is required.'),
  freq: z.enum(['day', 'month'], { error: 'freq must be day or month.' }).default('day'),
});

export const starlinkUsagesRoutes: RoutePlugin = (app, { db }) => {
  usageReportRoutes(app, db, 'starlink_usages', starlinkUsagesResource.read);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/starlink_usages/stats',
      { config: { auth: starlinkUsagesResource.read }, schema: { tags: ['starlink_usages'], querystring: query } },
      async (req) => {
        const { starlink_service_line_id: line, freq } = req.query;
        const rows = rowsOf(
          await db.execute(
            freq === 'day'
              ? sql`select to_char(date, 'YYYY-MM-DD') as date, usage::float8 as value from starlink_usages where starlink_service_line_id = ${line} order by date desc limit 100`
              : sql`select to_char(date_trunc('month', date), 'YYYY-MM') as date, sum(usage)::float8 as value from starlink_usages where starlink_service_line_id = ${line} group by 1 order by 1 desc limit 100`,
          ),
        );
        return { data: rows.reverse().map((r) => ({ date: String(r.date), value: Math.round(Number(r.value) * 1000) / 1000 })) };
      },
    );
};
