// The satellite provider: the Starlink Enterprise API client when INTEGRATIONS=real and its service
// account is configured, the in-process simulator otherwise.
import type { Config } from '../../config.ts';
import type { SatelliteApi } from './api.ts';
import { SatelliteClient } from './client.ts';
import { SatelliteSimulator } from './simulator.ts';

export type { SatelliteApi } from './api.ts';

export function createSatellite(config: Config): SatelliteApi {
  if (config.INTEGRATIONS === 'real' && config.STARLINK_CLIENT_ID && config.STARLINK_CLIENT_SECRET) {
    return new SatelliteClient({
      baseUrl: config.STARLINK_API_URL,
      tokenUrl: config.STARLINK_TOKEN_URL,
      telemetryUrl: config.STARLINK_TELEMETRY_URL,
      clientId: config.STARLINK_CLIENT_ID,
      clientSecret: config.STARLINK_CLIENT_SECRET,
      ratePerMinute: config.STARLINK_RATE_PER_MINUTE,
    });
  }
  return new SatelliteSimulator();
}
