// Data limit alerts (docs/decisions/0033): after records land, every service (through its device)
// and SIM card they touch that has a data_limit and contacts is measured against its month's usage
// (the month rollups of a folded month, the month's records for that SIM or device while the month
// is not folded, decision 0045; the controller and the SIM's provider report the same
// traffic, so the month is the largest figure one source gives, never their sum). Each threshold crossed is written once to usage_alerts,
// keyed by record, month and threshold: a re-ingestion, a correction or a concurrent writer finds the
// row there and sends nothing. The contacts get one e-mail per record (the highest threshold newly
// crossed) through the outbox, in the same transaction; each alert is in the activity log of its record.
import { sql, type SQL } from 'drizzle-orm';
import { BYTES_PER_GB, USAGE_ALERT_THRESHOLDS, bytesToGb, usageAlertSubject } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { systemCtx } from '../../../platform/context.ts';
import { queueMail } from '../../../platform/mail.ts';
import { logCreated } from '../../../platform/store.ts';
import { usageAlertsResource } from '../usage_alerts/usage_alerts.resource.ts';

/** What landed: the SIMs, devices and days of the records. */
export interface AlertScope {
  simIds: number[];
  deviceIds: number[];
  days: string[];
}

interface NewAlert {
  id: number;
  object_type: 'service' | 'simcard';
  object_id: number;
  month: string;
  threshold: number;
  bytes: number;
  data_limit: number;
  recipients: string;
  customer_id: number | null;
  name: string;
}

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
const ints = (v: number[]) => sql`(select value::int from jsonb_array_elements_text(${json(v)}))`;
const THRESHOLDS = sql.raw(USAGE_ALERT_THRESHOLDS.map((t) => `(${t})`).join(', '));

/**
 * Months alerted: this one and the previous (a provider's last days of a month land on the 1st);
 * older corrections re-rate history but tell nobody.
 */
const ALERTED_MONTHS = sql`date_trunc('month', current_date - interval '1 month')::date`;

/**
 * A SIM's or device's usage in month `m` per source: its month rollup once the month is folded, its
 * records before (decision 0045), through the rollups' key or the record's own index.
 */
const monthUsage = (dimension: 'sim' | 'device', key: SQL) => sql`(
        select r.bytes from usage_rollups r where m.folded and r.grain = 'month' and r.dimension = ${dimension} and r.key_id = ${key} and r.period = m.month
        union all
        select sum(u.bytes) from usages u where not m.folded and ${sql.raw(dimension === 'sim' ? 'u.sim_id' : 'u.device_id')} = ${key}
          and u.date >= m.month and u.date < (m.month + interval '1 month')::date
        group by u.source
      )`;

