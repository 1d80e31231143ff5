// The answer of an action that asks an outside system (spec 3 §7): when the system refuses or fails,
// the console shows its message as {success: false, message} rather than an error, and nothing changed
// here. Anything else is a bug and is thrown on.
import type { ErrorCode, ErrorParams } from '@console/contract';
import { IntegrationError } from '../integrations/http.ts';

export interface ActionAnswer {
  success: boolean;
  message: string;
  /** A refusal's code and params (decision 0076): the provider's words are the `reason` param. */
  code?: ErrorCode;
  params?: ErrorParams;
}

/** What the provider answered when it refused or failed, as the console shows it. */
export const providerFailure = (err: unknown): ActionAnswer => {
  if (err instanceof IntegrationError)
    return { success: false, message: err.reason, code: 'provider_refused', params: { reason: err.reason, system: err.system } };
  throw err;
};
