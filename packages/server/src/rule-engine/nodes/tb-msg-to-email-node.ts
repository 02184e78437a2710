// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the default templates name metadata keys as ${key}
import { stringOf } from '../configuration.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';
import { processPattern } from '../pattern.js';

/** TbMsgToEmailNodeConfiguration: templates of the email's fields, and how its body type is chosen. */
export type TbMsgToEmailNodeConfiguration = {
  fromTemplate: string;
  toTemplate: string;
  ccTemplate: string | null;
  bccTemplate: string | null;
  subjectTemplate: string;
  bodyTemplate: string;
  isHtmlTemplate: string | null;
  mailBodyType: string;
};

/** The message type of an email to send. */
export const SEND_EMAIL = 'SEND_EMAIL';

/** Inline images from the `images` metadata (a JSON object of name to Base64 text), or null. */
function imagesOf(metadata: Record<string, string>): Record<string, string> | null {
  const text = metadata.images;
  if (!text) return null;
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('Metadata images should be a JSON object of image names and Base64 data!');
  }
  return parsed as Record<string, string>;
}

export const descriptor: RuleNodeDescriptor<TbMsgToEmailNodeConfiguration> = {
  type: 'TRANSFORMATION',
  name: 'to email',
  clazz: 'org.thingsboard.rule.engine.mail.TbMsgToEmailNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Transform message to email message. Email fields may be set with templates: <code>${metadataKey}</code> for ' +
        'values from metadata, <code>$[messageKey]</code> for values from the message body. ' +
        'The outbound message has type <b>SEND_EMAIL</b> and can be sent with the send email node.',
      description: 'Transforms message to email message',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        fromTemplate: 'info@testmail.org',
        toTemplate: '${userEmail}',
        ccTemplate: null,
        bccTemplate: null,
        subjectTemplate: 'Device ${deviceType} temperature high',
        bodyTemplate: 'Device ${deviceName} has high temperature ${temp}',
        isHtmlTemplate: null,
        mailBodyType: 'false',
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbTransformationNodeToEmailConfig',
      icon: 'email',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Makes an email of the message: each field from its template filled from the message, cc and bcc only when
 * configured, HTML by the body type (`true`, `false`, or `dynamic`: the isHtml template read as a boolean). The
 * email is the data of a SEND_EMAIL message of the same originator and metadata.
 */
export const create: NodeFactory = (definition) => {
  const config = definition.configuration;
  const template = (value: unknown) => stringOf(value);
  const optional = (value: unknown, msg: Parameters<typeof processPattern>[1]) =>
    template(value) ? processPattern(template(value), msg) : null;
  return (msg) => {
    try {
      const bodyType = stringOf(config.mailBodyType, 'false');
      const html =
        bodyType === 'dynamic'
          ? processPattern(template(config.isHtmlTemplate), msg).trim().toLowerCase() === 'true'
          : bodyType === 'true';
      const email = {
        from: processPattern(template(config.fromTemplate), msg),
        to: processPattern(template(config.toTemplate), msg),
        cc: optional(config.ccTemplate, msg),
        bcc: optional(config.bccTemplate, msg),
        subject: processPattern(template(config.subjectTemplate), msg),
        body: processPattern(template(config.bodyTemplate), msg),
        images: imagesOf(msg.metadata),
        html,
      };
      return success({ ...msg, type: SEND_EMAIL, data: JSON.stringify(email) });
    } catch (error) {
      return failure(msg, error);
    }
  };
};
