import type { EntityId } from '@fleetdeck/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, page, renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { RelationsTab } from './RelationsTab';
import { relationRows } from './relation-rows';

const ASSET: EntityId = { entityType: 'ASSET', id: '00000000-0000-11ee-8000-000000000051' };
const DEVICE: EntityId = { entityType: 'DEVICE', id: '00000000-0000-11ee-8000-000000000052' };
const CUSTOMER: EntityId = { entityType: 'CUSTOMER', id: '00000000-0000-11ee-8000-000000000053' };

const relation = (from: EntityId, to: EntityId, type: string, fromName: string, toName: string) => ({
  from,
  to,
  type,
  typeGroup: 'COMMON' as const,
  additionalInfo: null,
  fromName,
  toName,
});

describe('relation rows', () => {
  it('shows the other end of each relation, by type and name', () => {
    const rows = relationRows(
      [
        relation(ASSET, DEVICE, 'Manages', 'Building', 'Pump'),
        relation(ASSET, CUSTOMER, 'Contains', 'Building', 'Acme'),
      ],
      'FROM',
    );
    expect(rows.map((row) => [row.type, row.other.entityType, row.otherName])).toEqual([
      ['Contains', 'CUSTOMER', 'Acme'],
      ['Manages', 'DEVICE', 'Pump'],
    ]);
    expect(relationRows([relation(CUSTOMER, ASSET, 'Contains', 'Acme', 'Building')], 'TO')[0].otherName).toBe('Acme');
  });
});

describe('relations tab', () => {
  beforeEach(() => signInAs('TENANT_ADMIN'));

  it('lists outbound and inbound relations', async () => {
    fakeServer([
      { url: /\/api\/relations\/info\?fromId=/, body: [relation(ASSET, DEVICE, 'Contains', 'Building', 'Pump')] },
      { url: /\/api\/relations\/info\?toId=/, body: [relation(CUSTOMER, ASSET, 'Manages', 'Acme', 'Building')] },
    ]);
    await renderWithProviders(<RelationsTab entityId={ASSET} />);
    const row = await screen.findByTestId('relation-row');
    expect(row.textContent).toContain('Contains');
    expect(row.textContent).toContain('Device');
    expect(row.textContent).toContain('Pump');
    await userEvent.click(screen.getByRole('combobox', { name: 'Direction' }));
    await userEvent.click(screen.getByRole('option', { name: 'To' }));
    await waitFor(() => expect(screen.getByTestId('relation-row').textContent).toContain('Acme'));
    expect(screen.getByText('From entity name')).toBeTruthy();
  });

  it('deletes a relation after confirmation', async () => {
    const server = fakeServer([
      { url: /\/api\/relations\/info\?fromId=/, body: [relation(ASSET, DEVICE, 'Contains', 'Building', 'Pump')] },
      { method: 'DELETE', url: /\/api\/relation\?/, body: '' },
    ]);
    await renderWithProviders(<RelationsTab entityId={ASSET} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete relation' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain("Are you sure you want to delete relation to the entity 'Pump'?");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true));
    const deleted = new URL(server.requests.find((request) => request.method === 'DELETE')?.url ?? '', 'http://x');
    expect(Object.fromEntries(deleted.searchParams)).toEqual({
      fromId: ASSET.id,
      fromType: 'ASSET',
      relationType: 'Contains',
      relationTypeGroup: 'COMMON',
      toId: DEVICE.id,
      toType: 'DEVICE',
    });
  });

  it('adds a relation to a device', async () => {
    const server = fakeServer([
      { url: /\/api\/relations\/info\?/, body: [] },
      { url: /\/api\/tenant\/devices\?/, body: page([{ id: DEVICE, name: 'Pump', type: 'default' }]) },
      { method: 'POST', url: /\/api\/relation$/, body: '' },
    ]);
    await renderWithProviders(<RelationsTab entityId={ASSET} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add relation' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Entity type is required.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Device' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Device' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pump' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'POST')).toBe(true));
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      from: ASSET,
      to: DEVICE,
      type: 'Contains',
      typeGroup: 'COMMON',
      additionalInfo: null,
    });
  });
});
