import type {
  OAuth2ClientRegistrationTemplate,
  OAuth2Info,
  OAuth2MapperConfig,
  OAuth2RegistrationInfo,
} from '@fleetdeck/model';
import { z } from 'zod';

/** An http(s) address with a host, as the platform's URI fields accept. */
const URI_PATTERN = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;
/** The platform's check of a domain entry: a host name, neither path nor port. */
const DOMAIN_PATTERN = /^[^/:\s]+$/;
/** The platform's application secret: 16 to 2048 letters and digits. */
const APP_SECRET_PATTERN = /^[A-Za-z0-9]{16,2048}$/;

const uri = (requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).regex(URI_PATTERN, 'admin.oauth2.uri-pattern-error');
const optionalUri = z
  .string()
  .trim()
  .refine((value) => value === '' || URI_PATTERN.test(value), 'admin.oauth2.uri-pattern-error');

const mapperSchema = z
  .object({
    type: z.enum(['BASIC', 'CUSTOM', 'GITHUB', 'APPLE']),
    allowUserCreation: z.boolean(),
    activateUser: z.boolean(),
    emailAttributeKey: z.string().trim(),
    firstNameAttributeKey: z.string().trim(),
    lastNameAttributeKey: z.string().trim(),
    tenantNameStrategy: z.enum(['DOMAIN', 'EMAIL', 'CUSTOM']),
    tenantNamePattern: z.string().trim(),
    customerNamePattern: z.string().trim(),
    defaultDashboardName: z.string().trim(),
    alwaysFullScreen: z.boolean(),
    parentCustomerNamePattern: z.string().trim(),
    url: z.string().trim(),
    username: z.string().trim(),
    password: z.string(),
    sendToken: z.boolean(),
  })
  // The basic fields matter to every mapper but the custom one, which only needs its URL.
  .superRefine((mapper, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (mapper.type === 'CUSTOM') {
      if (!mapper.url) issue('url', 'admin.oauth2.url-required');
      else if (!URI_PATTERN.test(mapper.url)) issue('url', 'admin.oauth2.url-pattern');
      return;
    }
    if (!mapper.emailAttributeKey) issue('emailAttributeKey', 'admin.oauth2.email-attribute-key-required');
    if (mapper.tenantNameStrategy === 'CUSTOM' && !mapper.tenantNamePattern) {
      issue('tenantNamePattern', 'admin.oauth2.tenant-name-pattern-required');
    }
  });

const registrationSchema = z.object({
  providerName: z.string(),
  clientId: z.string().trim().min(1, 'admin.oauth2.client-id-required').max(255, 'admin.oauth2.client-id-max-length'),
  clientSecret: z
    .string()
    .trim()
    .min(1, 'admin.oauth2.client-secret-required')
    .max(2048, 'admin.oauth2.client-secret-max-length'),
  accessTokenUri: uri('admin.oauth2.access-token-uri-required'),
  authorizationUri: uri('admin.oauth2.authorization-uri-required'),
  scope: z.array(z.string()).min(1, 'admin.oauth2.scope-required'),
  jwkSetUri: optionalUri,
  userInfoUri: optionalUri,
  clientAuthenticationMethod: z.enum(['BASIC', 'POST']),
  userNameAttributeName: z.string().trim().min(1, 'admin.oauth2.user-name-attribute-name-required'),
  loginButtonLabel: z.string().trim().min(1, 'admin.oauth2.login-button-label-required'),
  loginButtonIcon: z.string().trim(),
  platforms: z.array(z.enum(['WEB', 'ANDROID', 'IOS'])),
  mapper: mapperSchema,
});

const domainSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'admin.domain-name-required')
    .max(255, 'admin.domain-name-max-length')
    .regex(DOMAIN_PATTERN, 'admin.error-verification-url'),
  scheme: z.enum(['HTTP', 'HTTPS', 'MIXED']),
});

const mobileSchema = z.object({
  pkgName: z.string().trim().min(1, 'admin.oauth2.mobile-package-required'),
  appSecret: z.string().trim().regex(APP_SECRET_PATTERN, 'admin.oauth2.invalid-mobile-app-secret'),
});

const paramsSchema = z
  .object({
    domainInfos: z.array(domainSchema).min(1),
    mobileInfos: z.array(mobileSchema),
    clientRegistrations: z.array(registrationSchema),
  })
  .superRefine((params, context) => {
    const seen = new Set<string>();
    params.domainInfos.forEach((domain, index) => {
      const key = `${domain.name.trim().toLowerCase()}|${domain.scheme}`;
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['domainInfos', index, 'name'],
          message: 'admin.domain-name-unique',
        });
      }
      seen.add(key);
    });
    const packages = new Set<string>();
    params.mobileInfos.forEach((mobile, index) => {
      if (packages.has(mobile.pkgName.trim())) {
        context.addIssue({
          code: 'custom',
          path: ['mobileInfos', index, 'pkgName'],
          message: 'admin.oauth2.mobile-package-unique',
        });
      }
      packages.add(mobile.pkgName.trim());
    });
  });

export const oauth2SettingsSchema = z.object({ enabled: z.boolean(), params: z.array(paramsSchema) });

export type OAuth2SettingsValues = z.input<typeof oauth2SettingsSchema>;
export type OAuth2ParamsValues = OAuth2SettingsValues['params'][number];
export type OAuth2RegistrationValues = OAuth2ParamsValues['clientRegistrations'][number];
export type OAuth2MapperValues = OAuth2RegistrationValues['mapper'];

const text = (value: string | null | undefined) => value ?? '';
const orNull = (value: string) => value.trim() || null;

