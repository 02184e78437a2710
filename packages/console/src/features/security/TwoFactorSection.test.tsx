import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithProviders } from '../../test/render';
import { TwoFactorSection } from './TwoFactorSection';

const TOTP = { providerType: 'TOTP', useByDefault: true };

describe('TwoFactorSection', () => {
  it('offers backup codes beside an enrolled authenticator app and shows the new codes once', async () => {
    const server = fakeServer([
      { url: /\/api\/2fa\/providers$/, body: ['TOTP', 'BACKUP_CODE'] },
      { url: /\/api\/2fa\/account\/settings$/, body: { configs: { TOTP } } },
      {
        method: 'POST',
        url: /\/api\/2fa\/account\/config\/generate\?providerType=BACKUP_CODE$/,
        body: { providerType: 'BACKUP_CODE', useByDefault: false, codes: ['0a1b2c3d', 'deadbeef'] },
      },
      {
        method: 'POST',
        url: /\/api\/2fa\/account\/config\?verificationCode=$/,
        body: { configs: { TOTP, BACKUP_CODE: { providerType: 'BACKUP_CODE', useByDefault: false, codesLeft: 2 } } },
      },
    ]);
    await renderWithProviders(<TwoFactorSection />);
    const totp = await screen.findByTestId('two-fa-TOTP');
    expect(within(totp).getByText('Enabled')).toBeTruthy();
    expect(within(totp).getByText('Default')).toBeTruthy();

    const backup = screen.getByTestId('two-fa-BACKUP_CODE');
    await userEvent.click(within(backup).getByRole('button', { name: 'Enable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Backup code' });
    expect(within(dialog).getByTestId('backup-codes').textContent).toBe('0a1b2c3ddeadbeef');
    expect(server.requests.at(-1)?.body).toMatchObject({ providerType: 'BACKUP_CODE' });
    expect(within(backup).getByText('Codes left: 2')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the platform offers no way to verify', async () => {
    fakeServer([
      { url: /\/api\/2fa\/providers$/, body: [] },
      { url: /\/api\/2fa\/account\/settings$/, body: '' },
    ]);
    await renderWithProviders(<TwoFactorSection />);
    expect(await screen.findByText('The administrator has not enabled two-factor authentication.')).toBeTruthy();
  });
});
