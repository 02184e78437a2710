// @vitest-environment jsdom
// Content functions return HTML, which is sanitised; the sanitiser supports jsdom, not happy-dom.
import type { WidgetAction } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/test-context';
import { actionVisible, functionContext, userContent, userStyle } from './user-functions';

const config = { settings: { entitiesTitle: 'Devices' }, units: '°C' };

describe('functions saved in a table widget', () => {
  it('passes the function the settings, units, decimals, state and user', () => {
    const context = testContext({ stateParams: { entityId: { entityType: 'DEVICE', id: 'd1' } } });
    expect(functionContext(config, context)).toEqual({
      settings: { entitiesTitle: 'Devices' },
      units: '°C',
      decimals: 2,
      isEdit: false,
      stateParams: { entityId: { entityType: 'DEVICE', id: 'd1' } },
      currentUser: context.currentUser,
    });
  });

  it('applies the string and number entries of a style, in camel case', () => {
    const context = testContext({
      functions: { style: (value) => ({ color: value === 'true' ? 'green' : 'red', 'font-size': '18px', bad: {} }) },
    });
    expect(userStyle(context, 'style', ['value'], ['true'])).toEqual({ color: 'green', fontSize: '18px' });
    expect(context.calls.functions[0]).toEqual({ body: 'style', argNames: ['value'], args: ['true'] });
    expect(userStyle(context, 'unknown', ['value'], ['true'])).toBeUndefined();
    expect(userStyle(undefined, 'style', ['value'], ['true'])).toBeUndefined();
  });

  it('sanitises the HTML a content function returns and leaves the cell empty when it fails', () => {
    const context = testContext({
      functions: {
        bar: (value) =>
          `<div class="bar" style="width: ${value}%" onclick="steal()">${value}</div><script>x()</script>`,
      },
    });
    expect(userContent(context, 'bar', ['value'], [40])).toBe('<div class="bar" style="width: 40%">40</div>');
    expect(userContent(context, 'throws', ['value'], [40])).toBe('');
  });

  it('hides a row button whose show condition does not answer true', () => {
    const descriptor = {
      id: 'a',
      name: 'Edit',
      type: 'custom',
      useShowWidgetActionFunction: true,
      showWidgetActionFunction: 'show',
    } as WidgetAction;
    const context = testContext({
      functions: { show: (_ctx, data) => (data as { active: string }).active === 'true' },
    });
    expect(actionVisible(descriptor, context, {}, { active: 'true' })).toBe(true);
    expect(actionVisible(descriptor, context, {}, { active: 'false' })).toBe(false);
    expect(actionVisible(descriptor, undefined, {}, { active: 'true' })).toBe(false);
    expect(actionVisible({ ...descriptor, useShowWidgetActionFunction: false }, undefined, {}, {})).toBe(true);
  });
});
