import { describe, expect, it } from 'vitest';
import { backupCodesText, groupedSecret, hasOtherThanBackupCodes, secretOfAuthUrl } from './two-factor-account';

describe('the account two-factor helpers', () => {
  it('read the secret of an authenticator URL and group it by four', () => {
    const url = 'otpauth://totp/Fleetdeck:ann@example.com?issuer=Fleetdeck&secret=JBSWY3DPEHPK3PXP';
    expect(secretOfAuthUrl(url)).toBe('JBSWY3DPEHPK3PXP');
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(secretOfAuthUrl('otpauth://totp/x')).toBe('');
  });

  it('write backup codes one a line', () => {
    expect(backupCodesText(['0a1b2c3d', 'deadbeef'])).toBe('0a1b2c3d\ndeadbeef\n');
  });

  it('tell whether backup codes have another way beside them', () => {
    expect(hasOtherThanBackupCodes(null)).toBe(false);
    expect(
      hasOtherThanBackupCodes({ configs: { BACKUP_CODE: { providerType: 'BACKUP_CODE', useByDefault: false } } }),
    ).toBe(false);
    expect(hasOtherThanBackupCodes({ configs: { TOTP: { providerType: 'TOTP', useByDefault: true } } })).toBe(true);
  });
});
