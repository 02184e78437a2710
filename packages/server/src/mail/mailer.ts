import type { SecureVersion } from 'node:tls';
import type { MailSettings } from '@fleetdeck/model';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { ApiError } from '../http/errors.js';
import { readMailSettings } from '../settings/store.js';
import type { Db } from '../storage/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
}

const TLS_VERSIONS: readonly string[] = ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'];
const isTlsVersion = (value: unknown): value is SecureVersion =>
  typeof value === 'string' && TLS_VERSIONS.includes(value);

/** The HTTP proxy of mail settings that enable one, as the URL nodemailer tunnels through. */
function proxyUrl(mail: MailSettings): string {
  const host = typeof mail.proxyHost === 'string' ? mail.proxyHost : '';
  if (!host) throw new Error('Proxy host is required when the proxy is enabled');
  const port = Number(mail.proxyPort) || 3128;
  const user = typeof mail.proxyUser === 'string' && mail.proxyUser ? mail.proxyUser : '';
  const password = typeof mail.proxyPassword === 'string' ? mail.proxyPassword : '';
  const credentials = user ? `${encodeURIComponent(user)}:${encodeURIComponent(password)}@` : '';
  return `http://${credentials}${host}:${port}`;
}

/**
 * The SMTP connection of mail settings: `smtps` opens TLS at once, `enableTls` asks for STARTTLS, a user name turns
 * on authentication, and the timeout bounds the connection, the greeting and each socket read.
 */
export function smtpTransportOptions(mail: MailSettings): SMTPTransport.Options {
  const timeout = Number(mail.timeout) || 10000;
  return {
    host: mail.smtpHost,
    port: Number(mail.smtpPort),
    secure: mail.smtpProtocol === 'smtps',
    requireTLS: !!mail.enableTls,
    ignoreTLS: !mail.enableTls && mail.smtpProtocol !== 'smtps',
    auth: mail.username ? { user: mail.username, pass: mail.password ?? '' } : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    ...(mail.enableTls && isTlsVersion(mail.tlsVersion) ? { tls: { minVersion: mail.tlsVersion } } : {}),
    ...(mail.enableProxy ? { proxy: proxyUrl(mail) } : {}),
  };
}

/** Sends mail through the SMTP server of the `mail` settings, read at each send so a change applies at once. */
export class Mailer {
  constructor(private readonly db: Db) {}

  async send(message: MailMessage, settings?: MailSettings): Promise<void> {
    const mail = settings ?? (await readMailSettings(this.db));
    if (!mail) throw new ApiError(500, 2, 'Unable to send mail: mail settings are not configured');
    let transport: Transporter | undefined;
    try {
      const { default: nodemailer } = await import('nodemailer');
      transport = nodemailer.createTransport(smtpTransportOptions(mail));
      await transport.sendMail({ from: mail.mailFrom, to: message.to, subject: message.subject, html: message.html });
    } catch (error) {
      throw new ApiError(500, 2, `Unable to send mail: ${(error as Error).message}`);
    } finally {
      transport?.close();
    }
  }
}
