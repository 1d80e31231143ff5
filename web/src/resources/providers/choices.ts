import { SIM_PROVIDERS } from '@console/contract';

/** The provider adapter of manageable SIMs (spec 1 §9): telna, webbing, or none. */
export const providerApiChoices = SIM_PROVIDERS.map((id) => ({ id, name: `resources.providers.apis.${id}` }));
