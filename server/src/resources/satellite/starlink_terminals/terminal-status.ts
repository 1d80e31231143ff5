// A terminal's live status as the terminal page shows it (spec 3 §3), from one telemetry sample: what
// the telemetry sampling stores on the terminal and what a live (oob) status read answers.
import type { SlTelemetry } from '../../../integrations/satellite/api.ts';

export const statusOf = (s: SlTelemetry) => ({
  ts: s.ts,
  state: s.state,
  metrics: {
    downlink_speed: s.downlinkSpeed,
    uplink_speed: s.uplinkSpeed,
    latency: s.latency,
    uptime: s.uptime,
    unobstructed_time: Math.round((100 - s.obstructedTime) * 100) / 100,
    ping_drop: s.pingDrop,
    obstructed_time: s.obstructedTime,
  },
  software_update_state: s.softwareUpdateState,
  alerts: Object.fromEntries(s.alerts.map((a) => [a, true])),
});
