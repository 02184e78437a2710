import type { Socket } from 'node:net';

/** What aedes keeps private on a client and this module relies on. */
export interface BatchingClient {
  /** packets of the client's reads that aedes has not finished handling (1 before the first read) */
  _parsingBatch: number;
  /** reads the socket's buffered bytes once no packet is being handled */
  _nextBatch: () => void;
}

/** Whether the server takes device messages now (the ingest gate). */
export interface ReadGate {
  readonly open: boolean;
  whenOpen(): Promise<void> | null;
}

/**
 * Keeps a client's socket unread while the server takes no device messages. aedes reads the next batch when the
 * count of packets being handled falls to zero, but it also counts every 'readable' event of the socket as one
 * packet handled, so under sustained load each arriving chunk let one more read through: packets waiting for the
 * store piled up in memory and TCP never pushed back. Here a 'readable' event that comes while packets are being
 * handled reaches aedes only while the gate is open (aedes' own pipelining, as fast as before); while it is closed
 * the bytes wait in the socket (then in the kernel, and the device's window fills) until it opens.
 */
export function readWhileOpen(socket: Pick<Socket, 'on' | 'off'>, client: BatchingClient, gate: ReadGate): void {
  socket.off('readable', client._nextBatch);
  let first = true;
  let deferred = false;
  socket.on('readable', () => {
    if (first || client._parsingBatch <= 0 || gate.open) {
      first = false;
      client._nextBatch();
      return;
    }
    if (deferred) return;
    const opened = gate.whenOpen();
    if (!opened) {
      client._nextBatch();
      return;
    }
    deferred = true;
    opened.then(() => {
      deferred = false;
      client._nextBatch();
    });
  });
}
