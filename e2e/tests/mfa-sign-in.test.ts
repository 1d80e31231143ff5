// A staff user with the second factor on signs in: password, then the code the server e-mailed,
// then the dashboard. Set-up (the user, MFA on, a first password) goes through the API as the admin.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Api, codeIn, createStaffUser, setFirstPassword, type StaffUser } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { expectDashboard, expectNotification, pathOf, submitLogin, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');
const PASSWORD = 'Mfa-Journey-Password-1';

describe.skipIf(!e2e)('sign in with a code sent by e-mail', () => {
  const browser = useBrowser();
  let admin: Api;
  let user: StaffUser;

  beforeAll(async () => {
    admin = await Api.signIn(e2e!.baseURL, e2e!.adminEmail, e2e!.adminPassword);
    user = await createStaffUser(admin, 'mfa');
    await admin.post(`users/${user.id}/mfa/enable`);
    await setFirstPassword(admin, user, PASSWORD);
    const saved = await admin.get<{ mfa_enabled: boolean }>(`users/${user.id}`);
    expect(saved.mfa_enabled).toBe(true);
  });

  it('asks for the code after the password, then lands on the dashboard', async () => {
    const { page } = browser.current;
    const lastMail = await admin.lastMailId(user.email);

    await submitLogin(page, user.email, PASSWORD);
    await waitForPath(page, '/login/mfa/code');
    await page.getByText('A verification code has been sent to your e-mail address.').waitFor({ state: 'visible' });
    // No session yet: only the challenge.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const mail = await admin.waitForMail(user.email, { subject: /sign-in code/i, afterId: lastMail });
    const code = codeIn(mail);

    // A wrong code is refused and the page stays.
    const wrong = code === '000000' ? '111111' : '000000';
    const codeInput = page.getByLabel('Verification code');
    await codeInput.fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectNotification(page, 'Invalid code.');
    expect(pathOf(page)).toBe('/login/mfa/code');

    await codeInput.fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectDashboard(page, 'E2e mfa');
    expect(await page.evaluate(() => sessionStorage.getItem('mfa_challenge'))).toBeNull();

    // The session is real: a reload keeps the user on the dashboard.
    await page.reload();
    await expectDashboard(page, 'E2e mfa');
  });
});
