// The texts of the messages sent about an account. Links point at the console's own screens
// (spec 1 §2.1: /reset_password/{token} serves both the forgotten password and the first password).
import type { OutgoingMail } from '../../../platform/mail.ts';

export const resetLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/reset_password/${token}`;

export const welcomeMail = (to: string, name: string, link: string): OutgoingMail => ({
  to,
  subject: 'Your account has been created',
  text: [
    `Hello ${name},`,
    '',
    'An account has been created for you. Choose your password by opening this link within 72 hours:',
    link,
    '',
    'If you did not expect this message, you can ignore it.',
  ].join('\n'),
});

export const resetPasswordMail = (to: string, link: string): OutgoingMail => ({
  to,
  subject: 'Reset your password',
  text: [
    'Someone asked to reset the password of this account.',
    'Open this link within one hour to choose a new password:',
    link,
    '',
    'If it was not you, ignore this message: your password stays as it is.',
  ].join('\n'),
});

export const mfaCodeText = (code: string) => `Your sign-in code is ${code}. It expires in 10 minutes.`;

export const mfaCodeMail = (to: string, code: string): OutgoingMail => ({
  to,
  subject: 'Your sign-in code',
  text: `${mfaCodeText(code)}\n\nIf you did not try to sign in, change your password.`,
});
