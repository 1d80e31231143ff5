// POST /speedtests (spec 1 §7.3): speed tests for serials joined by ';', now or at scheduled_at; and
// POST /devices/{id}/speedtest, one device's test now.
import { coded } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import type { Services } from '../../../platform/services.ts';
import { dateTime } from '../../../platform/fields.ts';
import { idParams } from '../../../platform/id-params.ts';
import { answer, controllerLink } from '../devices/device-link.ts';
import { speedtestJobs } from './speedtest-jobs.ts';
import { startSpeedTests } from './speedtests.actions.ts';

const body = z.object({
  device_serials: z.string({ error: 'device_serials is required.' }).trim().min(1, 'Give at least one device serial.').max(20_000),
  scheduled_at: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    dateTime('A date and time is required.')
      .refine((d) => d.getTime() > Date.now(), 'The scheduled time must be in the future.')
      .refine((d) => d.getTime() < Date.now() + 366 * 86_400_000, 'The scheduled time must be within a year.')
      .optional(),
  ),
});

export async function speedtestsRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const jobs = speedtestJobs(app, services);
  r.post('/api/v1/speedtests', { config: { auth: 'staff' }, schema: { tags: ['speedtests'], body } }, async (req) => {
    const serials = req.body.device_serials.split(';');
    if (serials.length > 500) {
      const { message, code, params } = coded('speedtests_too_many');
      return { success: false, reason: message, code, params };
    }
    return startSpeedTests(services.db, ctxOf(req), jobs, serials, req.body.scheduled_at);
  });
  r.post('/api/v1/devices/:id/speedtest', { config: { auth: 'staff' }, schema: { tags: ['devices'], params: idParams } }, async (req) =>
    answer(async () => {
      const { device } = await controllerLink(services.db, ctxOf(req), req.params.id);
      return startSpeedTests(services.db, ctxOf(req), jobs, [device.serial]);
    }),
  );
}
