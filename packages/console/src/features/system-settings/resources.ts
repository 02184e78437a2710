import {
  mdiCog,
  mdiCogOutline,
  mdiEmail,
  mdiLogin,
  mdiMessageProcessing,
  mdiShieldAccount,
  mdiTwoFactorAuthentication,
} from '@mdi/js';
import type { MenuGroup, Resource } from '../../app/resource';

/** The system administrator's "System settings" toggle of the side menu (seed: 320 px). */
export const systemSettingsGroup: MenuGroup = {
  id: 'system_settings',
  name: 'admin.system-settings',
  path: '/settings',
  icon: mdiCog,
  height: 320,
};

/** /settings/general: the base URL of the links the platform mails. */
export const generalSettingsResource: Resource = {
  id: 'general',
  path: 'settings/general',
  title: 'admin.general',
  icon: mdiCogOutline,
  authorities: ['SYS_ADMIN'],
  menu: { group: systemSettingsGroup },
  homeSection: 'admin.system-settings',
  page: () => import('./GeneralSettingsPage').then((m) => m.GeneralSettingsPage),
};

/** /settings/outgoing-mail: the SMTP server the platform sends mail through. */
export const outgoingMailResource: Resource = {
  id: 'outgoing_mail',
  path: 'settings/outgoing-mail',
  title: 'admin.outgoing-mail',
  icon: mdiEmail,
  authorities: ['SYS_ADMIN'],
  menu: { group: systemSettingsGroup },
  homeSection: 'admin.system-settings',
  page: () => import('./OutgoingMailPage').then((m) => m.OutgoingMailPage),
};

/** /settings/sms-provider: the SMS provider the platform texts through (AWS SNS, Twilio or an SMPP server). */
export const smsProviderResource: Resource = {
  id: 'sms_provider',
  path: 'settings/sms-provider',
  title: 'admin.sms-provider',
  icon: mdiMessageProcessing,
  authorities: ['SYS_ADMIN'],
  menu: { group: systemSettingsGroup },
  homeSection: 'admin.system-settings',
  page: () => import('./SmsProviderPage').then((m) => m.SmsProviderPage),
};

/** /settings/security-settings: the password policy and the lockout after failed sign-ins. */
export const securitySettingsResource: Resource = {
  id: 'security_settings',
  path: 'settings/security-settings',
  title: 'admin.security-settings',
  icon: mdiShieldAccount,
  authorities: ['SYS_ADMIN'],
  menu: { group: systemSettingsGroup },
  homeSection: 'admin.system-settings',
  page: () => import('./SecuritySettingsPage').then((m) => m.SecuritySettingsPage),
};

/** /settings/oauth2: the sign-in through OAuth2 providers, per domain and mobile application. */
export const oauth2SettingsResource: Resource = {
  id: 'oauth2',
  path: 'settings/oauth2',
  title: 'admin.oauth2.oauth2',
  icon: mdiLogin,
  authorities: ['SYS_ADMIN'],
  menu: { group: systemSettingsGroup },
  homeSection: 'admin.system-settings',
  page: () => import('./oauth2/OAuth2SettingsPage').then((m) => m.OAuth2SettingsPage),
};

/** /settings/2fa: the ways to verify a sign-in the platform offers, and the limits of that step. */
export const twoFactorSettingsResource: Resource = {
  id: 'two_fa',
  path: 'settings/2fa',
  title: 'admin.2fa.2fa',
  icon: mdiTwoFactorAuthentication,
  authorities: ['SYS_ADMIN'],
  menu: { group: systemSettingsGroup },
  homeSection: 'admin.system-settings',
  page: () => import('./TwoFactorSettingsPage').then((m) => m.TwoFactorSettingsPage),
};
