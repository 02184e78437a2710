import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { type BatchingClient, type ReadGate, readWhileOpen } from './read-when-idle.js';

/** A client as aedes builds it: its batch reader listens to the socket's 'readable' event. */
function client(socket: EventEmitter): BatchingClient & { reads: number } {
  const state = {
    _parsingBatch: 1,
    reads: 0,
    _nextBatch: vi.fn(() => {
      state.reads++;
    }),
  };
  socket.on('readable', state._nextBatch);
  return state;
}

/** A gate the test opens and closes. */
function gate() {
  let wake: (() => void) | null = null;
  const state = {
    open: true,
    whenOpen: (): Promise<void> | null => (state.open ? null : new Promise<void>((resolve) => (wake = resolve))),
    reopen() {
      state.open = true;
      wake?.();
    },
  };
  return state satisfies ReadGate;
}

describe('readWhileOpen', () => {
  it('lets aedes read as it would while the gate is open', () => {
    const socket = new EventEmitter();
    const aedes = client(socket);
    readWhileOpen(socket, aedes, gate());
    socket.emit('readable');
    aedes._parsingBatch = 3;
    socket.emit('readable');
    expect(aedes.reads).toBe(2);
  });

  it('holds readable events that come while packets are handled and the gate is closed, until it opens', async () => {
    const socket = new EventEmitter();
    const aedes = client(socket);
    const ingest = gate();
    readWhileOpen(socket, aedes, ingest);
    socket.emit('readable');
    expect(aedes.reads).toBe(1);
    ingest.open = false;
    aedes._parsingBatch = 3;
    socket.emit('readable');
    socket.emit('readable');
    expect(aedes.reads).toBe(1);
    ingest.reopen();
    await vi.waitFor(() => expect(aedes.reads).toBe(2));
    // A client with nothing being handled reads even at a closed gate: its packets then wait at the gate itself.
    ingest.open = false;
    aedes._parsingBatch = 0;
    socket.emit('readable');
    expect(aedes.reads).toBe(3);
  });

  it("removes aedes' own listener, which would read on every event", () => {
    const socket = new EventEmitter();
    const aedes = client(socket);
    readWhileOpen(socket, aedes, gate());
    expect(socket.listeners('readable')).not.toContain(aedes._nextBatch);
    expect(socket.listenerCount('readable')).toBe(1);
  });
});
