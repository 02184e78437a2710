import type { AwsSnsSmsProviderConfiguration } from '@fleetdeck/model';
import { AwsClient } from 'aws4fetch';
import { XMLParser } from 'fast-xml-parser';
import { httpFailure } from './http-failure.js';
import type { SmsMessage } from './sender.js';

const parser = new XMLParser({ parseTagValue: false });

/** The reason in an SNS error answer (`<ErrorResponse><Error><Message>`), or null when it has none. */
function refusalReason(answer: string): string | null {
  try {
    const message = parser.parse(answer)?.ErrorResponse?.Error?.Message;
    return typeof message === 'string' && message !== '' ? message : null;
  } catch {
    return null;
  }
}

/** Publishes the text to the phone number through the SNS Query API of the configured region, signed with SigV4. */
export async function sendAwsSnsSms(config: AwsSnsSmsProviderConfiguration, sms: SmsMessage): Promise<void> {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 'sns',
  });
  const body = new URLSearchParams({
    Action: 'Publish',
    PhoneNumber: sms.numberTo,
    Message: sms.message,
    Version: '2010-03-31',
  });
  let response: Response;
  try {
    response = await client.fetch(`https://sns.${config.region}.amazonaws.com/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      signal: AbortSignal.timeout(10000),
    });
  } catch (error) {
    throw httpFailure('AWS SNS', error);
  }
  if (!response.ok) {
    const reason = refusalReason(await response.text()) ?? response.statusText;
    throw new Error(`AWS SNS refused the message: ${reason}`);
  }
}
