// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the default templates name metadata keys as ${key}
import { booleanOf, stringOf } from '../configuration.js';
import { objectOf } from '../external/external-config.js';
import { namedError } from '../external/external-failure.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor } from '../node.js';
import { processPattern } from '../pattern.js';

/** TbSendSmsNodeConfiguration: phone numbers and text templates, and which SMS provider sends them. */
export type TbSendSmsNodeConfiguration = {
  numbersToTemplate: string;
  smsMessageTemplate: string;
  useSystemSmsSettings: boolean;
  smsProviderConfiguration: Record<string, unknown> | null;
};

export const descriptor: RuleNodeDescriptor<TbSendSmsNodeConfiguration> = {
  type: 'EXTERNAL',
  name: 'send sms',
  clazz: 'org.thingsboard.rule.engine.sms.TbSendSmsNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Will send SMS message by populating target phone numbers and sms message fields using values derived ' +
        'from message metadata.',
      description: 'Sends SMS message via SMS provider.',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        numbersToTemplate: '${userPhone}',
        smsMessageTemplate: 'Device ${deviceName} has high temperature ${temp}',
        useSystemSmsSettings: true,
        smsProviderConfiguration: null,
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeSendSmsConfig',
      icon: 'sms',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** The phone numbers of the filled template: comma separated, blanks dropped. */
export function phoneNumbersOf(template: string, msg: Parameters<typeof processPattern>[1]): string[] {
  return processPattern(template, msg)
    .split(',')
    .map((number) => number.trim())
    .filter((number) => number !== '');
}

/**
 * Why no SMS goes out. This server has no SMS provider settings, and it carries no client for the providers the
 * platform offers (AWS SNS, Twilio, SMPP), so the node names the reason on every message instead of dropping it.
 */
function providerError(config: Record<string, unknown>): Error {
  const own = booleanOf(config.useSystemSmsSettings, true) ? null : objectOf(config.smsProviderConfiguration);
  const type = own ? stringOf(own.type) : '';
  if (type) {
    return namedError('SmsProviderException', `SMS provider ${type} is not supported by this deployment`);
  }
  return namedError('SmsProviderException', 'SMS provider is not configured');
}

/** The platform's refusal once the tenant's SMS reached the month's limit. */
const SMS_DISABLED = 'SMS sending is disabled due to API limits!';

/**
 * Fills the numbers and the text from the message and sends the message to Failure with the reason no provider can
 * send it; a message without any phone number fails with that reason first.
 */
export const create: NodeFactory = (definition) => {
  const config = definition.configuration;
  return (msg, context) => {
    if (!context.app.apiUsage.enabled(msg.tenantId, 'SMS')) return failure(msg, new Error(SMS_DISABLED));
    const numbers = phoneNumbersOf(stringOf(config.numbersToTemplate), msg);
    if (numbers.length === 0)
      return failure(msg, namedError('SmsProviderException', 'No phone numbers to send the SMS to'));
    return failure(msg, providerError(config));
  };
};
