import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbGpsGeofencingFilterNode from './tb-gps-geofencing-filter-node.js';

const square = '[[50.0,30.0],[50.0,31.0],[51.0,31.0],[51.0,30.0]]';
const polygon = { ...tbGpsGeofencingFilterNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration };
const circle = {
  ...polygon,
  perimeterType: 'CIRCLE',
  fetchPerimeterInfoFromMessageMetadata: false,
  centerLatitude: 50.45,
  centerLongitude: 30.52,
  range: 5,
  rangeUnit: 'KILOMETER',
};

const at = (latitude: number, longitude: number, metadata: Record<string, string> = { ss_perimeter: square }) =>
  testMsg({ data: JSON.stringify({ latitude, longitude }), metadata });

describe('gps geofencing filter node', () => {
  it('answers True inside the perimeter of the metadata and False outside', async () => {
    expect((await runNode(tbGpsGeofencingFilterNode, polygon, at(50.5, 30.5)))[0]?.relation).toBe('True');
    expect((await runNode(tbGpsGeofencingFilterNode, polygon, at(49, 30.5)))[0]?.relation).toBe('False');
  });

  it('measures a configured circle', async () => {
    expect((await runNode(tbGpsGeofencingFilterNode, circle, at(50.46, 30.53, {})))[0]?.relation).toBe('True');
    expect((await runNode(tbGpsGeofencingFilterNode, circle, at(50.6, 30.52, {})))[0]?.relation).toBe('False');
  });

  it('reads coordinates from the metadata when the data lacks them', async () => {
    const msg = testMsg({ data: '{}', metadata: { latitude: '50.5', longitude: '30.5', ss_perimeter: square } });
    expect((await runNode(tbGpsGeofencingFilterNode, polygon, msg))[0]?.relation).toBe('True');
  });

  it('sends a message without coordinates or perimeter to Failure', async () => {
    const [noCoordinates] = await runNode(tbGpsGeofencingFilterNode, polygon, testMsg({ data: '{}', metadata: {} }));
    expect(noCoordinates?.relation).toBe('Failure');
    expect(String(noCoordinates?.error)).toContain('Incoming Message has no latitude in data or metadata!');
    const [noPerimeter] = await runNode(tbGpsGeofencingFilterNode, polygon, at(50.5, 30.5, {}));
    expect(String(noPerimeter?.error)).toContain('Missing perimeter definition!');
  });
});
