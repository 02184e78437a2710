import type { MailSettings } from '@fleetdeck/model';
import nodemailer from 'nodemailer';
import { ApiError } from '../http/errors.js';
import { readMailSettings } from '../settings/store.js';
import type { Db } from '../storage/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
}

/** Sends mail through the SMTP server of the `mail` settings, read at each send so a change applies at once. */
export class Mailer {
  constructor(private readonly db: Db) {}

  async send(message: MailMessage, settings?: MailSettings): Promise<void> {
    const mail = settings ?? (await readMailSettings(this.db));
    if (!mail) throw new ApiError(500, 2, 'Unable to send mail: mail settings are not configured');
    const timeout = Number(mail.timeout) || 10000;
    const transport = nodemailer.createTransport({
      host: mail.smtpHost,
      port: Number(mail.smtpPort),
      secure: mail.smtpProtocol === 'smtps',
      requireTLS: !!mail.enableTls,
      ignoreTLS: !mail.enableTls && mail.smtpProtocol !== 'smtps',
      auth: mail.username ? { user: mail.username, pass: mail.password ?? '' } : undefined,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    try {
      await transport.sendMail({ from: mail.mailFrom, to: message.to, subject: message.subject, html: message.html });
    } catch (error) {
      throw new ApiError(500, 2, `Unable to send mail: ${(error as Error).message}`);
    } finally {
      transport.close();
    }
  }
}
