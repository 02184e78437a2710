import type { MailSettings } from '@fleetdeck/model';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { booleanOf, stringOf } from '../configuration.js';
import { objectOf, textRecordOf } from './external-config.js';

/** The email a "to email" node puts in a SEND_EMAIL message's data. */
export interface TbEmail {
  from: string | null;
  to: string;
  cc: string | null;
  bcc: string | null;
  subject: string;
  body: string;
  images: Record<string, string> | null;
  html: boolean;
}

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Reads the email of a SEND_EMAIL message; data that is not an email object is refused with the reason. */
export function emailOf(data: string): TbEmail {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new Error('Message data is not an email: it is not JSON');
  }
  const email = objectOf(parsed);
  const to = stringOf(email.to);
  if (!to) throw new Error('Email has no recipients: to is empty');
  const images = email.images === null || email.images === undefined ? null : textRecordOf(email.images);
  return {
    from: optionalText(email.from),
    to,
    cc: optionalText(email.cc),
    bcc: optionalText(email.bcc),
    subject: stringOf(email.subject),
    body: stringOf(email.body),
    images,
    html: booleanOf(email.html, false),
  };
}

/**
 * An inline image named as the body refers to it (`cid:name`): a data URL keeps its own content type, plain Base64
 * text is taken as PNG.
 */
function inlineImage(name: string, content: string): Mail.Attachment {
  if (content.startsWith('data:')) return { cid: name, filename: name, path: content };
  return { cid: name, filename: name, content, encoding: 'base64', contentType: 'image/png' };
}

/** The mail nodemailer sends for an email: from the email's sender, or the settings' when it names none. */
export function mailOptionsOf(email: TbEmail, settings: Pick<MailSettings, 'mailFrom'>): Mail.Options {
  return {
    from: email.from ?? settings.mailFrom,
    to: email.to,
    ...(email.cc ? { cc: email.cc } : {}),
    ...(email.bcc ? { bcc: email.bcc } : {}),
    subject: email.subject,
    ...(email.html ? { html: email.body } : { text: email.body }),
    ...(email.images
      ? { attachments: Object.entries(email.images).map(([name, content]) => inlineImage(name, content)) }
      : {}),
  };
}
