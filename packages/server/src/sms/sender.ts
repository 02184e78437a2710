import type { SmsProviderConfiguration } from '@fleetdeck/model';
import { sendAwsSnsSms } from './aws-sns-sender.js';
import { sendSmppSms } from './smpp-sender.js';
import { sendTwilioSms } from './twilio-sender.js';

/** One text message to one E.164 number. */
export interface SmsMessage {
  numberTo: string;
  message: string;
}

/** Sends through the provider of the configuration; rejects with the provider's reason when it does not accept it. */
export function sendSms(config: SmsProviderConfiguration, sms: SmsMessage): Promise<void> {
  switch (config.type) {
    case 'SMPP':
      return sendSmppSms(config, sms);
    case 'TWILIO':
      return sendTwilioSms(config, sms);
    case 'AWS_SNS':
      return sendAwsSnsSms(config, sms);
  }
}
