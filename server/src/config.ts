// Every environment variable the server reads, parsed and documented in one place.
import { resolve } from 'node:path';
import { VAT_CODES } from '@console/contract';
import { z } from 'zod';

// The parser lives here rather than beside the satellite client so that the configuration, which every
// integration reads, imports none of them.
/** The pairs of a STARLINK_CREDENTIALS value, or null when one of them is not `id:secret` (the secret is everything after the first colon). */
export function parseCredentialList(text: string): { clientId: string; clientSecret: string }[] | null {
  const out: { clientId: string; clientSecret: string }[] = [];
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const colon = part.indexOf(':');
    if (colon <= 0 || colon === part.length - 1) return null;
    out.push({ clientId: part.slice(0, colon).trim(), clientSecret: part.slice(colon + 1).trim() });
  }
  return out;
}

/** The pairs of an ODOO_COMPANIES value (billing company id -> Odoo company id), or null when one is not `id:id`. */
export function parseOdooCompanies(text: string): Map<number, number> | null {
  const out = new Map<number, number>();
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^(\d+)\s*:\s*(\d+)$/.exec(part);
    if (!m || Number(m[1]) <= 0 || Number(m[2]) <= 0) return null;
    out.set(Number(m[1]), Number(m[2]));
  }
  return out;
}

/** The pairs of an ODOO_TAXES value (`vat_code` or `vat_code@odooCompanyId` -> tax label), or null when one is malformed or names an unknown code. */
export function parseOdooTaxes(text: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([a-z0-9_]+)(?:@(\d+))?\s*=\s*(.+)$/.exec(part);
    if (!m || !(VAT_CODES as readonly string[]).includes(m[1])) return null;
    out[m[2] ? `${m[1]}@${Number(m[2])}` : m[1]] = m[3].trim();
  }
  return out;
}

