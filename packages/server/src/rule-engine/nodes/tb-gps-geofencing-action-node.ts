import { fromJsonText } from '../../common/json.js';
import { findRuleNodeState, saveRuleNodeState } from '../device-profile/state-store.js';
import type { TbMsg } from '../message.js';
import {
  CORE_CONFIG_UI,
  failure,
  type NodeFactory,
  type NodeResult,
  type RuleNodeDescriptor,
  SUCCESS,
} from '../node.js';
import { toMillis } from '../time-unit.js';
import { insidePerimeter } from './tb-gps-geofencing-filter-node.js';

/** TbGpsGeofencingActionNodeConfiguration. */
export type TbGpsGeofencingActionNodeConfiguration = {
  latitudeKeyName: string;
  longitudeKeyName: string;
  perimeterType: string;
  fetchPerimeterInfoFromMessageMetadata: boolean;
  perimeterKeyName: string;
  polygonsDefinition: string | null;
  centerLatitude: number | null;
  centerLongitude: number | null;
  range: number | null;
  rangeUnit: string | null;
  minInsideDuration: number;
  minOutsideDuration: number;
  minInsideDurationTimeUnit: string;
  minOutsideDurationTimeUnit: string;
};

/** Where an originator was last seen: inside or outside, since when, and whether its stay was already told. */
interface GeofencingState {
  inside: boolean;
  stateSwitchTime: number;
  stayed: boolean;
}

export const descriptor: RuleNodeDescriptor<TbGpsGeofencingActionNodeConfiguration> = {
  type: 'ACTION',
  name: 'gps geofencing events',
  clazz: 'org.thingsboard.rule.engine.geo.TbGpsGeofencingActionNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Extracts latitude and longitude parameters from incoming message and returns different events based on ' +
        'configuration parameters',
      description: 'Produces incoming messages using GPS based geofencing',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Entered', 'Left', 'Inside', 'Outside', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        latitudeKeyName: 'latitude',
        longitudeKeyName: 'longitude',
        perimeterType: 'POLYGON',
        fetchPerimeterInfoFromMessageMetadata: true,
        perimeterKeyName: 'ss_perimeter',
        polygonsDefinition: null,
        centerLatitude: null,
        centerLongitude: null,
        range: null,
        rangeUnit: null,
        minInsideDuration: 1,
        minOutsideDuration: 1,
        minInsideDurationTimeUnit: 'MINUTES',
        minOutsideDurationTimeUnit: 'MINUTES',
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeGpsGeofencingConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

const isState = (value: unknown): value is GeofencingState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GeofencingState).inside === 'boolean' &&
  typeof (value as GeofencingState).stateSwitchTime === 'number' &&
  typeof (value as GeofencingState).stayed === 'boolean';

/**
 * Tracks, per originator, whether its position is inside the perimeter. The first position, and every crossing,
 * goes along Entered or Left; a position that has stayed on one side longer than that side's minimum duration goes,
 * once per stay, along Inside or Outside; any other along Success. A message without a usable position or perimeter
 * goes to Failure. The state is kept by the node per originator in storage, so a restart or a chain change does not
 * tell an old crossing again (the platform keeps it in a server attribute named after its service instead).
 */
export const create: NodeFactory = (definition) => {
  const { configuration } = definition;
  const states = new Map<string, GeofencingState>();

  const stateOf = async (msg: TbMsg, db: Parameters<typeof findRuleNodeState>[0]) => {
    const known = states.get(msg.originator.id);
    if (known) return known;
    const stored = fromJsonText<unknown>(await findRuleNodeState(db, definition.id, msg.originator.id));
    const state = isState(stored) ? stored : { inside: false, stateSwitchTime: 0, stayed: false };
    states.set(msg.originator.id, state);
    return state;
  };

  return async (msg, { app }): Promise<NodeResult> => {
    let matches: boolean;
    let minInsideMs: number;
    let minOutsideMs: number;
    try {
      matches = insidePerimeter(configuration, msg);
      minInsideMs = toMillis(configuration.minInsideDurationTimeUnit, configuration.minInsideDuration);
      minOutsideMs = toMillis(configuration.minOutsideDurationTimeUnit, configuration.minOutsideDuration);
    } catch (error) {
      return failure(msg, error);
    }
    const state = await stateOf(msg, app.db);
    const now = Date.now();
    let relation = SUCCESS;
    if (state.stateSwitchTime === 0 || state.inside !== matches) {
      Object.assign(state, { inside: matches, stateSwitchTime: now, stayed: false });
      relation = matches ? 'Entered' : 'Left';
    } else if (!state.stayed && now - state.stateSwitchTime > (state.inside ? minInsideMs : minOutsideMs)) {
      state.stayed = true;
      relation = state.inside ? 'Inside' : 'Outside';
    }
    if (relation !== SUCCESS) {
      await saveRuleNodeState(app.db, {
        tenantId: msg.tenantId,
        ruleNodeId: definition.id,
        entityType: msg.originator.entityType,
        entityId: msg.originator.id,
        stateData: JSON.stringify(state),
      });
    }
    return { relation, msg };
  };
};
