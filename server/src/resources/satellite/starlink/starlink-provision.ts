// Satellite provisioning (spec 3 §2, §5, §7): an address, a service line on it and one or two
// available terminals attached, at the provider, then the account mirrored. Each step first looks for
// what an earlier attempt of the same request already made at the provider (the address with the
// same lines and position, an empty line with the same name, product and address, a terminal already
// on the line), so a provisioning interrupted half way (a timeout, a refusal of the second terminal)
// is completed by submitting the same form again, never duplicated; what it left is also visible and
// can be deactivated from the service line page (docs/decisions/0025).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { starlinkServiceLines } from '../../../db/schema/index.ts';
import { IntegrationError } from '../../../integrations/http.ts';
import type { SatelliteApi, SlAddress } from '../../../integrations/satellite/api.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
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
  failed: (step: string, reason: string) => `Provisioning stopped at ${step}: ${reason}`,
} as const;

const near = (a: number | null, b: number) => a !== null && Math.abs(a - b) < 1e-6;
const sameAddress = (a: SlAddress, input: ProvisionInput) =>
  a.addressLines.join('\n').trim() === input.address.trim() &&
  (a.postalCode ?? '') === input.postal_code &&
  (a.locality ?? '') === input.locality &&
  near(a.latitude, input.latitude) &&
  near(a.longitude, input.longitude);

export async function provision(db: Db, ctx: Ctx, api: SatelliteApi, input: ProvisionInput): Promise<{ success: boolean; message: string; id?: number }> {
  let step = 'the checks';
  try {
    // Checks against the provider, each refusal a 400 on its field.
    const accounts = await api.listAccounts();
    const account = accounts.find((a) => a.accountNumber === input.account_number);
    if (!account) throw badRequest(PROVISION_MESSAGES.account, { account_number: PROVISION_MESSAGES.account });
    const [products, terminals] = await Promise.all([api.listProducts(account.accountNumber), api.listTerminals(account.accountNumber)]);
    if (!products.some((p) => p.productReferenceId === input.product_id))
      throw badRequest(PROVISION_MESSAGES.product, { product_id: PROVISION_MESSAGES.product });
    const wanted = [input.user_terminal_id, input.user_terminal_id_secondary].filter((t): t is string => Boolean(t));
    if (wanted.length === 2 && wanted[0] === wanted[1])
      throw badRequest(PROVISION_MESSAGES.sameTerminal, { user_terminal_id_secondary: PROVISION_MESSAGES.sameTerminal });

    // What an earlier attempt of this request left at the provider: its address, and its line if
    // still without terminals. Every check is made before the first write.
    const [addresses, lines] = await Promise.all([api.listAddresses(account.accountNumber), api.listServiceLines(account.accountNumber)]);
    const existingAddress = addresses.find((a) => sameAddress(a, input));
    const busy = new Set(terminals.map((t) => t.serviceLineNumber).filter(Boolean));
    const earlier = existingAddress
      ? lines.find(
          (l) =>
            l.active &&
            l.addressReferenceId === existingAddress.addressReferenceId &&
            l.nickname === input.name &&
            l.productReferenceId === input.product_id &&
            (!busy.has(l.serviceLineNumber) || wanted.every((id) => terminals.find((t) => t.userTerminalId === id)?.serviceLineNumber === l.serviceLineNumber)),
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

    step = 'the address';
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
      }));

    step = 'the service line';
    const line =
      earlier ??
      (await api.createServiceLine({
        accountNumber: account.accountNumber,
        addressReferenceId: address.addressReferenceId,
        productReferenceId: input.product_id,
        nickname: input.name,
      }));

    step = 'the terminals';
    for (const id of wanted) {
      const t = terminals.find((x) => x.userTerminalId === id)!;
      if (t.serviceLineNumber !== line.serviceLineNumber) await api.attachTerminal(account.accountNumber, id, line.serviceLineNumber);
    }

    step = 'the mirror';
    const snap = await readAccount(api, account);
    await db.transaction((tx) => writeAccount(tx, ctx, snap));
    const [mirrored] = await db
      .select({ id: starlinkServiceLines.id })
      .from(starlinkServiceLines)
      .where(eq(starlinkServiceLines.service_line_number, line.serviceLineNumber));
    return { success: true, message: PROVISION_MESSAGES.done(line.serviceLineNumber), id: mirrored?.id };
  } catch (err) {
    if (err instanceof IntegrationError) return { success: false, message: PROVISION_MESSAGES.failed(step, err.reason) };
    throw err;
  }
}
