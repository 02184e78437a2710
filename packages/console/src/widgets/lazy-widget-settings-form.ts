import { lazy } from 'react';

/** The settings form with its form library, loaded only when a settings editor opens. */
export const LazyWidgetSettingsForm = lazy(() =>
  import('./WidgetSettingsForm').then((module) => ({ default: module.WidgetSettingsForm })),
);
