// The shape every usage source's fetcher has (docs/decisions/0023), in a leaf of its own: the
// registry of fetchers (usage-sources.ts) imports the satellite fetcher, which needs this shape, so
// the shape cannot live in the registry without tying the two files into a circle.
import type { UsageSource } from '@console/contract';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { UsageInput } from './usage-ingest.ts';

export interface FetchResult {
  rows: UsageInput[];
  /** What could not be read (a device or SIM and the reason), for the job log and the sync answer. */
  failures: string[];
}

export interface UsageFetcher {
  source: UsageSource;
  /** `deviceId`: only that device's records (a device's own fetch_usages). */
  fetch(db: Db, ctx: Ctx, start: string, end: string, deviceId?: number): Promise<FetchResult>;
}
