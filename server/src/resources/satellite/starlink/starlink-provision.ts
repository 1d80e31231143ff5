// Satellite provisioning (spec 3 §2, §5, §7): an address, a service line on it (created, then named:
// two calls in v2) and one or two available terminals attached, at the provider, then the account
// mirrored. The provider bills a line from its creation, so provisioning is idempotent (decisions
// 0025, 0068): the request has a client reference (a hash of what it asks, the name aside) stored as
// the metadata of the address it creates; each step first looks for what an earlier attempt of the
// same request made (the address by its reference, an active line of the product on it whose
// terminals are none or the requested ones, a terminal already on it, the line's name), so a
// provisioning interrupted half way (the naming failed, a timeout, a refused terminal) is completed
// by submitting the same form again, never duplicated. Provisionings of the same terminals run one
// after the other (provision-lock.ts), so two at once make one line.
import { type CodedMessage, coded, type ErrorCode } from '@console/contract';
import type { Coded } from '../../../platform/refusals.ts';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { starlinkServiceLines } from '../../../db/schema/index.ts';
import { IntegrationError } from '../../../integrations/http.ts';
import type { SatelliteApi, SlAccount, SlServiceLine } from '../../../integrations/satellite/api.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { oneAtATime } from './provision-lock.ts';
import { readAccount, writeAccount } from './starlink-sync.ts';

export interface ProvisionInput {
  account_number: string;
  product_id: string;
  user_terminal_id: string;
  user_terminal_id_secondary?: string | null;
  name: string;
  address: string;
  postal_code: string;
  region_code: string;
  locality: string;
  latitude: number;
  longitude: number;
}

export const PROVISION_MESSAGES = {
  account: 'This account is not one of the provider accounts.',
  product: 'This product is not offered for this account.',
  terminal: 'This terminal is not an available terminal of the account.',
  sameTerminal: 'The secondary terminal must be another terminal.',
  done: (number: string) => `Service line ${number} provisioned.`,
} as const;

const wantedTerminals = (input: ProvisionInput) => [input.user_terminal_id, input.user_terminal_id_secondary].filter((t): t is string => Boolean(t));

/**
 * The client reference of a provisioning: the same account, product, terminals, address and position
 * give the same reference, whatever the name (a retry may correct it; the line is renamed).
 */
export function provisionReference(input: ProvisionInput): string {
  const lines = input.address
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const asked = [
    input.account_number,
    input.product_id,
    [...wantedTerminals(input)].sort(),
    lines,
    input.postal_code.trim(),
    input.locality.trim(),
    input.region_code.trim(),
    input.latitude.toFixed(6),
    input.longitude.toFixed(6),
  ];
  return `console-provision:${createHash('sha256').update(JSON.stringify(asked)).digest('base64url').slice(0, 32)}`;
}

type ProviderSteps = { done: true; account: SlAccount; line: SlServiceLine } | ({ done: false } & CodedMessage);
/** The step a provisioning stopped at, as its refusal's code (decision 0076): "Provisioning stopped at the address: ...". */
type ProvisionStep = Extract<ErrorCode, `provision_stopped_${string}`>;

