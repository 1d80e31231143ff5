// A staff user with SMS as second factor whose phone number the SMS provider refuses (the simulator
// refuses what is not a phone number, as Twilio does with error 21211): the password opens the
// second-factor screen, which says why no code came (decision 0070); once an admin corrects the number,
// "Send a new code" sends one and the screen goes back to its instructions.
import { beforeAll, describe, inject, it } from 'vitest';
import { Api, setFirstPassword, type StaffUser } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { expectNotification, submitLogin, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');
const PASSWORD = 'Mfa-Sms-Journey-Password-1';

describe.skipIf(!e2e)('sign in when the SMS code could not be sent', () => {
  const browser = useBrowser();
  let admin: Api;
  let user: StaffUser;

  beforeAll(async () => {
    admin = await Api.signIn(e2e!.baseURL, e2e!.adminEmail, e2e!.adminPassword);
    const email = `e2e-mfa-sms-${Date.now()}@example.com`;
    user = await admin.post<StaffUser>('users/', {
      email,
      firstname: 'E2e',
      lastname: 'mfa sms',
      is_staff: true,
      active: true,
      phone: 'not a phone',
      mfa_method: 'sms',
    });
    await admin.post(`users/${user.id}/mfa/enable`);
    await setFirstPassword(admin, user, PASSWORD);
  });

  it('shows the reason on the second-factor screen, and a resend after the fix sends the code', async () => {
    const { page } = browser.current;
    await submitLogin(page, user.email, PASSWORD);
    await waitForPath(page, '/login/mfa/code');
    await page
      .getByText('The code could not be sent by SMS: the phone number of this account was refused. Please ask an administrator to check it.')
      .waitFor({ state: 'visible' });

    await admin.request('PUT', `users/${user.id}`, { phone: '+32 470 00 00 00' });
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expectNotification(page, 'A new code has been sent');
    await page.getByText('A verification code has been sent to your phone by SMS.').waitFor({ state: 'visible' });
  });
});
