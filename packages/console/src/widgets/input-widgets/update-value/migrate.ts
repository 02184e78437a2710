import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import type { ValueType } from './family';
import { defaultUpdateValueSettings, type UpdateValueSettings } from './settings';

/**
 * A saved widget of the family (3.4.1 or older) as the component reads it: the missing settings of its value type
 * get the platform's defaults; every other key stays as saved.
 */
export function migrateUpdateValue(valueType: ValueType) {
  return (saved: WidgetConfig): WidgetConfig<UpdateValueSettings> => ({
    ...saved,
    settings: withDefaults(defaultUpdateValueSettings(valueType), saved.settings),
  });
}
