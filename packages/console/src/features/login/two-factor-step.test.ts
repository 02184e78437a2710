import type { TwoFaProviderInfo } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { codeError, initialProvider, offeredProviders, sendsCode } from './two-factor-step';

const info = (type: TwoFaProviderInfo['type'], isDefault = false): TwoFaProviderInfo => ({
  type,
  default: isDefault,
  contact: null,
  minVerificationCodeSendPeriod: 30,
});

describe('the two-factor step', () => {
  it('starts with the default provider, else the first', () => {
    expect(initialProvider([info('TOTP'), info('EMAIL', true)])?.type).toBe('EMAIL');
    expect(initialProvider([info('BACKUP_CODE'), info('TOTP')])?.type).toBe('BACKUP_CODE');
    expect(initialProvider([])).toBeNull();
  });

  it('offers every provider the server names, SMS among them', () => {
    expect(offeredProviders([info('SMS'), info('TOTP')]).map((provider) => provider.type)).toEqual(['SMS', 'TOTP']);
  });

  it('sends codes only for the providers that deliver them', () => {
    expect(sendsCode('EMAIL')).toBe(true);
    expect(sendsCode('SMS')).toBe(true);
    expect(sendsCode('TOTP')).toBe(false);
    expect(sendsCode('BACKUP_CODE')).toBe(false);
  });

  it('takes six digits, or eight hex characters for a backup code', () => {
    expect(codeError('TOTP', '123456')).toBeNull();
    expect(codeError('TOTP', '12345')).toBe('login.verification-code-invalid');
    expect(codeError('EMAIL', '12345a')).toBe('login.verification-code-invalid');
    expect(codeError('TOTP', '')).toBe('login.verification-code-required');
    expect(codeError('BACKUP_CODE', '0a1b2c3d')).toBeNull();
    expect(codeError('BACKUP_CODE', '0A1B2C3D')).toBe('login.verification-code-invalid');
    expect(codeError('BACKUP_CODE', '123456')).toBe('login.verification-code-invalid');
  });
});
