import type { PlatformTwoFaSettings, TwoFaProviderType } from '@fleetdeck/model';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { SMS_NOT_CONFIGURED } from './two-factor-accounts.js';
import {
  checkedPlatformSettings,
  readPlatformTwoFaSettings,
  writePlatformTwoFaSettings,
} from './two-factor-settings.js';

export function platformTwoFaSettings(ctx: AppContext): Promise<PlatformTwoFaSettings | null> {
  return readPlatformTwoFaSettings(ctx.db);
}

/** Saves checked settings; SMS cannot be enabled, as this server has no SMS sender. */
export async function savePlatformTwoFaSettings(
  ctx: AppContext,
  body: Record<string, unknown>,
): Promise<PlatformTwoFaSettings> {
  const settings = checkedPlatformSettings(body);
  if (settings.providers.some((provider) => provider.providerType === 'SMS')) throw badRequest(SMS_NOT_CONFIGURED);
  return writePlatformTwoFaSettings(ctx.db, settings);
}

export async function enabledProviderTypes(ctx: AppContext): Promise<TwoFaProviderType[]> {
  const settings = await readPlatformTwoFaSettings(ctx.db);
  return settings?.providers.map((provider) => provider.providerType) ?? [];
}