/** Records the new alerts and queues their mail; answers how many alerts were raised. */
export async function raiseUsageAlerts(tx: Executor, scope: AlertScope): Promise<number> {
  if (!scope.days.length || (!scope.simIds.length && !scope.deviceIds.length)) return 0;
  const result = await tx.execute(sql`
    with months as (
      select x.month, exists (select 1 from usage_folded_months f where f.month = x.month) as folded
      from (select distinct date_trunc('month', d::date)::date as month from jsonb_array_elements_text(${json(scope.days)}) as x(d)) x
      where x.month >= ${ALERTED_MONTHS}
    ),
    -- A folded month from its SIM and device rollups; a month not folded yet (decision 0045) from its records.
    measured as (
      select 'simcard'::text as object_type, s.id as object_id, m.month, s.data_limit, s.data_limit_contacts as contacts, s.customer_id,
             s.iccid as name, max(r.bytes)::bigint as bytes
      from simcards s cross join months m
      join lateral ${monthUsage('sim', sql`s.id`)} r on true
      where s.id in ${ints(scope.simIds)} and s.data_limit > 0 and coalesce(s.data_limit_contacts, '') <> '' and s.archived_at is null
      group by s.id, m.month
      union all
      select 'service', v.id, m.month, v.data_limit, v.data_limit_contacts, v.customer_id,
             coalesce(v.reference, v.name, 'Service ' || v.id), max(r.bytes)::bigint
      from services v cross join months m
      join lateral ${monthUsage('device', sql`v.device_id`)} r on true
      where v.device_id in ${ints(scope.deviceIds)} and v.data_limit > 0 and coalesce(v.data_limit_contacts, '') <> ''
        and v.archived_at is null and v.status not in ('DRAFT', 'ENDED')
      group by v.id, m.month
    ),
    crossed as (
      select u.*, t.threshold from measured u cross join (values ${THRESHOLDS}) t(threshold)
      where u.bytes * 100 >= t.threshold * u.data_limit * ${BYTES_PER_GB}
    ),
    inserted as (
      insert into usage_alerts (object_type, object_id, month, threshold, bytes, data_limit, recipients, customer_id)
      select object_type, object_id, month, threshold, bytes, data_limit, contacts, customer_id from crossed
      on conflict (object_type, object_id, month, threshold) do nothing
      returning id, object_type, object_id, to_char(month, 'YYYY-MM-DD') as month, threshold, bytes, data_limit, recipients, customer_id
    )
    select i.*, c.name from inserted i join crossed c on c.object_type = i.object_type and c.object_id = i.object_id
      and c.month = i.month::date and c.threshold = i.threshold
    order by i.object_type, i.object_id, i.month, i.threshold`);
  const alerts = rowsOf(result).map((r) => ({ ...r, bytes: Number(r.bytes), data_limit: Number(r.data_limit) })) as NewAlert[];
  // One e-mail per record and month: the highest threshold crossed now (the lower ones are logged as sent with it).
  const byRecord = new Map<string, NewAlert[]>();
  for (const a of alerts) {
    const key = `${a.object_type}|${a.object_id}|${a.month}`;
    byRecord.set(key, [...(byRecord.get(key) ?? []), a]);
  }
  for (const group of byRecord.values()) {
    const top = group[group.length - 1];
    const outboxId = await queueMail(tx, alertMail(top));
    await tx.execute(sql`update usage_alerts set outbox_id = ${outboxId} where id in ${ints(group.map((a) => a.id))}`);
  }
  // Only the rows this insert returned: an alert a concurrent writer raised first is that writer's to log.
  await logCreated(
    tx,
    systemCtx,
    usageAlertsResource,
    alerts.map((a) => a.id),
  );
  return alerts.length;
}

function alertMail(a: NewAlert) {
  const what = a.object_type === 'service' ? 'service' : 'SIM card';
  const used = bytesToGb(a.bytes);
  return {
    // Stored as "a@x.be;b@y.fr" (spec 1 §5); SMTP takes a comma-separated list.
    to: a.recipients.split(';').filter(Boolean).join(', '),
    subject: usageAlertSubject(a.name, a.threshold, a.data_limit),
    text: [
      `Hello,`,
      ``,
      `The ${what} ${a.name} has used ${used} GB of data in ${a.month.slice(0, 7)}: ${a.threshold}% of its monthly limit of ${a.data_limit} GB.`,
      a.threshold >= 100 ? `The limit is reached; further usage may be charged as extra data.` : `You will be told again at the next threshold.`,
      ``,
      `This message was sent because your address is among the data limit contacts of this ${what}.`,
    ].join('\n'),
  };
}

/** The scope of a batch of records as they land. */
export const scopeOf = (rows: { sim_id: number | null; device_id: number | null; date: string }[]): AlertScope => ({
  simIds: [...new Set(rows.flatMap((r) => (r.sim_id != null ? [r.sim_id] : [])))],
  deviceIds: [...new Set(rows.flatMap((r) => (r.device_id != null ? [r.device_id] : [])))],
  days: [...new Set(rows.map((r) => r.date))],
});
