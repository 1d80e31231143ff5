// Speed tests: started now or at a scheduled time for a list of serials; the result is collected
// from the controller by a job about 20 seconds after the start (spec 1 §9).
import { type CodedMessage, coded, type ErrorCode, type ErrorParams } from '@console/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client.ts';
import { devices, speedtests } from '../../../db/schema/index.ts';
import type { SpeedTestResult } from '../../../integrations/controller/index.ts';
import { IntegrationError } from '../../../integrations/http.ts';
import type { Ctx } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { createRow, findRow, updateRow } from '../../../platform/store.ts';
import { controllerLink } from '../devices/device-link.ts';
import { speedtestsResource } from './speedtests.resource.ts';

export const SPEEDTEST_STARTED = 'The device is now SpeedTesting wait 20 seconds before refresh';
export const SPEEDTEST_SCHEDULED = 'The SpeedTest is scheduled';
export const JOB_START = 'speedtest.start';
export const JOB_COLLECT = 'speedtest.collect';

export interface JobSender {
  send(name: string, data: object, opts?: { startAfter?: Date | number; singletonKey?: string }): Promise<boolean>;
}

type SpeedtestRow = typeof speedtests.$inferSelect;

/** A rule's refusal (409) of an operation on the device. */
const isRefusal = (err: unknown): err is AppError => err instanceof AppError && err.statusCode === 409;

async function insertTest(
  tx: Executor,
  ctx: Ctx,
  device: { id: number; serial: string; name: string | null },
  values: Partial<typeof speedtests.$inferInsert>,
) {
  return (await createRow(tx, ctx, speedtestsResource, {
    device_id: device.id,
    device_serial: device.serial,
    device_name: device.name,
    ...values,
  })) as SpeedtestRow;
}

async function setTest(db: Db, ctx: Ctx, id: number, values: Partial<typeof speedtests.$inferInsert>) {
  await db.transaction(async (tx) => {
    // A test removed meanwhile has nothing left to fill in.
    if (await findRow(tx, speedtestsResource, id, true)) await updateRow(tx, ctx, speedtestsResource, id, values);
  });
}

/** Asks the controller to run the test of this row now and queues the collection of its result. */
async function runTest(db: Db, ctx: Ctx, jobs: JobSender, test: SpeedtestRow): Promise<void> {
  const link = await controllerLink(db, ctx, test.device_id!);
  const testId = await link.api.runSpeedTest(link.ref);
  await setTest(db, ctx, test.id, { status: 'running' });
  const delay = ctx.services?.config.CONTROLLER_SPEEDTEST_DELAY_S ?? 20;
  await jobs.send(JOB_COLLECT, { speedtestId: test.id, testId }, { startAfter: delay, singletonKey: `collect-${test.id}` });
}

export interface StartAnswer {
  success: boolean;
  message?: string;
  reason?: string;
  /** The reason's code and params (several reasons: `several_refusals`, decision 0076). */
  code?: ErrorCode;
  params?: ErrorParams;
  ids: number[];
}

/** The reasons of an answer as one: a single reason keeps its code, several read as their English words joined. */
function reasonOf(reasons: CodedMessage[]): { reason: string; code: ErrorCode; params: ErrorParams } {
  if (reasons.length === 1) return { reason: reasons[0]!.message, code: reasons[0]!.code, params: reasons[0]!.params };
  const joined = reasons.map((r) => r.message).join('; ');
  return { reason: joined, code: 'several_refusals', params: { reasons: joined } };
}

/**
 * Starts (or schedules) a test per serial. Unknown serials are named in the reason; the known ones
 * are still tested. A test the controller refuses is stored as failed with its reason in the answer.
 */
