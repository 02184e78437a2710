import type { EdgeEvent } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { DOWNLINK_COLUMNS, downlinkBody, downlinkStatusLabel } from './downlink-columns';

const downlink = (overrides: Partial<EdgeEvent> = {}): EdgeEvent => ({
  id: { id: 'e1' },
  createdTime: 1_700_000_000_000,
  tenantId: { entityType: 'TENANT', id: 't1' },
  edgeId: { entityType: 'EDGE', id: 'edge1' },
  type: 'RULE_CHAIN',
  action: 'ASSIGNED_TO_EDGE',
  entityId: 'c1',
  uid: null,
  body: null,
  status: 'PENDING',
  ...overrides,
});

describe('the downlinks table', () => {
  it('shows time, type, action, entity, status and the body, as the platform does', () => {
    expect(DOWNLINK_COLUMNS.map((column) => column.title)).toEqual([
      'event.event-time',
      'event.type',
      'edge.event-action',
      'event.entity-id',
      'event.status',
      'event.data',
    ]);
    expect(DOWNLINK_COLUMNS.map((column) => column.value(downlink()))).toEqual([
      '1700000000000',
      'RULE_CHAIN',
      'ASSIGNED_TO_EDGE',
      'c1',
      'PENDING',
      '',
    ]);
  });

  it('translates both statuses', () => {
    expect(downlinkStatusLabel('DEPLOYED')).toBe('edge.deployed');
    expect(downlinkStatusLabel('PENDING')).toBe('edge.pending');
  });

  it('opens a body as JSON and offers nothing without one', () => {
    expect(downlinkBody(downlink({ body: { customerId: 'x' } }))).toBe('{"customerId":"x"}');
    expect(downlinkBody(downlink({ body: null }))).toBe('');
    expect(DOWNLINK_COLUMNS.find((column) => column.key === 'entityId')?.value(downlink({ entityId: null }))).toBe('');
  });
});
