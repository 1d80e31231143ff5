// The satellite provider: the Starlink public API v2 client when INTEGRATIONS=real and at least one
// service account is configured (one per Starlink account, credentials.ts), the in-process simulator
// otherwise.
import type { Config } from '../../config.ts';
import type { SatelliteApi } from './api.ts';
import { SatelliteClient } from './client.ts';
import { starlinkCredentials } from './credentials.ts';
import { SatelliteSimulator } from './simulator.ts';

export type { SatelliteApi } from './api.ts';
export { starlinkCredentials } from './credentials.ts';

export function createSatellite(config: Config): SatelliteApi {
  const credentials = starlinkCredentials(config);
  if (config.INTEGRATIONS === 'real' && credentials.length > 0) {
    return new SatelliteClient({
      baseUrl: config.STARLINK_API_URL,
      tokenUrl: config.STARLINK_TOKEN_URL,
      telemetryUrl: config.STARLINK_TELEMETRY_URL,
      credentials,
      ratePerMinute: config.STARLINK_RATE_PER_MINUTE,
    });
  }
  return new SatelliteSimulator();
}
