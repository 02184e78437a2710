import type { MailSettings } from '@fleetdeck/model';
import type { Transporter } from 'nodemailer';
import { smtpTransportOptions } from '../../mail/mailer.js';
import { readMailSettings } from '../../settings/store.js';
import { booleanOf, stringOf } from '../configuration.js';
import { emailOf, mailOptionsOf } from '../external/email-message.js';
import { numberOf, presentText } from '../external/external-config.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';
import { SEND_EMAIL } from './tb-msg-to-email-node.js';

/** TbSendEmailNodeConfiguration: the system mail settings, or an SMTP server of the node's own. */
export type TbSendEmailNodeConfiguration = {
  useSystemSmtpSettings: boolean;
  smtpHost: string;
  smtpPort: number;
  username: string | null;
  password: string | null;
  smtpProtocol: string;
  timeout: number;
  enableTls: boolean;
  tlsVersion: string;
  enableProxy: boolean;
  proxyHost: string | null;
  proxyPort: number | null;
  proxyUser: string | null;
  proxyPassword: string | null;
};

export const descriptor: RuleNodeDescriptor<TbSendEmailNodeConfiguration> = {
  type: 'EXTERNAL',
  name: 'send email',
  clazz: 'org.thingsboard.rule.engine.mail.TbSendEmailNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Expects messages with <b>SEND_EMAIL</b> type. Node works only with messages that ' +
        'where created using <code>to Email</code> transformation Node, please connect this Node ' +
        'with <code>to Email</code> Node using <code>Successful</code> chain.',
      description: 'Sends email message via SMTP server.',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        useSystemSmtpSettings: true,
        smtpHost: 'localhost',
        smtpPort: 25,
        username: null,
        password: null,
        smtpProtocol: 'smtp',
        timeout: 10000,
        enableTls: false,
        tlsVersion: 'TLSv1.2',
        enableProxy: false,
        proxyHost: null,
        proxyPort: null,
        proxyUser: null,
        proxyPassword: null,
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeSendEmailConfig',
      icon: 'send',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** The node's own SMTP server as mail settings; the sender comes from each email. */
export function ownMailSettings(config: Record<string, unknown>): MailSettings {
  return {
    mailFrom: '',
    smtpProtocol: stringOf(config.smtpProtocol, 'smtp') === 'smtps' ? 'smtps' : 'smtp',
    smtpHost: stringOf(config.smtpHost, 'localhost'),
    smtpPort: numberOf(config.smtpPort, 25),
    timeout: numberOf(config.timeout, 10000),
    enableTls: booleanOf(config.enableTls, false),
    tlsVersion: presentText(config.tlsVersion) ?? null,
    username: presentText(config.username) ?? null,
    password: presentText(config.password) ?? null,
    enableProxy: booleanOf(config.enableProxy, false),
    proxyHost: presentText(config.proxyHost) ?? null,
    proxyPort: numberOf(config.proxyPort, 0),
    proxyUser: presentText(config.proxyUser) ?? null,
    proxyPassword: presentText(config.proxyPassword) ?? null,
  };
}

/** The platform's refusal once the tenant's e-mails reached the month's limit. */
const EMAILS_DISABLED = 'Email sending is disabled due to API limits!';

/**
 * Sends the email of a SEND_EMAIL message through SMTP, and passes the message on unchanged along Success. The system
 * mail settings are read at each message, so a change applies at once. Any other message type, an email without
 * recipients, an SMTP fault or a tenant over its monthly e-mail limit goes to Failure with the reason; each sent e-mail
 * counts in its tenant's API usage.
 */
export const create: NodeFactory = (definition) => {
  const config = definition.configuration;
  const useSystem = booleanOf(config.useSystemSmtpSettings, true);
  return async (msg, context) => {
    let transport: Transporter | undefined;
    try {
      if (msg.type !== SEND_EMAIL) throw new Error(`Not expected msg type ${msg.type} for SendEmail Node`);
      if (!context.app.apiUsage.enabled(msg.tenantId, 'EMAIL')) throw new Error(EMAILS_DISABLED);
      const email = emailOf(msg.data);
      const settings = useSystem ? await readMailSettings(context.app.db) : ownMailSettings(config);
      if (!settings) throw new Error('Unable to send mail: mail settings are not configured');
      const { default: nodemailer } = await import('nodemailer');
      transport = nodemailer.createTransport(smtpTransportOptions(settings));
      await transport.sendMail(mailOptionsOf(email, settings));
      context.app.apiUsage.add(msg.tenantId, 'EMAIL');
      return success(msg);
    } catch (error) {
      return failure(msg, error);
    } finally {
      transport?.close();
    }
  };
};
