// Forgotten password, end to end: the link on the login page, the request, the e-mailed link,
// a new password, then a sign-in with it. Only the user's creation and reading the outbox use the API.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Api, createStaffUser, resetLinkIn, type StaffUser } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { expectDashboard, expectNotification, pathOf, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');
const NEW_PASSWORD = 'Reset-Journey-1';

describe.skipIf(!e2e)('forgotten password', () => {
  const browser = useBrowser();
  let admin: Api;
  let user: StaffUser;

  beforeAll(async () => {
    admin = await Api.signIn(e2e!.baseURL, e2e!.adminEmail, e2e!.adminPassword);
    // A new account has no password of its own yet: only the reset can give it one.
    user = await createStaffUser(admin, 'reset');
  });

  it('sends a reset link, sets a new password with it and signs in with that password', async () => {
    const { page } = browser.current;
    const lastMail = await admin.lastMailId(user.email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByText('Forgot your password?').waitFor({ state: 'visible' });

    await page.getByLabel('Login').fill(user.email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expectNotification(page, 'An email has been sent');

    const mail = await admin.waitForMail(user.email, { subject: /reset your password/i, afterId: lastMail });
    const link = new URL(resetLinkIn(mail));
    // The link names this console (PUBLIC_URL) and its own reset screen.
    expect(link.origin).toBe(new URL(e2e!.baseURL).origin);

    await page.goto(link.pathname);
    await page.getByText('Choose a new password').waitFor({ state: 'visible' });
    const password = page.getByLabel('New password');
    const submit = page.getByRole('button', { name: 'Reset password' });
    // Nothing typed: nothing to submit.
    expect(await submit.isDisabled()).toBe(true);
    // Under the minimum of 6 characters the form refuses before asking the server.
    await password.fill('12345');
    await submit.click();
    await page.getByText('At least 6 characters').waitFor({ state: 'visible' });
    expect(pathOf(page)).toBe(link.pathname);

    await password.fill(NEW_PASSWORD);
    await submit.click();
    await expectNotification(page, 'Your password has been changed');
    await waitForPath(page, '/login');

    await signIn(page, user.email, NEW_PASSWORD);
    await expectDashboard(page, 'E2e reset');

    // The link was single-use: opening it again and submitting is refused by the server.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(link.pathname);
    await password.fill('Another-Password-2');
    await submit.click();
    await expectNotification(page, 'This link is invalid or has expired.');
  });
});
