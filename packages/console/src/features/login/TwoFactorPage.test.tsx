import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithProviders } from '../../test/render';
import { TwoFactorPage } from './TwoFactorPage';

const PROVIDERS = [
  { type: 'TOTP', default: false, contact: null, minVerificationCodeSendPeriod: 30 },
  { type: 'EMAIL', default: true, contact: 'ten***@example.com', minVerificationCodeSendPeriod: 30 },
];

const renderStep = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/login/mfa']}>
      <TwoFactorPage />
    </MemoryRouter>,
  );

describe('TwoFactorPage', () => {
  it('sends the default provider a code at once, counts down to resending, and shows a wrong code under the field', async () => {
    const server = fakeServer([
      { url: /\/api\/auth\/2fa\/providers$/, body: PROVIDERS },
      { method: 'POST', url: /\/api\/auth\/2fa\/verification\/send\?providerType=EMAIL$/, body: '' },
      {
        method: 'POST',
        url: /\/api\/auth\/2fa\/verification\/check\?/,
        status: 400,
        body: { status: 400, message: 'Verification code is incorrect', errorCode: 31 },
      },
    ]);
    await renderStep();
    expect(
      await screen.findByText('A security code has been sent to your email address at ten***@example.com.'),
    ).toBeTruthy();
    expect(await screen.findByText('Resend code in 30 seconds')).toBeTruthy();
    expect(server.requests.filter((request) => request.url.includes('/verification/send'))).toHaveLength(1);

    const code = screen.getByRole('textbox', { name: /Verification code/ });
    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid verification code format')).toBeTruthy();
    expect(server.requests.some((request) => request.url.includes('/verification/check'))).toBe(false);

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Verification code is incorrect')).toBeTruthy();
    const check = server.requests.find((request) => request.url.includes('/verification/check'));
    expect(check?.url).toContain('providerType=EMAIL&verificationCode=123456');
  });

  it('lists the ways to verify after "try another way", and takes an authenticator code without sending one', async () => {
    const server = fakeServer([
      { url: /\/api\/auth\/2fa\/providers$/, body: PROVIDERS },
      { method: 'POST', url: /\/api\/auth\/2fa\/verification\/send/, body: '' },
    ]);
    await renderStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Try another way' }));
    expect(screen.getByText('Select a way to verify')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Authenticator app' }));
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(screen.queryByText(/Resend code/)).toBeNull();
    await waitFor(() =>
      expect(server.requests.filter((request) => request.url.includes('/verification/send'))).toHaveLength(1),
    );
  });
});
