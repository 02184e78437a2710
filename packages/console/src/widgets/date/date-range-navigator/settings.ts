/** The periods the navigator offers, as the platform names them in its settings. */
export type NavigatorInterval = 'hour' | 'day' | 'week' | 'twoWeeks' | 'month' | 'threeMonths' | 'sixMonths';

/**
 * The settings of the date range navigator that it honours, with the platform's defaults. The saved picker options
 * of the platform's calendar (`onePanel`, `autoConfirm`, `showTemplate`, `firstDayOfWeek`) and the old
 * `defaultInterval` are kept as saved; the browser's date fields take the calendar's place.
 */
export interface DateRangeNavigatorSettings {
  hidePicker: boolean;
  hideInterval: boolean;
  /** the period shown first, ending with today */
  initialInterval: NavigatorInterval;
  hideStepSize: boolean;
  /** how far the arrows move the period */
  stepSize: NavigatorInterval;
  /** hides the fields' labels (they stay as the fields' accessible names) */
  hideLabels: boolean;
  /** keeps the selected period for the browser tab's session, so the next dashboard opened starts from it */
  useSessionStorage: boolean;
  [key: string]: unknown;
}

export const DEFAULT_DATE_RANGE_NAVIGATOR_SETTINGS: DateRangeNavigatorSettings = {
  hidePicker: false,
  hideInterval: false,
  initialInterval: 'week',
  hideStepSize: false,
  stepSize: 'day',
  hideLabels: false,
  useSessionStorage: true,
};
