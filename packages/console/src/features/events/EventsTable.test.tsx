import type { EntityId } from '@fleetdeck/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, page, renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { EventsTable } from './EventsTable';

const NODE: EntityId = { entityType: 'RULE_NODE', id: '00000000-0000-11ee-8000-000000000061' };
const DAY = 86_400_000;

const lifecycle = (id: string, body: Record<string, unknown>) => ({
  id: { id },
  createdTime: 1_700_000_000_000,
  tenantId: { entityType: 'TENANT', id: 't' },
  type: 'LC_EVENT',
  uid: id,
  entityId: NODE,
  body,
});

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

// the content dialog loads the code editor on demand, which takes seconds on a busy machine
describe('the events table', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs('TENANT_ADMIN'));

  it('lists the events of the chosen type, newest first, within the last day', async () => {
    const server = fakeServer([
      { url: /\/api\/events\/RULE_NODE\/[^/]+\/ERROR\?/, body: page([]) },
      {
        url: /\/api\/events\/RULE_NODE\/[^/]+\/LC_EVENT\?/,
        body: page([
          lifecycle('a', { server: 'node-a', event: 'STARTED', success: true }),
          lifecycle('b', { server: 'node-a', event: 'UPDATED', success: false, error: 'Unknown node type' }),
        ]),
      },
    ]);
    await renderWithProviders(<EventsTable entityId={NODE} />);
    expect(await screen.findByText('No events found')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Event type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Lifecycle event' }));
    const rows = await screen.findAllByTestId('event-row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['node-a', 'STARTED', 'Success'],
      ['node-a', 'UPDATED', 'Failed'],
    ]);
    expect(within(rows[0]).queryByRole('button', { name: 'Error' })).toBeNull();
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Error' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toBeTruthy();

    const read = server.requests.find((request) => request.url.includes('/LC_EVENT?'));
    const query = queryOf(read?.url ?? '');
    expect(query).toMatchObject({ sortProperty: 'createdTime', sortOrder: 'DESC', page: '0', pageSize: '10' });
    expect(Number(query.endTime) - Number(query.startTime)).toBe(DAY);
  });

  it('clears the events of the shown type in the window after confirmation', async () => {
    const server = fakeServer([
      { url: /\/api\/events\/RULE_NODE\/[^/]+\/DEBUG_RULE_NODE\?/, body: page([]) },
      { method: 'POST', url: /\/api\/events\/RULE_NODE\/[^/]+\/clear\?/, body: '' },
    ]);
    await renderWithProviders(<EventsTable entityId={NODE} defaultType="DEBUG_RULE_NODE" />);
    expect(screen.getByRole('combobox', { name: 'Event type' }).textContent).toBe('Debug');
    await userEvent.click(screen.getByRole('button', { name: 'Clear events' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear events' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'POST')).toBe(true));
    const clear = server.requests.find((request) => request.method === 'POST');
    expect(clear?.body).toEqual({ eventType: 'DEBUG_RULE_NODE' });
    const query = queryOf(clear?.url ?? '');
    expect(Number(query.endTime) - Number(query.startTime)).toBe(DAY);
  });
});
