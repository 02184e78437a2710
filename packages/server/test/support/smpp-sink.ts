import type { AddressInfo } from 'node:net';
import type { SmppSmsProviderConfiguration } from '@fleetdeck/model';
import smpp, { type Server } from 'smpp';

export interface ReceivedSms {
  systemId: string;
  to: string;
  from: string;
  text: string;
}

export const SINK_SYSTEM_ID = 'fleetdeck';
export const SINK_PASSWORD = 'secret';

/** A real SMPP server (SMSC) in the test process: it binds transmitters with one account and keeps what they submit. */
export class SmppSink {
  readonly received: ReceivedSms[] = [];
  private readonly server: Server;
  private waiters: Array<() => void> = [];

  constructor() {
    this.server = smpp.createServer((session) => {
      let systemId = '';
      const bind = (pdu: import('smpp').Pdu) => {
        const allowed = pdu.system_id === SINK_SYSTEM_ID && pdu.password === SINK_PASSWORD;
        systemId = String(pdu.system_id);
        session.send(pdu.response(allowed ? {} : { command_status: smpp.ESME_RBINDFAIL }));
        if (!allowed) session.close();
      };
      session.on('bind_transmitter', bind);
      session.on('bind_transceiver', bind);
      session.on('submit_sm', (pdu) => {
        const message = pdu.short_message as { message?: string } | string;
        const text = typeof message === 'string' ? message : String(message.message ?? '');
        this.received.push({ systemId, to: String(pdu.destination_addr), from: String(pdu.source_addr), text });
        session.send(pdu.response({ message_id: String(this.received.length) }));
        for (const wake of this.waiters.splice(0)) wake();
      });
      session.on('unbind', (pdu) => {
        session.send(pdu.response());
        session.close();
      });
      session.on('error', () => {});
    });
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  /** Waits for the next message to a number (digits, without the plus sign), up to ten seconds. */
  async waitFor(to: string, timeoutMs = 10000): Promise<ReceivedSms> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const sms = this.received.find((m) => m.to === to);
      if (sms) {
        this.received.splice(this.received.indexOf(sms), 1);
        return sms;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no SMS to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }

  stop(): Promise<void> {
    for (const session of this.server.sessions) session.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** An SMPP configuration of the sink at that port. */
export function sinkSmppConfiguration(port: number): SmppSmsProviderConfiguration {
  return {
    type: 'SMPP',
    protocolVersion: '3.4',
    host: '127.0.0.1',
    port,
    systemId: SINK_SYSTEM_ID,
    password: SINK_PASSWORD,
    systemType: '',
    bindType: 'TX',
    serviceType: '',
    sourceAddress: 'Fleetdeck',
    sourceTon: 5,
    sourceNpi: 0,
    destinationTon: 1,
    destinationNpi: 1,
    addressRange: '',
    codingScheme: 0,
  };
}
