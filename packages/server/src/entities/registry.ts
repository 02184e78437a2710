import type { EntityType } from '@fleetdeck/model';
import type { EntityKind, OwnedTable } from './entity-kind.js';
import { API_USAGE_STATE } from './kinds/api-usage-state.js';
import { ASSET } from './kinds/asset.js';
import { CUSTOMER } from './kinds/customer.js';
import { DASHBOARD } from './kinds/dashboard.js';
import { DEVICE } from './kinds/device.js';
import { DEVICE_PROFILE } from './kinds/device-profile.js';
import { EDGE } from './kinds/edge.js';
import { ENTITY_VIEW } from './kinds/entity-view.js';
import { OTA_PACKAGE } from './kinds/ota-package.js';
import { QUEUE } from './kinds/queue.js';
import { RESOURCE } from './kinds/resource.js';
import { RULE_CHAIN } from './kinds/rule-chain.js';
import { TENANT } from './kinds/tenant.js';
import { TENANT_PROFILE } from './kinds/tenant-profile.js';
import { USER } from './kinds/user.js';
import { WIDGET_TYPE } from './kinds/widget-type.js';
import { WIDGETS_BUNDLE } from './kinds/widgets-bundle.js';

/**
 * Every entity kind the server stores. Adding a kind is one file in kinds/ and one line here; the generic checks,
 * the telemetry access rules, the entity data query and tenant and customer deletion then know it. Deletion and the
 * entity data query take the kinds in this order.
 */
export const ENTITY_KINDS: readonly EntityKind[] = [
  TENANT,
  CUSTOMER,
  USER,
  DEVICE,
  ASSET,
  ENTITY_VIEW,
  EDGE,
  DEVICE_PROFILE,
  RULE_CHAIN,
  TENANT_PROFILE,
  OTA_PACKAGE,
  DASHBOARD,
  WIDGETS_BUNDLE,
  WIDGET_TYPE,
  QUEUE,
  RESOURCE,
  API_USAGE_STATE,
];

/** Tables of tenant data that are not entity kinds: they go with their tenant. */
export const OWNED_TABLES: readonly OwnedTable[] = [
  // Alarms of devices going back to the tenant follow them, as the platform re-reads the owner on every save.
  { table: 'alarm', onCustomerDelete: 'unassign' },
  { table: 'edge_event' },
  { table: 'rpc' },
  { table: 'admin_settings' },
  { table: 'rule_node_state' },
  { table: 'rule_engine_message' },
  // A deleted customer is taken off the dashboards assigned to it; the dashboards stay with the tenant.
  { table: 'dashboard_customer', onCustomerDelete: 'delete' },
  // A dashboard's saved versions; deleting the dashboard deletes them (dashboards/store.ts).
  { table: 'dashboard_version' },
  { table: 'event' },
  // A deleted customer's audit entries stay in the tenant's log, which is a record of what happened; they no longer
  // name the customer, as nothing can list by it any more.
  { table: 'audit_log', onCustomerDelete: 'unassign' },
];

const BY_TYPE = new Map<string, EntityKind>(ENTITY_KINDS.map((kind) => [kind.entityType, kind]));

/** The kind of an entity type, or undefined for types the server does not store. */
export function entityKind(entityType: EntityType | string): EntityKind | undefined {
  return BY_TYPE.get(entityType);
}
