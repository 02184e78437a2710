import type { MailSettings } from '@fleetdeck/model';
import { z } from 'zod';

export const SMTP_PROTOCOLS = ['smtp', 'smtps'] as const;
export const TLS_VERSIONS = ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'] as const;

const wholeNumber = /^\d+$/;

export const mailSettingsSchema = z.object({
  mailFrom: z.string().trim().min(1, 'admin.mail-from-required'),
  smtpProtocol: z.enum(SMTP_PROTOCOLS),
  smtpHost: z.string().trim().min(1, 'admin.smtp-host-required'),
  smtpPort: z
    .string()
    .trim()
    .refine((port) => wholeNumber.test(port) && Number(port) >= 1 && Number(port) <= 65535, 'admin.smtp-port-invalid'),
  timeout: z.string().trim().regex(wholeNumber, 'admin.timeout-invalid'),
  enableTls: z.boolean(),
  tlsVersion: z.string(),
  username: z.string(),
  /** the password is sent only when this is set; otherwise the server keeps the stored one */
  changePassword: z.boolean(),
  password: z.string(),
});

export type MailSettingsValues = z.input<typeof mailSettingsSchema>;

export function mailSettingsValues(settings: MailSettings): MailSettingsValues {
  return {
    mailFrom: settings.mailFrom ?? '',
    smtpProtocol: settings.smtpProtocol === 'smtps' ? 'smtps' : 'smtp',
    smtpHost: settings.smtpHost ?? '',
    smtpPort: String(settings.smtpPort ?? ''),
    timeout: String(settings.timeout ?? ''),
    enableTls: Boolean(settings.enableTls),
    tlsVersion: settings.tlsVersion ?? 'TLSv1.2',
    username: settings.username ?? '',
    changePassword: false,
    password: '',
  };
}

/**
 * The settings to save or to send the test mail with: the stored ones (the proxy, which the page does not show)
 * with the form's values. The password goes only when the user changes it, as the server keeps the stored one
 * for settings without a password.
 */
export function toMailSettings(stored: MailSettings, values: MailSettingsValues): MailSettings {
  const { password: _storedPassword, ...kept } = stored;
  return {
    ...kept,
    mailFrom: values.mailFrom.trim(),
    smtpProtocol: values.smtpProtocol,
    smtpHost: values.smtpHost.trim(),
    smtpPort: Number(values.smtpPort),
    timeout: Number(values.timeout),
    enableTls: values.enableTls,
    tlsVersion: values.enableTls ? values.tlsVersion : (stored.tlsVersion ?? null),
    username: values.username.trim() || null,
    ...(values.changePassword ? { password: values.password || null } : {}),
  } as MailSettings;
}
