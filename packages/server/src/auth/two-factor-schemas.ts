import { Type } from 'typebox';
import { AnyJson, BodyObject, QueryText } from '../http/schemas.js';

export const ProviderTypeQuery = Type.Object({ providerType: QueryText('TwoFaProviderType') });
export const VerificationCheckQuery = Type.Object({
  providerType: QueryText('TwoFaProviderType'),
  verificationCode: QueryText('String'),
});
export const VerificationCodeQuery = Type.Object({ verificationCode: QueryText('String') });

// The services check these themselves and answer with the platform's validation texts.
export const PlatformTwoFaSettingsBody = BodyObject({
  providers: AnyJson,
  minVerificationCodeSendPeriod: AnyJson,
  verificationCodeCheckRateLimit: AnyJson,
  maxVerificationFailuresBeforeUserLockout: AnyJson,
  totalAllowedTimeForVerification: AnyJson,
});
export const AccountConfigBody = BodyObject({ providerType: AnyJson, useByDefault: AnyJson }, 'TwoFaAccountConfig');
export const UseByDefaultBody = BodyObject({ useByDefault: AnyJson });
