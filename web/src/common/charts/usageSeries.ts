// The data usage series of spec 1 §7.6: GET /stats/usages with freq, device_id | site_id | sim_id,
// start_date, end_date; rows of date and value. The server converts at the edge: value is already
// in GB (units of 1024 MB), so the charts draw it as it comes.
import { useQuery } from '@tanstack/react-query';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';

export type UsageFreq = 'daily' | 'monthly';

export interface UsagePoint {
  date: string;
  value: number;
  /** value rounded to 2 decimals, for the axis and tooltip. */
  gb: number;
}

export interface UsageQuery {
  /** One of device_id, site_id, sim_id. */
  filter: Record<string, unknown>;
  freq: UsageFreq;
  start_date: string;
  end_date: string;
}

const rowsOf = (answer: unknown): { date?: string; day?: string; value?: number }[] => {
  if (Array.isArray(answer)) return answer;
  const body = answer as { results?: unknown; data?: unknown } | null;
  if (Array.isArray(body?.results)) return body.results;
  if (Array.isArray(body?.data)) return body.data;
  return [];
};

export function useUsageSeries({ filter, freq, start_date, end_date }: UsageQuery) {
  const dataProvider = useConsoleDataProvider();
  return useQuery({
    queryKey: ['stats', 'usages', filter, freq, start_date, end_date],
    queryFn: async (): Promise<UsagePoint[]> =>
      rowsOf(await dataProvider.get('stats/usages', { ...filter, freq, start_date, end_date })).map((row) => {
        const value = Number(row.value ?? 0);
        return { date: String(row.date ?? row.day ?? ''), value, gb: Math.round(value * 100) / 100 };
      }),
    retry: false,
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The first day of the month 11 months ago to today: 12 monthly bars. */
export function last12Months(today = new Date()) {
  return { start_date: isoDate(new Date(today.getFullYear(), today.getMonth() - 11, 1)), end_date: isoDate(today) };
}

/** The last 30 days including today. */
export function last30Days(today = new Date()) {
  return { start_date: isoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29)), end_date: isoDate(today) };
}

/** The month containing `date` (YYYY-MM or YYYY-MM-DD), up to today when it is the current month. */
export function monthRange(date: string, today = new Date()) {
  const [y, m] = date.split('-').map(Number);
  const last = new Date(y, m, 0);
  return { start_date: isoDate(new Date(y, m - 1, 1)), end_date: isoDate(last < today ? last : today) };
}
