// SIM providers (spec 1 §2.8, §4): live status, suspend/enable, network events, backups and live data
// of manageable SIMs. One adapter per provider named by providers.api (contract SIM_PROVIDERS); each
// is its real HTTP client when its URL and credentials are configured, else the simulator.
import type { Config } from '../../config.ts';
import type { SimProviders } from './api.ts';
import { PhenixUnavailable } from './phenix.ts';
import { SimProviderSimulator } from './simulator.ts';
import { TelnaClient } from './telna.ts';
import { WebbingClient } from './webbing.ts';

export * from './api.ts';

export function createSimProviders(config: Config): SimProviders {
  const real = config.INTEGRATIONS === 'real';
  return {
    telna: real && config.TELNA_URL && config.TELNA_API_KEY ? new TelnaClient(config.TELNA_URL, config.TELNA_API_KEY) : new SimProviderSimulator('telna'),
    webbing:
      real && config.WEBBING_URL && config.WEBBING_CLIENT_ID && config.WEBBING_CLIENT_SECRET
        ? new WebbingClient(config.WEBBING_URL, config.WEBBING_CLIENT_ID, config.WEBBING_CLIENT_SECRET, config.WEBBING_TOKEN_URL)
        : new SimProviderSimulator('webbing'),
    // No public API to call (decision 0042): refused in real mode rather than simulated in production.
    phenix: real ? new PhenixUnavailable() : new SimProviderSimulator('phenix'),
  };
}