/** Everything at the provider, under the terminals' lock; a provider failure answers the step it stopped at. */
async function atTheProvider(api: SatelliteApi, input: ProvisionInput): Promise<ProviderSteps> {
  let step: ProvisionStep = 'provision_stopped_checks';
  try {
    // Checks against the provider, each refusal a 400 on its field.
    const accounts = await api.listAccounts();
    const account = accounts.find((a) => a.accountNumber === input.account_number);
    if (!account) throw badRequest(PROVISION_MESSAGES.account, { account_number: PROVISION_MESSAGES.account });
    const [products, terminals] = await Promise.all([api.listProducts(account.accountNumber), api.listTerminals(account.accountNumber)]);
    if (!products.some((p) => p.productReferenceId === input.product_id))
      throw badRequest(PROVISION_MESSAGES.product, { product_id: PROVISION_MESSAGES.product });
    const wanted = wantedTerminals(input);
    if (wanted.length === 2 && wanted[0] === wanted[1])
      throw badRequest(PROVISION_MESSAGES.sameTerminal, { user_terminal_id_secondary: PROVISION_MESSAGES.sameTerminal });

    // What an earlier attempt of this request left at the provider: the address carrying its
    // reference, and the line on it, named or not. Every check is made before the first write.
    const reference = provisionReference(input);
    const [addresses, lines] = await Promise.all([api.listAddresses(account.accountNumber, reference), api.listServiceLines(account.accountNumber)]);
    const existingAddress = addresses.find((a) => a.metadata === reference);
    const onLine = (sl: string) => terminals.filter((t) => t.serviceLineNumber === sl).map((t) => t.userTerminalId);
    const earlier = existingAddress
      ? lines.find(
          (l) =>
            l.active &&
            l.addressReferenceId === existingAddress.addressReferenceId &&
            l.productReferenceId === input.product_id &&
            onLine(l.serviceLineNumber).every((id) => wanted.includes(id)),
        )
      : undefined;
    // A terminal is available if it is on no line, or on the line an earlier attempt made.
    for (const [field, id] of [
      ['user_terminal_id', input.user_terminal_id],
      ['user_terminal_id_secondary', input.user_terminal_id_secondary],
    ] as const) {
      if (!id) continue;
      const t = terminals.find((x) => x.userTerminalId === id);
      if (!t || (t.serviceLineNumber && t.serviceLineNumber !== earlier?.serviceLineNumber))
        throw badRequest(PROVISION_MESSAGES.terminal, { [field]: PROVISION_MESSAGES.terminal });
    }

    step = 'provision_stopped_address';
    const address =
      existingAddress ??
      (await api.createAddress({
        accountNumber: account.accountNumber,
        addressLines: input.address
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
        locality: input.locality,
        postalCode: input.postal_code,
        regionCode: input.region_code,
        latitude: input.latitude,
        longitude: input.longitude,
        metadata: reference,
      }));

    step = 'provision_stopped_service_line';
    const line =
      earlier ??
      (await api.createServiceLine({
        accountNumber: account.accountNumber,
        addressReferenceId: address.addressReferenceId,
        productReferenceId: input.product_id,
        nickname: input.name,
      }));

    // The line an earlier attempt created but could not name (or named otherwise) gets this name.
    step = 'provision_stopped_name';
    if (line.nickname !== input.name) await api.renameServiceLine(account.accountNumber, line.serviceLineNumber, input.name);

    step = 'provision_stopped_terminals';
    for (const id of wanted) {
      const t = terminals.find((x) => x.userTerminalId === id)!;
      if (t.serviceLineNumber !== line.serviceLineNumber) await api.attachTerminal(account.accountNumber, id, line.serviceLineNumber);
    }
    return { done: true, account, line };
  } catch (err) {
    if (err instanceof IntegrationError) return { done: false, ...coded(step, { reason: err.reason }) };
    throw err;
  }
}

export async function provision(
  db: Db,
  kind: Database['kind'],
  ctx: Ctx,
  api: SatelliteApi,
  input: ProvisionInput,
): Promise<{ success: boolean; message: string; id?: number } & Partial<Coded>> {
  const keys = wantedTerminals(input).map((id) => `${input.account_number}/${id}`);
  const steps = await oneAtATime(db, kind, keys, () => atTheProvider(api, input));
  if (!steps.done) return { success: false, message: steps.message, code: steps.code, params: steps.params };
  try {
    const snap = await readAccount(api, steps.account);
    await db.transaction((tx) => writeAccount(tx, ctx, snap));
  } catch (err) {
    if (err instanceof IntegrationError) return { success: false, ...coded('provision_stopped_mirror', { reason: err.reason }) };
    throw err;
  }
  const [mirrored] = await db
    .select({ id: starlinkServiceLines.id })
    .from(starlinkServiceLines)
    .where(eq(starlinkServiceLines.service_line_number, steps.line.serviceLineNumber));
  return { success: true, message: PROVISION_MESSAGES.done(steps.line.serviceLineNumber), id: mirrored?.id };
}
