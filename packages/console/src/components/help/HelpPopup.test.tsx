import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithProviders } from '../../test/render';
import { HelpPopup } from './HelpPopup';
import { forgetHelpBase } from './help-content';

beforeEach(() => forgetHelpBase());

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HelpPopup', () => {
  it("shows the help markdown from the server's help base, and closes on a second click", async () => {
    const server = fakeServer([
      { url: /\/api\/uiSettings\/helpBaseUrl$/, body: '/docs/' },
      {
        url: /\/docs\/help\/en_US\/rulenode\/filter_node_script_fn\.md$/,
        body: '#### Filter message function\n\nReturn `true`.',
      },
    ]);
    await renderWithProviders(<HelpPopup helpId="rulenode/filter_node_script_fn" />);

    fireEvent.click(screen.getByRole('button', { name: 'Show help' }));
    expect(await screen.findByText(/Filter message function/)).toBeDefined();
    expect(screen.getByText('true').tagName).toBe('CODE');
    expect(server.requests.map((request) => request.url)).toContain(
      '/docs/help/en_US/rulenode/filter_node_script_fn.md',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Hide help' }));
    await vi.waitFor(() => expect(screen.queryByText(/Filter message function/)).toBeNull());
  });

  it('says Not found when the help has no file', async () => {
    fakeServer([{ url: /\/api\/uiSettings\/helpBaseUrl$/, body: '/assets' }]);
    await renderWithProviders(<HelpPopup helpId="rulenode/no_such_help" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show help' }));
    expect(await screen.findByText('Not found')).toBeDefined();
  });
});
