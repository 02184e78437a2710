import { booleanOf, stringOf } from '../configuration.js';
import { type Coordinates, distance, insidePolygons, isRangeUnit } from '../geofence.js';
import type { TbMsg } from '../message.js';
import { CORE_CONFIG_UI, FALSE, failure, type NodeFactory, type RuleNodeDescriptor, TRUE } from '../node.js';

/** TbGpsGeofencingFilterNodeConfiguration. */
export type TbGpsGeofencingFilterNodeConfiguration = {
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
};

/** A coordinate from the data's key, else from the metadata's. */
function coordinate(data: Record<string, unknown>, msg: TbMsg, key: string): number {
  const value = key in data ? data[key] : msg.metadata[key];
  if (value === undefined) throw new Error(`Incoming Message has no ${key} in data or metadata!`);
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value));
  if (!Number.isFinite(number)) throw new Error(`Incoming Message has no valid ${key}!`);
  return number;
}

type Perimeter =
  | { type: 'POLYGON'; polygons: string }
  | { type: 'CIRCLE'; center: Coordinates; range: number; unit: string };

function perimeterOf(config: Record<string, unknown>, msg: TbMsg): Perimeter {
  const type = stringOf(config.perimeterType, 'POLYGON');
  if (booleanOf(config.fetchPerimeterInfoFromMessageMetadata, true)) {
    const value = msg.metadata[stringOf(config.perimeterKeyName, 'ss_perimeter')];
    if (!value) throw new Error('Missing perimeter definition!');
    if (type !== 'CIRCLE') return { type: 'POLYGON', polygons: value };
    const circle = JSON.parse(value) as { latitude?: number; longitude?: number; radius?: number; radiusUnit?: string };
    return {
      type: 'CIRCLE',
      center: { latitude: Number(circle.latitude), longitude: Number(circle.longitude) },
      range: Number(circle.radius),
      unit: circle.radiusUnit ?? 'METER',
    };
  }
  if (type !== 'CIRCLE') {
    const polygons = stringOf(config.polygonsDefinition);
    if (!polygons) throw new Error('Missing perimeter definition!');
    return { type: 'POLYGON', polygons };
  }
  return {
    type: 'CIRCLE',
    center: { latitude: Number(config.centerLatitude), longitude: Number(config.centerLongitude) },
    range: Number(config.range),
    unit: stringOf(config.rangeUnit, 'METER'),
  };
}

/** Whether the message's position is inside the perimeter (a circle counts its edge as outside). */
export function insidePerimeter(config: Record<string, unknown>, msg: TbMsg): boolean {
  const parsed: unknown = JSON.parse(msg.data);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('Incoming Message is not a valid JSON object');
  }
  const data = parsed as Record<string, unknown>;
  const point = {
    latitude: coordinate(data, msg, stringOf(config.latitudeKeyName, 'latitude')),
    longitude: coordinate(data, msg, stringOf(config.longitudeKeyName, 'longitude')),
  };
  const perimeter = perimeterOf(config, msg);
  if (perimeter.type === 'POLYGON') return insidePolygons(perimeter.polygons, point);
  if (!isRangeUnit(perimeter.unit)) throw new Error(`Unsupported range unit: ${perimeter.unit}`);
  return perimeter.range > distance(point, perimeter.center, perimeter.unit);
}

export const descriptor: RuleNodeDescriptor<TbGpsGeofencingFilterNodeConfiguration> = {
  type: 'FILTER',
  name: 'gps geofencing filter',
  clazz: 'org.thingsboard.rule.engine.geo.TbGpsGeofencingFilterNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Filter incoming messages by GPS based geofencing. Extracts latitude and longitude parameters from incoming message and returns <b>True</b> if they are inside configured perimeters, <b>False</b> otherwise.',
      description: 'Filter incoming messages by GPS based geofencing',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['True', 'False', 'Failure'],
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
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbFilterNodeGpsGeofencingConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** True when the position in the message is inside the perimeter, False outside; a message without one fails. */
export const create: NodeFactory = (definition) => (msg) => {
  try {
    return { relation: insidePerimeter(definition.configuration, msg) ? TRUE : FALSE, msg };
  } catch (error) {
    return failure(msg, error);
  }
};
