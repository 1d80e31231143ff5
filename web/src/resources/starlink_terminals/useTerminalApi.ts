// The terminal page's reads (spec 3 §7): status by source, statistics by metric and range, the state
// helper (terminal_id, source starlink) that the site's terminal card reads, and the obstruction map image (fetched with the session's token, shown from an object URL). Each refreshes
// every 30 seconds (spec 3 §9).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import {
  TERMINAL_REFRESH_MS,
  TERMINAL_STATE_SOURCES,
  type TerminalMetric,
  type TerminalState,
  type TerminalRange,
  type TerminalStatusSource,
} from '@console/contract';
import { authHeaders, apiUrl, requestJson } from '../../providers/api.ts';

export interface TerminalStatus {
  success: boolean;
  message?: string;
  /** A refusal's code and params (decision 0076): the console shows it translated. */
  code?: string;
  params?: Record<string, unknown>;
  source: TerminalStatusSource;
  ts?: string | null;
  state?: string;
  metrics?: Record<string, number> | null;
  software_update_state?: string | null;
  alerts?: Record<string, boolean>;
}

export interface TerminalStats {
  name: TerminalMetric;
  delta: TerminalRange;
  data: { ts: string; value: number | null }[];
}

export const useTerminalStatus = (id: Identifier | undefined, source: TerminalStatusSource) =>
  useQuery({
    queryKey: ['starlink_terminals', id, 'status', source],
    // A refusal (the dish did not answer) is shown, not thrown: fetched raw.
    queryFn: async () => {
      const res = await fetch(apiUrl(`starlink_terminals/${id}/status?source=${source}`), { headers: authHeaders() });
      return (await res.json()) as TerminalStatus;
    },
    enabled: id !== undefined,
    refetchInterval: TERMINAL_REFRESH_MS,
  });

/** The terminal state helper: the state of the terminal with this provider id, as the telemetry last said. */
export const useTerminalState = (terminalId: string | undefined) =>
  useQuery({
    queryKey: ['starlink', 'terminal_state', terminalId],
    queryFn: () =>
      requestJson<{ state: TerminalState }>('starlink/terminal_state', { query: { terminal_id: terminalId as string, source: TERMINAL_STATE_SOURCES[0] } }),
    enabled: !!terminalId,
    refetchInterval: TERMINAL_REFRESH_MS,
  });

export const useTerminalStats = (id: Identifier | undefined, name: TerminalMetric, delta: TerminalRange) =>
  useQuery({
    queryKey: ['starlink_terminals', id, 'stats', name, delta],
    queryFn: () => requestJson<TerminalStats>(`starlink_terminals/${id}/stats`, { query: { name, delta } }),
    enabled: id !== undefined,
    refetchInterval: TERMINAL_REFRESH_MS,
    // Metric fetch errors are only logged (spec 3 §8): the chart keeps its last data.
    retry: false,
  });

/** An object URL of the obstruction map, or null when there is none (revoked when it changes). */
export function useObstructionMap(id: Identifier | undefined): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (id === undefined) return;
    let url: string | null = null;
    let cancelled = false;
    fetch(apiUrl(`starlink_terminals/${id}/obstruction_map.png`), { headers: authHeaders() })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        url = URL.createObjectURL(await res.blob());
        if (!cancelled) setState({ url, failed: false });
      })
      .catch((err) => {
        console.warn('obstruction map', err);
        if (!cancelled) setState({ url: null, failed: true });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state;
}
