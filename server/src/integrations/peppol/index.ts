import type { Config } from '../../config.ts';
import type { PeppolAccessPoint } from './api.ts';
import { StorecoveClient } from './client.ts';
import { PeppolSimulator } from './simulator.ts';

export type { PeppolAccessPoint } from './api.ts';

/** The Storecove client when INTEGRATIONS=real and PEPPOL_URL, PEPPOL_API_KEY and PEPPOL_LEGAL_ENTITY_ID are set; the simulator otherwise. */
export function createPeppol(config: Config): PeppolAccessPoint {
  return config.INTEGRATIONS === 'real' && config.PEPPOL_URL && config.PEPPOL_API_KEY && config.PEPPOL_LEGAL_ENTITY_ID
    ? new StorecoveClient({ url: config.PEPPOL_URL, apiKey: config.PEPPOL_API_KEY, legalEntityId: config.PEPPOL_LEGAL_ENTITY_ID })
    : new PeppolSimulator();
}
