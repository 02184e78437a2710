import { toJsonText } from '../../common/json.js';
import { newId, uuidTime } from '../../common/uuid.js';
import type { Db } from '../schema.js';

export interface DeviceProfileTemplate {
  name: string;
  description: string;
  isDefault: boolean;
  defaultRuleChainId?: string | null;
  alarms?: unknown[] | null;
}

export async function createDeviceProfile(db: Db, tenantId: string, template: DeviceProfileTemplate): Promise<string> {
  const id = newId();
  await db
    .insertInto('device_profile')
    .values({
      id,
      created_time: uuidTime(id),
      tenant_id: tenantId,
      name: template.name,
      description: template.description,
      image: null,
      is_default: template.isDefault ? 1 : 0,
      type: 'DEFAULT',
      transport_type: 'DEFAULT',
      provision_type: 'DISABLED',
      default_rule_chain_id: template.defaultRuleChainId ?? null,
      default_dashboard_id: null,
      default_queue_name: null,
      profile_data: toJsonText({
        configuration: { type: 'DEFAULT' },
        transportConfiguration: { type: 'DEFAULT' },
        provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
        alarms: template.alarms ?? null,
      }) as string,
      provision_device_key: null,
      firmware_id: null,
      software_id: null,
      external_id: null,
    })
    .execute();
  return id;
}