const schema = z.object({
  /** HTTP port of the API and the built console. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded PGlite data directory, used when DATABASE_URL is unset. */
  // A relative path is taken from where the command was typed: npm runs the server inside server/,
  // but `npm start` at the root keeps its data in ./data at the root (INIT_CWD is npm's invocation directory).
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((dir) => (dir.startsWith('memory://') ? dir : resolve(process.env.INIT_CWD ?? process.cwd(), dir))),
  /** A PostgreSQL server (postgres://...) instead of the embedded database. */
  DATABASE_URL: z.string().optional(),
  /** First admin, created on an empty database. Without a password one is generated and printed once. */
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().optional(),
  /** Load the demo data set on an empty database. */
  DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** SMTP server for outgoing mail (smtp://user:pass@host:port); without it mail lands in the outbox table. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Back-office <no-reply@example.com>'),
  /** Longest wait for the mail server, per step (connect, greeting, each answer): a silent server never holds a message long. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  /** Delivery attempts of a message before it is a dead letter (the outbox shows it to admins); waits double from 1 min to 1 h. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** Where the delivery team's reports go (a device back to stock, with its checklist). */
  DELIVERY_TEAM_EMAIL: z.email().default('delivery@example.com'),
  /** Who is told when a device product's stock falls below its minimum level. */
  STOCK_TEAM_EMAIL: z.email().default('stock@example.com'),
  /** Public URL of this console, used in links sent by e-mail. */
  PUBLIC_URL: z.string().default('http://localhost:3000'),
  /** Base URL of the customer portal that impersonation links open. */
  PORTAL_URL: z.string().default('http://localhost:3001'),
  /** Secret that signs impersonation links; generated per process when unset. */
  IMPERSONATION_SECRET: z.string().optional(),
  /** simulate (default): every outside system runs in-process; real: use the configured URLs. */
  INTEGRATIONS: z.enum(['simulate', 'real']).default('simulate'),
  /**
   * Geocoding (decision 0070): a Nominatim search API. Without a key it is treated as the public OSMF
   * service (https://nominatim.openstreetmap.org): one request a second for the whole process, results
   * cached. With GEOCODING_KEY it is a keyed Nominatim-compatible service (LocationIQ,
   * https://eu1.locationiq.com/v1), which takes the key as a `key` parameter.
   */
  GEOCODING_URL: z.string().optional(),
  GEOCODING_KEY: z.string().optional(),
  /** Contact address sent to the public Nominatim as its usage policy asks (`email` parameter and User-Agent). */
  GEOCODING_EMAIL: z.email().optional(),
  /** Freshdesk v2 (decision 0070): https://<domain>.freshdesk.com and an agent's API key. */
  HELPDESK_URL: z.string().optional(),
  /**
   * Accounting (Odoo's external JSON-RPC API, POST {ODOO_URL}/jsonrpc, decision 0067): base URL, database,
   * login and its password or API key. With INTEGRATIONS=real and ODOO_URL the real client replaces the simulator.
   */
  ODOO_URL: z.string().optional(),
  ODOO_DB: z.string().optional(),
  ODOO_LOGIN: z.string().optional(),
  ODOO_API_KEY: z.string().optional(),
  /**
   * The Odoo company that books each billing company's invoices: `billingCompanyId:odooCompanyId` pairs
   * separated by commas (`1:1,2:3`). A billing company left out is matched to the one Odoo company with
   * its VAT number, else its name; none or several is refused with a message (decision 0067).
   */
  ODOO_COMPANIES: z
    .string()
    .optional()
    .refine((v) => v === undefined || parseOdooCompanies(v) !== null, 'Comma-separated billingCompanyId:odooCompanyId pairs of positive integers.'),
  /**
   * The Odoo sale tax of each VAT code, by the tax's name or invoice label: `vat_code=label` pairs separated
   * by commas (`vat_intra_goods_0=0% EU G,vat_export_services_0=0% EX`); `vat_code@odooCompanyId=label` for
   * one Odoo company only (charts differ by country). Unlisted rated codes look for the tax named by their
   * rate (`21%`, `0%` for vat_0); unlisted special zero-rated codes are refused with a message (decision 0067).
   */
  ODOO_TAXES: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || parseOdooTaxes(v) !== null,
      'Comma-separated vat_code=label or vat_code@odooCompanyId=label pairs, with known VAT codes.',
    ),
  HELPDESK_API_KEY: z.string().optional(),
  /** Peppol access point (Storecove REST API v2, decision 0062): base URL (https://api.storecove.com/api/v2), API key, and the sender's legal entity id there. */
  PEPPOL_URL: z.string().optional(),
  PEPPOL_API_KEY: z.string().optional(),
  PEPPOL_LEGAL_ENTITY_ID: z.coerce.number().int().positive().optional(),
  /**
   * Second-factor SMS (decision 0070): Twilio Programmable Messaging. With INTEGRATIONS=real, the account
   * SID and auth token switch it on; the sender is SMS_FROM (an E.164 number or an alphanumeric sender id)
   * or a Messaging Service (TWILIO_MESSAGING_SERVICE_SID), one of them required. TWILIO_API_URL serves tests.
   */
  SMS_PROVIDER: z.enum(['twilio']).default('twilio'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  SMS_FROM: z.string().trim().max(20, 'At most 20 characters (an E.164 number or an alphanumeric sender id of up to 11).').optional(),
  TWILIO_API_URL: z.string().default('https://api.twilio.com'),
  /** SIM provider Telna (providers.api = telna): REST base URL and API key. */
  TELNA_URL: z.string().optional(),
  TELNA_API_KEY: z.string().optional(),
  /** SIM provider Webbing (providers.api = webbing): REST base URL and OAuth2 client credentials. */
  WEBBING_URL: z.string().optional(),
  WEBBING_CLIENT_ID: z.string().optional(),
  WEBBING_CLIENT_SECRET: z.string().optional(),
  /** Token endpoint; defaults to {WEBBING_URL}/oauth/token. */
  WEBBING_TOKEN_URL: z.string().optional(),
  /** Starlink public API v2 (satellite): base URL (the paths are public/v2/...), service-account credentials, token and telemetry endpoints (decision 0024). */
  STARLINK_API_URL: z.string().default('https://starlink.com/api/'),
  STARLINK_TOKEN_URL: z.string().default('https://starlink.com/api/auth/connect/token'),
  STARLINK_TELEMETRY_URL: z.string().default('https://starlink.com/api/public/v2/telemetry/stream'),
  STARLINK_CLIENT_ID: z.string().optional(),
  STARLINK_CLIENT_SECRET: z.string().optional(),
  /** More Starlink accounts: one V2 service account per account, `clientId:clientSecret` pairs separated by commas. */
  STARLINK_CREDENTIALS: z
    .string()
    .optional()
    .refine((v) => v === undefined || parseCredentialList(v) !== null, 'Comma-separated clientId:clientSecret pairs.'),
  /** Requests a minute the Starlink client allows itself (the provider's published limit is 250). */
  STARLINK_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(250),
  /** Seconds between two mirrors of accounts, addresses, service lines, terminals and usage. */
  STARLINK_SYNC_INTERVAL_S: z.coerce.number().int().min(30).max(86_400).default(900),
  /** Seconds between two telemetry samples of every terminal (the time series of the terminal pages). */
  STARLINK_TELEMETRY_INTERVAL_S: z.coerce.number().int().min(10).max(3600).default(60),
  /** Days of telemetry samples kept (the longest range shown is 30 days). */
  STARLINK_TELEMETRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(400).default(31),
  /** Seconds a simulated controller speed test takes before its result is ready (spec: about 20). */
  CONTROLLER_SPEEDTEST_DELAY_S: z.coerce.number().min(0).max(600).default(20),
  /** Background jobs (speed-test results, scheduled speed tests) run in this process: pg-boss. */
  JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * Seconds a job may run: past it pg-boss gives up on its handler, and a job whose process was killed
   * counts as lost and is retried on a live process (checked every quarter of it, at most every 2 min).
   * Keep above a billing slice (60 s); lower only in tests (docs/running-several-processes.md).
   */
  JOBS_EXPIRE_S: z.coerce.number().int().min(4).max(3600).default(120),
  /** The daily usage fetch from every source (a pg-boss job re-queued each day at this UTC hour); off: only on demand. */
  USAGE_SYNC: z.enum(['on', 'off']).default('on'),
  USAGE_SYNC_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(2),
  /** The month-end billing run (decision 0031): on the 1st of each month at this UTC hour, the new month is billed; off: only launched by an admin. */
  BILLING_RUN: z.enum(['on', 'off']).default('on'),
  BILLING_RUN_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(4),
  /** Payment reminders for unpaid invoices at 7, 15 and 30 days past due, each day at BILLING_RUN_HOUR_UTC; off: only launched by an admin. */
  DUNNING: z.enum(['on', 'off']).default('on'),
  /**
   * Days the access trail keeps its events (sign-ins, refusals, sign-outs, MFA codes, impersonations,
   * preference changes; decision 0084): older ones are deleted by a daily job (01:30 UTC); 0 keeps them for ever.
   */
  ACCESS_TRAIL_DAYS: z.coerce.number().int().min(0).max(36_500).default(400),
  /** The moves the calendar makes (a service ENDING becomes ENDED on its end date): at start, then daily just after midnight UTC (decision 0063). */
  DATED_TRANSITIONS: z.enum(['on', 'off']).default('on'),
  /** The ping command the IPs' ping action runs when INTEGRATIONS=real (no shell; address as an argument). */
  PING_COMMAND: z.string().default('ping'),
  PING_COUNT: z.coerce.number().int().min(1).max(10).default(3),
  PING_TIMEOUT_S: z.coerce.number().int().min(1).max(30).default(5),
  /** Behind a reverse proxy that sets X-Forwarded-For: trust it for client addresses (rate limits, logs). Off by default, since any client could otherwise choose its own address. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Sign-in attempts allowed per client address and minute (then 429). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Lists with more matches than this show an estimated total, flagged count_estimated (decision 0012). */
  LIST_EXACT_TOTAL_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Dashboards whose largest counted table holds more rows than this answer a background snapshot (decision 0029). */
  DASHBOARD_LIVE_ROWS: z.coerce.number().int().min(0).default(200_000),
  /** How old a dashboard snapshot may be before it is recounted in the background, in ms. */
  DASHBOARD_SNAPSHOT_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * On SIGTERM, how long /readyz answers 503 while the process still serves, so that the load balancer's
   * health check takes it out before it stops accepting (decision 0079); 0 stops at once (tests).
   */
  READY_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /** Session token lifetime in hours. */
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  /** Where the built console lives; served at / when present. */
  WEB_DIST: z.string().default(new URL('../../web/dist', import.meta.url).pathname),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return { ...parsed.data, ...overrides };
}
