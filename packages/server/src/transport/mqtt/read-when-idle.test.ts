import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { type BatchingClient, readOnlyWhenIdle } from './read-when-idle.js';

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

describe('readOnlyWhenIdle', () => {
  it('hands the first readable event to aedes, then only those that come while no packet is being handled', () => {
    const socket = new EventEmitter();
    const aedes = client(socket);
    readOnlyWhenIdle(socket, aedes);
    socket.emit('readable');
    expect(aedes.reads).toBe(1);
    // Packets of that read wait for the store: new bytes must stay in the socket.
    aedes._parsingBatch = 3;
    socket.emit('readable');
    socket.emit('readable');
    expect(aedes.reads).toBe(1);
    aedes._parsingBatch = 0;
    socket.emit('readable');
    expect(aedes.reads).toBe(2);
  });

  it("removes aedes' own listener, which would read on every event", () => {
    const socket = new EventEmitter();
    const aedes = client(socket);
    readOnlyWhenIdle(socket, aedes);
    expect(socket.listeners('readable')).not.toContain(aedes._nextBatch);
    expect(socket.listenerCount('readable')).toBe(1);
  });
});
