import { describe, expect, it } from 'vitest';
import type { DeviceRouting } from './chain-store.js';
import { DeviceRoutingLoader } from './device-routing-loader.js';

const ROUTINGS: Record<string, DeviceRouting> = {
  pump: { chainId: 'pump-chain', queueName: 'HighPriority' },
  meter: { chainId: null, queueName: null },
};

/** A reader over ROUTINGS that remembers the ids of each read. */
function recordingReader() {
  const reads: string[][] = [];
  const read = async (ids: readonly string[]) => {
    reads.push([...ids]);
    return new Map(ids.flatMap((id) => (ROUTINGS[id] ? [[id, ROUTINGS[id]] as const] : [])));
  };
  return { reads, read };
}

describe('DeviceRoutingLoader', () => {
  it('reads the devices asked for in one turn together, once each, and answers each its own routing', async () => {
    const { reads, read } = recordingReader();
    const loader = new DeviceRoutingLoader(read);
    const answers = await Promise.all([loader.load('pump'), loader.load('meter'), loader.load('pump')]);
    expect(reads).toEqual([['pump', 'meter']]);
    expect(answers).toEqual([ROUTINGS.pump, ROUTINGS.meter, ROUTINGS.pump]);
  });

  it('reads again in a later turn, and routes a device the read did not find nowhere of its own', async () => {
    const { reads, read } = recordingReader();
    const loader = new DeviceRoutingLoader(read);
    await loader.load('pump');
    expect(await loader.load('gone')).toEqual({ chainId: null, queueName: null });
    expect(reads).toEqual([['pump'], ['gone']]);
  });

  it('fails every load of a failed read, and reads afresh afterwards', async () => {
    let fail = true;
    const loader = new DeviceRoutingLoader(async (ids) => {
      if (fail) throw new Error('database closed');
      return new Map(ids.map((id) => [id, ROUTINGS.pump]));
    });
    const both = [loader.load('pump'), loader.load('meter')];
    await expect(both[0]).rejects.toThrow('database closed');
    await expect(both[1]).rejects.toThrow('database closed');
    fail = false;
    expect(await loader.load('meter')).toEqual(ROUTINGS.pump);
  });
});