function mapperValues(mapper: OAuth2MapperConfig): OAuth2MapperValues {
  const basic = mapper.basic;
  const custom = mapper.custom;
  return {
    type: mapper.type,
    allowUserCreation: mapper.allowUserCreation,
    activateUser: mapper.activateUser,
    emailAttributeKey: text(basic?.emailAttributeKey ?? 'email'),
    firstNameAttributeKey: text(basic?.firstNameAttributeKey),
    lastNameAttributeKey: text(basic?.lastNameAttributeKey),
    tenantNameStrategy: basic?.tenantNameStrategy ?? 'DOMAIN',
    tenantNamePattern: text(basic?.tenantNamePattern),
    customerNamePattern: text(basic?.customerNamePattern),
    defaultDashboardName: text(basic?.defaultDashboardName),
    alwaysFullScreen: basic?.alwaysFullScreen ?? false,
    parentCustomerNamePattern: text(basic?.parentCustomerNamePattern),
    url: text(custom?.url),
    username: text(custom?.username),
    password: text(custom?.password),
    sendToken: custom?.sendToken ?? false,
  };
}

function registrationValues(registration: OAuth2RegistrationInfo): OAuth2RegistrationValues {
  const providerName = registration.additionalInfo?.providerName;
  return {
    providerName: typeof providerName === 'string' ? providerName : 'Custom',
    clientId: registration.clientId,
    clientSecret: registration.clientSecret,
    accessTokenUri: registration.accessTokenUri,
    authorizationUri: registration.authorizationUri,
    scope: [...registration.scope],
    jwkSetUri: text(registration.jwkSetUri),
    userInfoUri: text(registration.userInfoUri),
    clientAuthenticationMethod: registration.clientAuthenticationMethod,
    userNameAttributeName: registration.userNameAttributeName,
    loginButtonLabel: registration.loginButtonLabel,
    loginButtonIcon: text(registration.loginButtonIcon),
    platforms: [...(registration.platforms ?? [])],
    mapper: mapperValues(registration.mapperConfig),
  };
}

/** A new registration filled from the provider's template; the client's own id and secret are left to type. */
export function registrationFromTemplate(template: OAuth2ClientRegistrationTemplate): OAuth2RegistrationValues {
  return registrationValues({
    ...template,
    clientId: '',
    clientSecret: '',
    platforms: [],
    additionalInfo: { providerName: template.providerId },
  });
}

/** A parameter set's first state: one domain entry, for the administrator to name. */
export function newParamsValues(): OAuth2ParamsValues {
  return { domainInfos: [{ name: '', scheme: 'HTTPS' }], mobileInfos: [], clientRegistrations: [] };
}

export function oauth2SettingsValues(info: OAuth2Info): OAuth2SettingsValues {
  return {
    enabled: info.enabled,
    params: info.oauth2ParamsInfos.map((params) => ({
      domainInfos: params.domainInfos.map((domain) => ({ ...domain })),
      mobileInfos: params.mobileInfos.map((mobile) => ({ ...mobile })),
      clientRegistrations: params.clientRegistrations.map(registrationValues),
    })),
  };
}

function toMapperConfig(mapper: OAuth2MapperValues): OAuth2MapperConfig {
  const common = { allowUserCreation: mapper.allowUserCreation, activateUser: mapper.activateUser, type: mapper.type };
  if (mapper.type === 'CUSTOM') {
    return {
      ...common,
      basic: null,
      custom: {
        url: mapper.url.trim(),
        username: orNull(mapper.username),
        password: mapper.password || null,
        sendToken: mapper.sendToken,
      },
    };
  }
  return {
    ...common,
    basic: {
      emailAttributeKey: mapper.emailAttributeKey.trim(),
      firstNameAttributeKey: orNull(mapper.firstNameAttributeKey),
      lastNameAttributeKey: orNull(mapper.lastNameAttributeKey),
      tenantNameStrategy: mapper.tenantNameStrategy,
      tenantNamePattern: mapper.tenantNameStrategy === 'CUSTOM' ? orNull(mapper.tenantNamePattern) : null,
      customerNamePattern: orNull(mapper.customerNamePattern),
      defaultDashboardName: orNull(mapper.defaultDashboardName),
      alwaysFullScreen: mapper.alwaysFullScreen,
      parentCustomerNamePattern: orNull(mapper.parentCustomerNamePattern),
    },
    custom: null,
  };
}

function toRegistration(values: OAuth2RegistrationValues): OAuth2RegistrationInfo {
  return {
    mapperConfig: toMapperConfig(values.mapper),
    clientId: values.clientId.trim(),
    clientSecret: values.clientSecret.trim(),
    authorizationUri: values.authorizationUri.trim(),
    accessTokenUri: values.accessTokenUri.trim(),
    scope: values.scope,
    userInfoUri: orNull(values.userInfoUri),
    userNameAttributeName: values.userNameAttributeName.trim(),
    jwkSetUri: orNull(values.jwkSetUri),
    clientAuthenticationMethod: values.clientAuthenticationMethod,
    loginButtonLabel: values.loginButtonLabel.trim(),
    loginButtonIcon: orNull(values.loginButtonIcon),
    platforms: values.platforms,
    additionalInfo: { providerName: values.providerName },
  };
}

/** The configuration of valid form values, as `POST /api/oauth2/config` takes it. */
export function toOAuth2Info(values: OAuth2SettingsValues): OAuth2Info {
  return {
    enabled: values.enabled,
    oauth2ParamsInfos: values.params.map((params) => ({
      domainInfos: params.domainInfos.map((domain) => ({ name: domain.name.trim(), scheme: domain.scheme })),
      mobileInfos: params.mobileInfos.map((mobile) => ({
        pkgName: mobile.pkgName.trim(),
        appSecret: mobile.appSecret,
      })),
      clientRegistrations: params.clientRegistrations.map(toRegistration),
    })),
  };
}
