import type { MailMessage } from './mailer.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html><body style="font-family:Roboto,Arial,sans-serif"><h2>${escapeHtml(title)}</h2>${body}<p>— Fleetdeck</p></body></html>`;
}

function link(url: string, label: string): string {
  const safe = escapeHtml(url);
  return `<p><a href="${safe}">${escapeHtml(label)}</a></p><p>${safe}</p>`;
}

export function activationMail(to: string, activationLink: string): MailMessage {
  return {
    to,
    subject: 'Your account activation on Fleetdeck',
    html: page(
      'Activate your account',
      `<p>Welcome! Open this link to set your password:</p>${link(activationLink, 'Activate your account')}`,
    ),
  };
}

export function accountActivatedMail(to: string, loginLink: string): MailMessage {
  return {
    to,
    subject: 'Your account has been activated',
    html: page('Account activated', `<p>Your account is active. Sign in here:</p>${link(loginLink, 'Sign in')}`),
  };
}

export function resetPasswordMail(to: string, resetLink: string): MailMessage {
  return {
    to,
    subject: 'Password reset request',
    html: page(
      'Reset your password',
      `<p>Someone asked to reset the password of this account. If it was you, open:</p>${link(resetLink, 'Reset password')}`,
    ),
  };
}

export function passwordWasResetMail(to: string, loginLink: string): MailMessage {
  return {
    to,
    subject: 'Your password has been reset',
    html: page('Password reset', `<p>Your password has been reset. Sign in here:</p>${link(loginLink, 'Sign in')}`),
  };
}

/** To the security settings' lockout address, when an account is locked after too many failed sign-ins. */
export function accountLockoutMail(to: string, lockedEmail: string, maxFailedLoginAttempts: number): MailMessage {
  return {
    to,
    subject: 'User account was locked',
    html: page(
      'User account was locked',
      `<p>The account ${escapeHtml(lockedEmail)} was locked after ${maxFailedLoginAttempts} failed sign-in attempts.</p>`,
    ),
  };
}

export function testMail(to: string): MailMessage {
  return {
    to,
    subject: 'Test message from Fleetdeck',
    html: page('Test message', '<p>This is a test message: the outgoing mail settings work.</p>'),
  };
}

/** A two-factor code, for signing in or for confirming the address as a way to verify. */
export function verificationCodeMail(to: string, code: string, lifetimeSeconds: number): MailMessage {
  const minutes = Math.max(1, Math.round(lifetimeSeconds / 60));
  return {
    to,
    subject: 'Your verification code',
    html: page(
      'Verification code',
      `<p>Your verification code is <b>${escapeHtml(code)}</b>. It is valid for ${minutes} minute${minutes === 1 ? '' : 's'}.</p>`,
    ),
  };
}
