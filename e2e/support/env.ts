// Where the browser is and whether the suite may run without it; shared by the global setup and the tests.
import { existsSync } from 'node:fs';

/** Debian's chromium: the project never downloads browsers (no `playwright install`). E2E_CHROMIUM overrides it for a non-Debian machine. */
export const CHROMIUM = process.env.E2E_CHROMIUM || '/usr/bin/chromium';
export const onCi = ['true', '1'].includes(String(process.env.CI).toLowerCase());
export const chromiumFound = () => existsSync(CHROMIUM);
export const SKIP_MESSAGE = `SKIPPED: Debian chromium not found at ${CHROMIUM} (apt-get install -y chromium)`;

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'E2e-Admin-Password-1';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Null when the browser is missing on a developer machine: the journeys skip. */
    e2e: { baseURL: string; adminEmail: string; adminPassword: string } | null;
  }
}
