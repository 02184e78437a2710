import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, page, renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { QueueAutocomplete, queueError, queueNoMatchMessage } from './QueueAutocomplete';
import { truncateSearchText } from './truncate';

const queue = (name: string, description?: string) => ({
  id: { entityType: 'QUEUE', id: `00000000-0000-11ee-8000-0000000000${name.length}0` },
  name,
  additionalInfo: { description },
});

describe('queue autocomplete', () => {
  beforeEach(() => signInAs('TENANT_ADMIN'));

  it('requires a queue when required', () => {
    expect(queueError(null, true)).toBe('queue.queue-required');
    expect(queueError('Main', true)).toBeNull();
  });

  it('quotes at most 6 characters of the searched text when nothing matches', () => {
    expect(truncateSearchText('HighPriority')).toBe('HighPr...');
    expect(queueNoMatchMessage('HighPriority')).toEqual({
      key: 'queue.no-queues-matching',
      values: { queue: 'HighPr...' },
    });
    expect(queueNoMatchMessage('')).toEqual({ key: 'queue.no-queues-found' });
  });

  it('lists the rule engine queues by name, 10 at a time', async () => {
    const server = fakeServer([
      { url: /\/api\/queues\?/, body: page([queue('HighPriority', 'High priority'), queue('Main')]) },
    ]);
    const onChange = vi.fn();
    await renderWithProviders(<QueueAutocomplete value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Queue' }));
    await userEvent.click(await screen.findByText('Main'));
    expect(onChange).toHaveBeenLastCalledWith('Main');
    const url = new URL(server.requests[0].url, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      serviceType: 'TB_RULE_ENGINE',
      pageSize: '10',
      page: '0',
      sortProperty: 'name',
      sortOrder: 'ASC',
    });
  });

  it('says no queues match the typed text', async () => {
    fakeServer([{ url: /\/api\/queues\?/, body: page([]) }]);
    await renderWithProviders(<QueueAutocomplete value={null} onChange={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Queue' }), 'Sequential');
    expect(await screen.findByText("No queues matching 'Sequen...' were found.")).toBeTruthy();
  });

  it('clears a stored name that no longer names a queue', async () => {
    fakeServer([
      { url: /\/api\/queues\/name\/Gone$/, status: 404, body: { status: 404, message: 'x', errorCode: 32 } },
    ]);
    const onChange = vi.fn();
    await renderWithProviders(<QueueAutocomplete value="Gone" onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
  });
});
