import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process that keeps what it receives, so tests can follow links in mail. */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private readonly server: SMTPServer;
  private waiters: Array<() => void> = [];

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on('end', () => {
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decodeQuotedPrintable(raw) });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  /** Waits for the next mail to an address, up to ten seconds. */
  async waitFor(to: string, timeoutMs = 10000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.received.find((m) => m.to.includes(to));
      if (mail) {
        this.received.splice(this.received.indexOf(mail), 1);
        return mail;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The mail settings that send to the sink. */
export function sinkMailSettings(port: number) {
  return {
    key: 'mail',
    jsonValue: {
      mailFrom: 'Fleetdeck <noreply@fleetdeck.test>',
      smtpProtocol: 'smtp' as const,
      smtpHost: '127.0.0.1',
      smtpPort: port,
      timeout: 10000,
      enableTls: false,
      username: null,
      password: null,
    },
  };
}
