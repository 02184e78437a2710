import type { TwilioSmsProviderConfiguration } from '@fleetdeck/model';
import { httpFailure } from './http-failure.js';
import type { SmsMessage } from './sender.js';

/** Creates a message through Twilio's REST API (Messages resource), authenticated by the account SID and token. */
export async function sendTwilioSms(config: TwilioSmsProviderConfiguration, sms: SmsMessage): Promise<void> {
  const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const credentials = Buffer.from(`${config.accountSid}:${config.accountToken}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: sms.numberTo, From: config.numberFrom, Body: sms.message }),
      signal: AbortSignal.timeout(10000),
    });
  } catch (error) {
    throw httpFailure('Twilio', error);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(`Twilio refused the message: ${answer?.message ?? response.statusText}`);
  }
}
