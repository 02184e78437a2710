import { entityAdminTableDefinition } from '../entity-admin-table-definition';
import { assetAdminTableDefaultConfig } from './default-config';

/** The platform's "Asset admin table": the entities table whose premade actions add, edit and delete assets. */
export const assetAdminTableDefinition = entityAdminTableDefinition('asset_admin_table', assetAdminTableDefaultConfig);
