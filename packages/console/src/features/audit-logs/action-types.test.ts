import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION_TYPES, type AuditLog } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { actionStatusLabel, actionTypeLabel, auditLogDetails } from './action-types';

const entry = (overrides: Partial<AuditLog>): AuditLog => ({
  id: { id: 'a' },
  createdTime: 1,
  tenantId: { entityType: 'TENANT', id: 't' },
  customerId: { entityType: 'CUSTOMER', id: 'c' },
  entityId: { entityType: 'DEVICE', id: 'd' },
  entityName: 'Pump',
  userId: { entityType: 'USER', id: 'u' },
  userName: 'tenant@example.com',
  actionType: 'ADDED',
  actionData: { entity: { name: 'Pump' } },
  actionStatus: 'SUCCESS',
  actionFailureDetails: null,
  ...overrides,
});

describe('audit log labels and details', () => {
  it('names each action type and status by a message key', () => {
    expect(actionTypeLabel('ADDED')).toBe('audit-log.type-added');
    expect(actionTypeLabel('RELATION_ADD_OR_UPDATE')).toBe('audit-log.type-relation-add-or-update');
    expect(actionStatusLabel('FAILURE')).toBe('audit-log.status-failure');
  });

  it('has an English label for every action type of the contract', () => {
    const english = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../public/locale/locale.constant-en_US.json'), 'utf8'),
    ) as { 'audit-log': Record<string, string> };
    const missing = ACTION_TYPES.map(actionTypeLabel).filter(
      (key) => !english['audit-log'][key.slice('audit-log.'.length)],
    );
    expect(missing).toEqual([]);
  });

  it('shows the action data indented, and the failure details only for a failure', () => {
    expect(auditLogDetails(entry({}))).toEqual({
      actionData: '{\n  "entity": {\n    "name": "Pump"\n  }\n}',
      failureDetails: null,
    });
    const failed = entry({ actionStatus: 'FAILURE', actionFailureDetails: 'Invalid username or password' });
    expect(auditLogDetails(failed).failureDetails).toBe('Invalid username or password');
  });
});
