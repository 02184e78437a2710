import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context.js';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbMathNode from './tb-math-node.js';

const msg = testMsg({ data: '{"temperature":98.6,"a":"2.5"}', metadata: { deviceName: 'Oven', ts: '5000', b: '4' } });
const result = (type: string, key: string, extra: Record<string, unknown> = {}) => ({
  type,
  key,
  resultValuePrecision: 2,
  addToBody: false,
  addToMetadata: false,
  attributeScope: null,
  ...extra,
});

describe('math function node', () => {
  it('converts Fahrenheit to Celsius into the body with its default configuration', async () => {
    const [answer] = await runNode(
      tbMathNode,
      tbMathNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration,
      msg,
    );
    expect(answer?.relation).toBe('Success');
    expect(JSON.parse(answer?.msg.data ?? '')).toEqual({ temperature: 98.6, a: '2.5', temperatureCelsius: 37 });
  });

  it('applies a predefined operation to body, metadata and constant arguments, into the metadata', async () => {
    const config = {
      operation: 'MULT',
      arguments: [
        { name: 'x', type: 'MESSAGE_BODY', key: 'a' },
        { name: 'y', type: 'MESSAGE_METADATA', key: 'b' },
      ],
      result: result('MESSAGE_METADATA', 'product', { resultValuePrecision: 0 }),
    };
    const [answer] = await runNode(tbMathNode, config, msg);
    expect(answer?.msg.metadata.product).toBe('10');
    const pow = {
      ...config,
      operation: 'POW',
      arguments: [config.arguments[1], { name: 'z', type: 'CONSTANT', key: '0.5' }],
    };
    expect((await runNode(tbMathNode, pow, msg))[0]?.msg.metadata.product).toBe('2');
  });

  it('saves the result as an attribute or time series of the originator, and adds it to the body when asked', async () => {
    const saveAttributes = vi.fn(async () => undefined);
    const saveTimeseries = vi.fn(async () => undefined);
    const latest = vi.fn(async () => [{ key: 'level', ts: 1, value: { type: 'LONG' as const, value: 3 } }]);
    const app = { telemetry: { saveAttributes, saveTimeseries, latest } } as unknown as Partial<AppContext>;
    const config = {
      operation: 'CUSTOM',
      customFunction: 'sqrt(level) * 2',
      arguments: [{ name: 'level', type: 'TIME_SERIES', key: 'level' }],
      result: result('ATTRIBUTE', 'scaled', { attributeScope: 'SHARED_SCOPE', addToBody: true }),
    };
    const [answer] = await runNode(tbMathNode, config, msg, app);
    expect(JSON.parse(answer?.msg.data ?? '').scaled).toBe(3.46);
    expect(saveAttributes).toHaveBeenCalledWith(msg.tenantId, msg.originator, 'SHARED_SCOPE', [
      expect.objectContaining({ key: 'scaled', value: { type: 'DOUBLE', value: 3.46 } }),
    ]);
    await runNode(tbMathNode, { ...config, result: result('TIME_SERIES', 'scaled') }, msg, app);
    expect(saveTimeseries).toHaveBeenCalledWith(msg.tenantId, msg.originator, [
      { key: 'scaled', ts: 5000, value: { type: 'DOUBLE', value: 3.46 } },
    ]);
  });

  it('sends the message to Failure for a missing or non-numeric argument, or a custom function reaching further', async () => {
    const missing = {
      operation: 'ABS',
      arguments: [{ name: 'x', type: 'MESSAGE_BODY', key: 'pressure' }],
      result: result('MESSAGE_BODY', 'r'),
    };
    const [noKey] = await runNode(tbMathNode, missing, msg);
    expect(noKey?.relation).toBe('Failure');
    expect(String(noKey?.error)).toContain("Message body has no 'pressure'!");
    const withDefault = {
      ...missing,
      arguments: [{ name: 'x', type: 'MESSAGE_BODY', key: 'pressure', defaultValue: -7 }],
    };
    expect(JSON.parse((await runNode(tbMathNode, withDefault, msg))[0]?.msg.data ?? '').r).toBe(7);
    const text = { ...missing, arguments: [{ name: 'x', type: 'MESSAGE_METADATA', key: 'deviceName' }] };
    expect((await runNode(tbMathNode, text, msg))[0]?.relation).toBe('Failure');
    const reachingFurther = {
      operation: 'CUSTOM',
      customFunction: 'evaluate("1 + 1")',
      arguments: [],
      result: result('MESSAGE_BODY', 'r'),
    };
    const [refused] = await runNode(tbMathNode, reachingFurther, msg);
    expect(refused?.relation).toBe('Failure');
    expect(String(refused?.error)).toContain('not allowed');
  });
});
