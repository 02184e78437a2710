import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../core/http/api';
import { useLoadingStore } from '../../core/http/loading-store';
import { useToastStore } from '../../core/notifications/toast-store';
import { fakeServer, renderWithProviders } from '../../test/render';
import { useSearchAsYouType } from './useSearchAsYouType';

/** A bare picker: a text box and the names found for it. */
function Picker({ search }: { search(text: string): Promise<string[]> }) {
  const [text, setText] = useState('');
  const found = useSearchAsYouType({ text, queryKey: (typed) => ['test-search', typed], search, enabled: true });
  return (
    <>
      <input aria-label="Name" value={text} onChange={(event) => setText(event.target.value)} />
      <output data-testid="found">{found.results.join(',')}</output>
      <output data-testid="searched">{found.searchedText}</output>
    </>
  );
}

describe('search as you type', () => {
  it('searches once for text typed without pauses', async () => {
    const search = vi.fn(async (text: string) => [`${text} 1`]);
    await renderWithProviders(<Picker search={search} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Pump', { delay: null });
    await waitFor(() => expect(screen.getByTestId('found').textContent).toBe('Pump 1'));
    expect(search.mock.calls.map(([text]) => text)).toEqual(['', 'Pump']);
  });

  it('treats a failed search as nothing found, without a toast or the loading bar', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeServer([{ url: /\/api\/tenant\/devices/, status: 500, body: { status: 500, message: 'Boom', errorCode: 2 } }]);
    const starts: number[] = [];
    const unsubscribe = useLoadingStore.subscribe((state) => starts.push(state.activeRequests));
    const search = vi.fn(async (text: string) =>
      (await api.devices.tenantDevices({ page: 0, pageSize: 50, textSearch: text })).data.map((device) => device.name),
    );
    await renderWithProviders(<Picker search={search} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Pu');
    await waitFor(() => expect(screen.getByTestId('searched').textContent).toBe('Pu'));
    await waitFor(() => expect(search).toHaveBeenCalledWith('Pu'));
    unsubscribe();
    expect(screen.getByTestId('found').textContent).toBe('');
    expect(starts.filter((count) => count > 0)).toEqual([]);
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
