import type { Socket } from 'node:net';

/** What aedes keeps private on a client and this module relies on. */
export interface BatchingClient {
  /** packets of the client's reads that aedes has not finished handling (1 before the first read) */
  _parsingBatch: number;
  /** reads the socket's buffered bytes once no packet is being handled */
  _nextBatch: () => void;
}

/**
 * Makes a client's socket be read only when every packet of its last read is handled. aedes reads the next batch
 * when the count of packets being handled falls to zero, but it also counts every 'readable' event of the socket as
 * one packet handled: under sustained load each arriving chunk let one more read through, the packets waiting for
 * the store piled up in memory and TCP never pushed back. Here a 'readable' event reaches aedes only while nothing
 * is being handled; otherwise the bytes wait in the socket (then in the kernel) until the last packet is done.
 */
export function readOnlyWhenIdle(socket: Pick<Socket, 'on' | 'off'>, client: BatchingClient): void {
  socket.off('readable', client._nextBatch);
  let first = true;
  socket.on('readable', () => {
    if (!first && client._parsingBatch > 0) return;
    first = false;
    client._nextBatch();
  });
}
