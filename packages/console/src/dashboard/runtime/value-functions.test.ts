import type { Widget } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { usesValueFunctions } from './value-functions';

const widget = (datasources: unknown[]) => ({ id: 'w1', config: { datasources } }) as unknown as Widget;
const key = (fields: Record<string, unknown> = {}) => ({ name: 'temperature', type: 'timeseries', ...fields });

describe('widgets whose data goes through the script sandbox', () => {
  it('counts function datasources and post-processed keys, also among the latest keys', () => {
    expect(usesValueFunctions(widget([{ type: 'function', dataKeys: [key()] }]))).toBe(true);
    expect(
      usesValueFunctions(
        widget([{ type: 'entity', dataKeys: [key({ usePostProcessing: true, postFuncBody: 'return value;' })] }]),
      ),
    ).toBe(true);
    expect(
      usesValueFunctions(
        widget([
          {
            type: 'entity',
            dataKeys: [],
            latestDataKeys: [key({ usePostProcessing: true, postFuncBody: 'return 1;' })],
          },
        ]),
      ),
    ).toBe(true);
  });

  it('leaves out keys whose post-processing is switched off and widgets without datasources', () => {
    expect(
      usesValueFunctions(
        widget([{ type: 'entity', dataKeys: [key({ usePostProcessing: false, postFuncBody: 'return 1;' })] }]),
      ),
    ).toBe(false);
    expect(usesValueFunctions({ id: 'w2', config: {} } as unknown as Widget)).toBe(false);
  });
});
