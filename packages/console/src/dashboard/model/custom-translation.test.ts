import type { DashboardState } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { customTranslation, translatedStateName } from './custom-translation';

const translate = (key: string) => `<${key}>`;
const state = (name: string) => ({ name, root: false, layouts: {} }) as unknown as DashboardState;

describe('texts a dashboard author wrote', () => {
  it('translates only the {i18n:key} parts and keeps the rest as written', () => {
    expect(customTranslation('dashboard.states', translate)).toBe('dashboard.states');
    expect(customTranslation('{i18n:device.devices} of {i18n:customer.customer}', translate)).toBe(
      '<device.devices> of <customer.customer>',
    );
  });

  it("names a state for its entity after translating it, so an entity's name is never translated", () => {
    expect(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's own placeholder syntax
      translatedStateName(state('{i18n:device.device}: ${entityName}'), { entityName: '{i18n:x}' }, translate),
    ).toBe('<device.device>: {i18n:x}');
    expect(translatedStateName(state('Thermostats'), {}, translate)).toBe('Thermostats');
  });
});
