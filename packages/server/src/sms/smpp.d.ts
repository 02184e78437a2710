// The parts of the untyped `smpp` package that the SMPP sender and the tests' SMPP sink use.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export interface Pdu {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(fields?: Record<string, unknown>): Pdu;
  }

  export interface Session extends EventEmitter {
    send(pdu: Pdu): boolean;
    bind_transmitter(fields: Record<string, unknown>, callback: (pdu: Pdu) => void): boolean;
    bind_receiver(fields: Record<string, unknown>, callback: (pdu: Pdu) => void): boolean;
    bind_transceiver(fields: Record<string, unknown>, callback: (pdu: Pdu) => void): boolean;
    submit_sm(fields: Record<string, unknown>, callback: (pdu: Pdu) => void): boolean;
    unbind(callback?: (pdu: Pdu) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
  }

  export interface Server extends NetServer {
    sessions: Session[];
  }

  export function connect(options: { host: string; port: number }, listener?: () => void): Session;
  export function createServer(listener: (session: Session) => void): Server;

  const smpp: { connect: typeof connect; createServer: typeof createServer; ESME_RBINDFAIL: number };
  export default smpp;
}
