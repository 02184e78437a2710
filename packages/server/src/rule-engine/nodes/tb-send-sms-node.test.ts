// biome-ignore-all lint/suspicious/noTemplateCurlyInString: templates name metadata keys as ${key}
import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbSendSmsNode from './tb-send-sms-node.js';

const defaults = tbSendSmsNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration;
const withPhone = () => testMsg({ metadata: { userPhone: '+15550100, +15550101', deviceName: 'Boiler' } });

describe('send sms node', () => {
  it('fills the phone numbers from the message', () => {
    expect(
      tbSendSmsNode.phoneNumbersOf('${userPhone}, $[backup]', { ...withPhone(), data: '{"backup":"+15550102"}' }),
    ).toEqual(['+15550100', '+15550101', '+15550102']);
  });

  it('sends the message to Failure, unchanged, saying the SMS provider is not configured', async () => {
    const msg = withPhone();
    const [result] = await runNode(tbSendSmsNode, defaults, msg);
    expect(result?.relation).toBe('Failure');
    expect(result?.msg).toEqual(msg);
    expect(String(result?.error)).toBe('SmsProviderException: SMS provider is not configured');
  });

  it("names the node's own provider that this deployment cannot use", async () => {
    const config = { ...defaults, useSystemSmsSettings: false, smsProviderConfiguration: { type: 'TWILIO' } };
    const [result] = await runNode(tbSendSmsNode, config, withPhone());
    expect(String(result?.error)).toBe('SmsProviderException: SMS provider TWILIO is not supported by this deployment');
  });

  it('fails a message without any phone number for that reason', async () => {
    const [result] = await runNode(tbSendSmsNode, defaults, testMsg({ metadata: { userPhone: ' , ' } }));
    expect(result?.relation).toBe('Failure');
    expect(String(result?.error)).toBe('SmsProviderException: No phone numbers to send the SMS to');
  });
});
