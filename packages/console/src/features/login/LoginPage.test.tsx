import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useLoadingStore } from '../../core/http/loading-store';
import { renderWithProviders } from '../../test/render';
import { LoginPage } from './LoginPage';

const renderLogin = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );

describe('LoginPage', () => {
  it('keeps the fields usable while a background request is in flight', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } })),
    );
    useLoadingStore.getState().requestStarted();
    try {
      await renderLogin();
      const username = screen.getByRole('textbox', { name: /Username/ });
      expect(username).toHaveProperty('disabled', false);
      await userEvent.type(username, 'tenant@fleetdeck.io');
      expect(username).toHaveProperty('value', 'tenant@fleetdeck.io');
    } finally {
      useLoadingStore.getState().requestEnded();
    }
  });

  it('locks the form while the sign-in request runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/api/auth/login')
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : new Response('[]', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await renderLogin();
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'tenant@fleetdeck.io');
    await userEvent.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', true));
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveProperty('disabled', true);

    answer(
      new Response(JSON.stringify({ status: 401, message: 'Invalid username or password', errorCode: 10 }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false));
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveProperty('value', 'tenant@fleetdeck.io');
  });
});
