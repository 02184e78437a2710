// biome-ignore-all lint/suspicious/noTemplateCurlyInString: rule node templates write metadata placeholders as ${key}
import { describe, expect, it } from 'vitest';
import { processPattern } from './pattern.js';

const msg = {
  metadata: { deviceName: 'Boiler', deviceType: 'thermo' },
  data: '{"temperature":22.5,"location":{"room":"kitchen","floor":2},"tags":["a"],"on":true}',
};

describe('filling a template from a message', () => {
  it('puts metadata values in place of ${key}', () => {
    expect(processPattern('Device ${deviceName} of ${deviceType}', msg)).toBe('Device Boiler of thermo');
  });

  it('puts scalars of the data in place of $[path]', () => {
    expect(processPattern('$[temperature] in $[location.room] on $[location.floor] $[on]', msg)).toBe(
      '22.5 in kitchen on 2 true',
    );
  });

  it('leaves placeholders that match nothing, objects and arrays as they are', () => {
    expect(processPattern('${missing} $[location] $[tags] $[nowhere.deep]', msg)).toBe(
      '${missing} $[location] $[tags] $[nowhere.deep]',
    );
  });

  it('reads no data placeholders when the data is not an object', () => {
    expect(processPattern('$[temperature]', { metadata: {}, data: '[1,2]' })).toBe('$[temperature]');
  });
});
