import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import {
  DEFAULT_MULTIPLE_INPUT_KEY_SETTINGS,
  DEFAULT_MULTIPLE_INPUT_SETTINGS,
  type MultipleInputSettings,
} from './settings';

/**
 * A saved "Update Multiple Attributes" widget (3.4.1 or older) as the form reads it: missing settings of the widget
 * and of each key get the platform's defaults; every other key stays as saved.
 */
export function migrateMultipleInput(saved: WidgetConfig): WidgetConfig<MultipleInputSettings> {
  return {
    ...saved,
    datasources: (saved.datasources ?? []).map((datasource) => ({
      ...datasource,
      dataKeys: (datasource.dataKeys ?? []).map((dataKey) => ({
        ...dataKey,
        settings: withDefaults(DEFAULT_MULTIPLE_INPUT_KEY_SETTINGS, dataKey.settings),
      })),
    })),
    settings: withDefaults(DEFAULT_MULTIPLE_INPUT_SETTINGS, saved.settings),
  };
}
