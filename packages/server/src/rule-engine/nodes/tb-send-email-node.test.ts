import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbSendEmailNode from './tb-send-email-node.js';

interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

let sink: SMTPServer;
let port: number;
const delivered: Delivered[] = [];

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        delivered.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  port = (sink.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

const ownServer = () => ({
  ...tbSendEmailNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration,
  useSystemSmtpSettings: false,
  smtpHost: '127.0.0.1',
  smtpPort: port,
  timeout: 2000,
});

const emailMsg = (email: Record<string, unknown>) =>
  testMsg({
    type: 'SEND_EMAIL',
    data: JSON.stringify({
      from: 'alerts@example.com',
      to: 'ops@example.com, lead@example.com',
      cc: 'cc@example.com',
      bcc: null,
      subject: 'Boiler too hot',
      body: '<b>96</b> degrees',
      images: null,
      html: true,
      ...email,
    }),
  });

describe('send email node', () => {
  it("sends the message's email through the node's own SMTP server and passes the message on along Success", async () => {
    const msg = emailMsg({});
    const [result] = await runNode(tbSendEmailNode, ownServer(), msg);
    expect(result?.relation).toBe('Success');
    expect(result?.msg).toEqual(msg);
    const mail = delivered.at(-1) as Delivered;
    expect(mail.from).toBe('alerts@example.com');
    expect(mail.to.sort()).toEqual(['cc@example.com', 'lead@example.com', 'ops@example.com']);
    expect(mail.raw).toContain('Subject: Boiler too hot');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toContain('<b>96</b> degrees');
  });

  it('sends a plain text body when the email is not HTML, with its inline images', async () => {
    const png = Buffer.from('not really a png').toString('base64');
    const [result] = await runNode(tbSendEmailNode, ownServer(), emailMsg({ html: false, images: { logo: png } }));
    expect(result?.relation).toBe('Success');
    const mail = delivered.at(-1) as Delivered;
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-ID: <logo>');
    expect(mail.raw).toContain(png);
  });

  it('sends a message of another type to Failure, sending nothing', async () => {
    const count = delivered.length;
    const [result] = await runNode(tbSendEmailNode, ownServer(), testMsg());
    expect(result?.relation).toBe('Failure');
    expect(String(result?.error)).toContain('Not expected msg type POST_TELEMETRY_REQUEST for SendEmail Node');
    expect(delivered.length).toBe(count);
  });

  it('sends an email without recipients to Failure', async () => {
    const [result] = await runNode(tbSendEmailNode, ownServer(), emailMsg({ to: '' }));
    expect(result?.relation).toBe('Failure');
    expect(String(result?.error)).toContain('Email has no recipients');
  });

  it('sends the message to Failure when the SMTP server cannot be reached', async () => {
    const [result] = await runNode(tbSendEmailNode, { ...ownServer(), smtpPort: 1 }, emailMsg({}));
    expect(result?.relation).toBe('Failure');
    expect(String(result?.error)).toMatch(/ECONNREFUSED|connect/i);
  });
});
