import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { persistentTableDefaultConfig } from './default-config';
import { migratePersistentTable } from './migrate';
import type { PersistentTableSettings } from './settings';
import { persistentTableSettingsSchema } from './settings-schema';

/** The platform's "Persistent RPC table": the target device's persistent requests, their status and details. */
export const persistentTableDefinition: WidgetDefinition<PersistentTableSettings> = {
  fqn: 'control_widgets.persistent_table',
  kind: 'rpc',
  component: lazy(() => import('./PersistentTable').then((module) => ({ default: module.PersistentTable }))),
  settingsSchema: persistentTableSettingsSchema,
  ownHeader: true,
  processNoDataByWidget: true,
  defaultConfig: persistentTableDefaultConfig,
  migrate: migratePersistentTable,
};
