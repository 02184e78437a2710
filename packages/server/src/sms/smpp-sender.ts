import type { SmppSmsProviderConfiguration } from '@fleetdeck/model';
import smpp, { type Pdu, type Session } from 'smpp';
import type { SmsMessage } from './sender.js';

/** Connecting, binding and submitting together must finish within this, as an unreachable host never answers. */
const SMPP_TIMEOUT_MS = 10000;

/** The platform sends numbers without their plus sign: SMPP addresses are digits, the TON says they are international. */
function smppAddress(number: string): string {
  return number.startsWith('+') ? number.slice(1) : number;
}

function bind(session: Session, config: SmppSmsProviderConfiguration, done: (pdu: Pdu) => void): void {
  const fields = {
    system_id: config.systemId,
    password: config.password,
    system_type: config.systemType ?? '',
    interface_version: config.protocolVersion === '3.3' ? 0x33 : 0x34,
    address_range: config.addressRange ?? '',
  };
  if (config.bindType === 'TRX') session.bind_transceiver(fields, done);
  else session.bind_transmitter(fields, done);
}

/** Opens a session to the SMSC, binds, submits one short message and unbinds. */
export function sendSmppSms(config: SmppSmsProviderConfiguration, sms: SmsMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const session = smpp.connect({ host: config.host, port: Number(config.port) });
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) session.destroy();
      else session.close();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () => finish(new Error(`SMPP server ${config.host}:${config.port} did not answer`)),
      SMPP_TIMEOUT_MS,
    );
    session.on('error', (error: Error) => finish(error));
    session.on('close', () => finish(new Error('SMPP server closed the connection')));
    session.on('connect', () => {
      bind(session, config, (bound) => {
        if (bound.command_status !== 0) return finish(new Error(`SMPP bind refused (status ${bound.command_status})`));
        session.submit_sm(
          {
            service_type: config.serviceType ?? '',
            source_addr: config.sourceAddress ?? '',
            source_addr_ton: config.sourceTon ?? 0,
            source_addr_npi: config.sourceNpi ?? 0,
            destination_addr: smppAddress(sms.numberTo),
            dest_addr_ton: config.destinationTon ?? 0,
            dest_addr_npi: config.destinationNpi ?? 0,
            data_coding: config.codingScheme ?? 0,
            short_message: sms.message,
          },
          (submitted) => {
            if (submitted.command_status !== 0) {
              return finish(new Error(`SMPP server refused the message (status ${submitted.command_status})`));
            }
            finish();
          },
        );
      });
    });
  });
}
