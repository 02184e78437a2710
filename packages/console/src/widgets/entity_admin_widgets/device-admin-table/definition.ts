import { entityAdminTableDefinition } from '../entity-admin-table-definition';
import { deviceAdminTableDefaultConfig } from './default-config';

/** The platform's "Device admin table": the entities table whose premade actions add, edit and delete devices. */
export const deviceAdminTableDefinition = entityAdminTableDefinition(
  'device_admin_table',
  deviceAdminTableDefaultConfig,
);
