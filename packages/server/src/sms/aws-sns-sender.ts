import { createHash, createHmac } from 'node:crypto';
import type { AwsSnsSmsProviderConfiguration } from '@fleetdeck/model';
import { httpFailure } from './http-failure.js';
import type { SmsMessage } from './sender.js';

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** The Authorization header of AWS Signature Version 4 for a form POST to a service's root path. */
export function awsSignature(
  config: AwsSnsSmsProviderConfiguration,
  host: string,
  body: string,
  amzDate: string,
): string {
  const date = amzDate.slice(0, 8);
  const scope = `${date}/${config.region}/sns/aws4_request`;
  const signedHeaders = 'content-type;host;x-amz-date';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    'content-type:application/x-www-form-urlencoded',
    `host:${host}`,
    `x-amz-date:${amzDate}`,
    '',
    signedHeaders,
    sha256(body),
  ].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${config.secretAccessKey}`, date);
  for (const part of [config.region, 'sns', 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** Publishes the text to the phone number through the SNS Query API of the configured region. */
export async function sendAwsSnsSms(config: AwsSnsSmsProviderConfiguration, sms: SmsMessage): Promise<void> {
  const host = `sns.${config.region}.amazonaws.com`;
  const body = new URLSearchParams({
    Action: 'Publish',
    PhoneNumber: sms.numberTo,
    Message: sms.message,
    Version: '2010-03-31',
  }).toString();
  const amzDate = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  let response: Response;
  try {
    response = await fetch(`https://${host}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-amz-date': amzDate,
        authorization: awsSignature(config, host, body, amzDate),
      },
      body,
      signal: AbortSignal.timeout(10000),
    });
  } catch (error) {
    throw httpFailure('AWS SNS', error);
  }
  if (!response.ok) {
    const answer = await response.text();
    const reason = /<Message>([^<]*)<\/Message>/.exec(answer)?.[1] ?? response.statusText;
    throw new Error(`AWS SNS refused the message: ${reason}`);
  }
}
