import { describe, expect, it } from 'vitest';
import { changeParams } from './gpio-requests';
import { DEFAULT_GPIO_SETTINGS } from './settings';

describe('the params of a pin change', () => {
  it('fills the quoted pin and state of the default body in as a number and a boolean', () => {
    expect(changeParams(DEFAULT_GPIO_SETTINGS.gpioStatusChangeRequest, 17, true)).toEqual({ pin: 17, enabled: true });
  });

  it('sends a body that is not JSON as its text', () => {
    expect(changeParams({ method: 'set', paramsBody: 'pin "{$pin}"' }, 4, false)).toBe('pin 4');
  });
});