export async function startSpeedTests(db: Db, ctx: Ctx, jobs: JobSender, serials: string[], scheduledAt?: Date): Promise<StartAnswer> {
  const wanted = [...new Set(serials.map((s) => s.trim()).filter(Boolean))];
  const found = wanted.length
    ? await db.select({ id: devices.id, serial: devices.serial, name: devices.name }).from(devices).where(inArray(devices.serial, wanted))
    : [];
  const unknown = wanted.filter((s) => !found.some((d) => d.serial === s));
  const reasons: CodedMessage[] = unknown.length
    ? [coded(unknown.length > 1 ? 'speedtest_unknown_serials' : 'speedtest_unknown_serial', { serials: unknown.join(', ') })]
    : [];
  const ids: number[] = [];
  for (const device of found) {
    try {
      // Refused before anything is stored when the device cannot be tested at all.
      await controllerLink(db, ctx, device.id);
      const row = await db.transaction((tx) =>
        insertTest(tx, ctx, device, { status: scheduledAt ? 'scheduled' : 'running', scheduled_at: scheduledAt ?? null }),
      );
      ids.push(row.id);
      if (scheduledAt) {
        const queued = await jobs.send(JOB_START, { speedtestId: row.id }, { startAfter: scheduledAt, singletonKey: `start-${row.id}` });
        if (!queued) reasons.push(coded('speedtest_jobs_disabled', { serial: device.serial }));
      } else {
        await runTest(db, ctx, jobs, row).catch(async (err) => {
          await setTest(db, ctx, row.id, { status: 'failed' });
          throw err;
        });
      }
    } catch (err) {
      if (isRefusal(err)) reasons.push(coded('speedtest_device_refused', { serial: device.serial, reason: err.message }));
      else if (err instanceof IntegrationError) reasons.push(coded('speedtest_controller_failed', { serial: device.serial, reason: err.reason }));
      else throw err;
    }
  }
  const success = ids.length > 0 && reasons.length === 0;
  if (!ids.length) return { success: false, ...reasonOf(reasons.length ? reasons : [coded('speedtests_no_serial')]), ids };
  return { success, message: scheduledAt ? SPEEDTEST_SCHEDULED : SPEEDTEST_STARTED, ...(reasons.length ? reasonOf(reasons) : {}), ids };
}

/** Job: a scheduled test's time has come. */
export async function runScheduledTest(db: Db, ctx: Ctx, jobs: JobSender, speedtestId: number): Promise<void> {
  const [test] = await db.select().from(speedtests).where(eq(speedtests.id, speedtestId));
  if (test?.status !== 'scheduled' || !test.device_id) return;
  try {
    await runTest(db, ctx, jobs, test);
  } catch (err) {
    if (!(isRefusal(err) || err instanceof IntegrationError)) throw err;
    await setTest(db, ctx, test.id, { status: 'failed' });
  }
}

export class StillRunning extends Error {}

/** Job: stores the result once the controller has it; throws StillRunning so the queue retries later. */
export async function collectResult(db: Db, ctx: Ctx, speedtestId: number, testId: string): Promise<void> {
  const [test] = await db.select().from(speedtests).where(eq(speedtests.id, speedtestId));
  if (test?.status !== 'running' || !test.device_id) return;
  let result: SpeedTestResult;
  try {
    const link = await controllerLink(db, ctx, test.device_id);
    result = await link.api.getSpeedTestResult(link.ref, testId);
  } catch (err) {
    if (isRefusal(err) || (err instanceof IntegrationError && err.status === 404)) {
      await setTest(db, ctx, test.id, { status: 'failed' });
      return;
    }
    throw err;
  }
  if (result.status === 'running') throw new StillRunning(`speed test ${speedtestId} still running`);
  await setTest(db, ctx, test.id, {
    status: result.status,
    dir: result.dir ?? null,
    bandwidth: result.bandwidth ?? null,
    bandwidth_unit: result.bandwidth_unit ?? null,
    retransmissions: result.retransmissions ?? null,
    cwnd: result.cwnd ?? null,
    cwnd_unit: result.cwnd_unit ?? null,
    remote_serial: result.remote_serial ?? null,
    remote_name: result.remote_name ?? null,
    device_wan_quality: result.wan_quality ?? [],
  });
}
