import type { SmsProviderConfiguration, TestSmsRequest } from '@fleetdeck/model';
import type { AppContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { checkPhoneNumber, checkSmsConfiguration, readSmsConfiguration } from './configuration.js';
import { sendSms } from './sender.js';

async function deliver(config: SmsProviderConfiguration, numberTo: string, message: string): Promise<void> {
  try {
    await sendSms(config, { numberTo, message });
  } catch (error) {
    throw new ApiError(500, 2, `Unable to send SMS: ${(error as Error).message}`);
  }
}

/** Sends the test message with the configuration given (not yet saved), as the settings page's test does. */
export async function sendTestSms(request: Partial<TestSmsRequest>): Promise<void> {
  const config = checkSmsConfiguration(request.providerConfiguration);
  const numberTo = checkPhoneNumber(request.numberTo);
  await deliver(config, numberTo, String(request.message ?? ''));
}

/** Sends through the configured provider, false when no provider is configured (the caller says what that means). */
export async function sendConfiguredSms(ctx: AppContext, numberTo: string, message: string): Promise<boolean> {
  const config = await readSmsConfiguration(ctx.db);
  if (!config) return false;
  await deliver(config, checkPhoneNumber(numberTo), message);
  return true;
}
