/** The settings of the dashboard state widget, with the platform's defaults. */
export interface DashboardStateSettings {
  /** the state of the same dashboard shown inside the widget; none when empty */
  stateId: string;
  /** the shown state starts with the params of the state the widget is on (its entity and named entities) */
  syncParentStateParams: boolean;
  /** what the shown state's layouts leave unset: auto-fill height, margin (px) and background colour */
  defaultAutofillLayout: boolean;
  defaultMargin: number;
  defaultBackgroundColor: string;
  [key: string]: unknown;
}

export const DEFAULT_DASHBOARD_STATE_SETTINGS: DashboardStateSettings = {
  stateId: '',
  syncParentStateParams: true,
  defaultAutofillLayout: true,
  defaultMargin: 0,
  defaultBackgroundColor: '#fff',
};
