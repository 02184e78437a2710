import type { EntityViewKeys } from '@fleetdeck/model';
import { newId } from '../../common/uuid.js';
import { findEntityViewsOfEntity, toEntityView } from '../../entity-views/store.js';
import type { AttributeScope } from '../../telemetry/kv.js';
import { parseDeviceAttributes } from '../../telemetry/parse.js';
import { MSG_TYPES, type TbMsg } from '../message.js';
import {
  CORE_CONFIG_UI,
  failure,
  type NodeFactory,
  type NodeResult,
  type RuleNodeDescriptor,
  success,
} from '../node.js';

/** EmptyNodeConfiguration. */
export type TbCopyAttributesToEntityViewNodeConfiguration = { version: number };

const ATTRIBUTES_UPDATED = 'ATTRIBUTES_UPDATED';
const ATTRIBUTES_DELETED = 'ATTRIBUTES_DELETED';
const SUPPORTED = [ATTRIBUTES_UPDATED, ATTRIBUTES_DELETED, MSG_TYPES.activity, MSG_TYPES.postAttributes];

export const descriptor: RuleNodeDescriptor<TbCopyAttributesToEntityViewNodeConfiguration> = {
  type: 'ACTION',
  name: 'copy to view',
  clazz: 'org.thingsboard.rule.engine.action.TbCopyAttributesToEntityViewNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Copy attributes from asset/device to related entity view according to entity view configuration. \n ' +
        'Copy will be done only for attributes that are between start and end dates and according to attribute ' +
        'keys configuration. \nChanges message originator to related entity view and produces new messages ' +
        'according to count of updated entity views',
      description:
        'Copy attributes from asset/device to entity view and changes message originator to related entity view',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { version: 0 },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbNodeEmptyConfig',
      icon: 'content_copy',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** The attribute keys an entity view shows of one scope; none for an unknown scope. */
function viewKeys(keys: EntityViewKeys, scope: string): readonly string[] {
  if (scope === 'CLIENT_SCOPE') return keys.attributes.cs;
  if (scope === 'SERVER_SCOPE') return keys.attributes.ss;
  if (scope === 'SHARED_SCOPE') return keys.attributes.sh;
  return [];
}

/** The names of the deleted attributes: the text members of the data's `attributes` array. */
function deletedKeys(msg: TbMsg): string[] {
  const data = JSON.parse(msg.data) as { attributes?: unknown };
  if (!Array.isArray(data.attributes)) throw new Error(`Message data has no attributes array: ${msg.data}`);
  return data.attributes.filter((key): key is string => typeof key === 'string');
}

/**
 * Copies the attributes of a device's or asset's message (posted or updated; deleted ones are deleted) to each of
 * its entity views that is active now and shows those keys in that scope (posted attributes are client ones, else
 * the metadata's `scope` says), and sends one new message per entity view it changed along Success, with the view as
 * originator; the original ends here. Other message types, and a message without metadata, go to Failure.
 */
export const create: NodeFactory =
  () =>
  async (msg, { app }) => {
    if (!SUPPORTED.includes(msg.type)) return failure(msg, new Error(`Unsupported msg type [${msg.type}]`));
    if (Object.keys(msg.metadata).length === 0) return failure(msg, new Error('Message metadata is empty'));
    const scope = msg.type === MSG_TYPES.postAttributes ? 'CLIENT_SCOPE' : (msg.metadata.scope ?? '');
    const now = Date.now();
    const results: NodeResult[] = [];
    try {
      const views = (await findEntityViewsOfEntity(app.db, msg.tenantId, msg.originator.id)).map(toEntityView);
      for (const view of views) {
        const { startTimeMs: start, endTimeMs: end } = view;
        const active = (end !== 0 && end > now && start < now) || (end === 0 && start < now);
        if (!active) continue;
        const shown = viewKeys(view.keys, scope);
        if (msg.type === ATTRIBUTES_DELETED) {
          const keys = deletedKeys(msg).filter((key) => shown.includes(key));
          if (keys.length === 0) continue;
          await app.telemetry.deleteAttributes(msg.tenantId, view.id, scope as AttributeScope, keys);
        } else {
          const entries = parseDeviceAttributes(msg.data)
            .filter((entry) => shown.includes(entry.key))
            .map((entry) => ({ ...entry, lastUpdateTs: now }));
          await app.telemetry.saveAttributes(msg.tenantId, view.id, scope as AttributeScope, entries);
        }
        results.push(success({ ...msg, id: newId(), ts: now, originator: view.id }));
      }
    } catch (error) {
      return failure(msg, error);
    }
    return results;
  };
