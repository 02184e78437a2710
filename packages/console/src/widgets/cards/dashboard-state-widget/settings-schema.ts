import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_DASHBOARD_STATE_SETTINGS as D } from './settings';

/** The form of the widget's settings, as the platform's dashboard state widget settings form. */
export const dashboardStateSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Dashboard state widget settings',
  properties: {
    stateId: { title: 'Dashboard state id', type: 'string', default: D.stateId },
    syncParentStateParams: {
      title: 'Sync state params with parent dashboard',
      type: 'boolean',
      default: D.syncParentStateParams,
    },
    defaultAutofillLayout: { title: 'Default autofill layout', type: 'boolean', default: D.defaultAutofillLayout },
    defaultMargin: { title: 'Default margin', type: 'number', minimum: 0, default: D.defaultMargin },
    defaultBackgroundColor: { title: 'Default background color', type: 'string', default: D.defaultBackgroundColor },
  },
};
