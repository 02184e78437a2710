import type { PlatformTwoFaSettings, TwoFaProviderType } from '@fleetdeck/model';
import type { AppContext } from '../context.js';
import {
  checkedPlatformSettings,
  readPlatformTwoFaSettings,
  writePlatformTwoFaSettings,
} from './two-factor-settings.js';
import { requireSmsProvider } from './two-factor-sms.js';

export function platformTwoFaSettings(ctx: AppContext): Promise<PlatformTwoFaSettings | null> {
  return readPlatformTwoFaSettings(ctx.db);
}

/** Saves checked settings; SMS can be enabled only once an SMS provider is configured. */
export async function savePlatformTwoFaSettings(
  ctx: AppContext,
  body: Record<string, unknown>,
): Promise<PlatformTwoFaSettings> {
  const settings = checkedPlatformSettings(body);
  if (settings.providers.some((provider) => provider.providerType === 'SMS')) await requireSmsProvider(ctx);
  return writePlatformTwoFaSettings(ctx.db, settings);
}

export async function enabledProviderTypes(ctx: AppContext): Promise<TwoFaProviderType[]> {
  const settings = await readPlatformTwoFaSettings(ctx.db);
  return settings?.providers.map((provider) => provider.providerType) ?? [];
}
