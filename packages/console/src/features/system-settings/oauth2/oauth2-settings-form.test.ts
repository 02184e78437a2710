import type { OAuth2ClientRegistrationTemplate, OAuth2Info } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import {
  newParamsValues,
  type OAuth2SettingsValues,
  oauth2SettingsSchema,
  oauth2SettingsValues,
  registrationFromTemplate,
  toOAuth2Info,
} from './oauth2-settings-form';

const CUSTOM_TEMPLATE: OAuth2ClientRegistrationTemplate = {
  providerId: 'Custom',
  name: 'Custom',
  mapperConfig: {
    allowUserCreation: true,
    activateUser: false,
    type: 'BASIC',
    basic: {
      emailAttributeKey: 'email',
      firstNameAttributeKey: 'given_name',
      lastNameAttributeKey: 'family_name',
      tenantNameStrategy: 'DOMAIN',
      tenantNamePattern: null,
      customerNamePattern: null,
      defaultDashboardName: null,
      alwaysFullScreen: false,
      parentCustomerNamePattern: null,
    },
    custom: null,
  },
  authorizationUri: '',
  accessTokenUri: '',
  scope: ['openid', 'email'],
  userInfoUri: null,
  userNameAttributeName: 'email',
  jwkSetUri: null,
  clientAuthenticationMethod: 'BASIC',
  comment: null,
  loginButtonIcon: null,
  loginButtonLabel: '',
  helpLink: null,
};

function filledSettings(): OAuth2SettingsValues {
  const registration = {
    ...registrationFromTemplate(CUSTOM_TEMPLATE),
    clientId: 'console',
    clientSecret: 'secret',
    authorizationUri: 'http://127.0.0.1:4000/auth',
    accessTokenUri: 'http://127.0.0.1:4000/token',
    loginButtonLabel: 'Test OIDC',
  };
  const params = { ...newParamsValues(), clientRegistrations: [registration] };
  params.domainInfos = [{ name: 'console.example', scheme: 'MIXED' }];
  return { enabled: true, params: [params] };
}

const errorsOf = (values: OAuth2SettingsValues) => {
  const result = oauth2SettingsSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the OAuth2 settings form', () => {
  it('accepts a client filled from the Custom template and sends it as the platform takes it', () => {
    const values = filledSettings();
    expect(errorsOf(values)).toEqual([]);
    const info = toOAuth2Info(values);
    expect(info.oauth2ParamsInfos[0]).toMatchObject({
      domainInfos: [{ name: 'console.example', scheme: 'MIXED' }],
      mobileInfos: [],
      clientRegistrations: [
        {
          clientId: 'console',
          scope: ['openid', 'email'],
          userInfoUri: null,
          loginButtonIcon: null,
          platforms: [],
          additionalInfo: { providerName: 'Custom' },
          mapperConfig: { type: 'BASIC', custom: null, basic: { emailAttributeKey: 'email', tenantNamePattern: null } },
        },
      ],
    });
  });

  it('gives back the configuration it was filled with', () => {
    const info: OAuth2Info = toOAuth2Info(filledSettings());
    expect(toOAuth2Info(oauth2SettingsValues(info))).toEqual(info);
  });

  it('asks for the client id, the secret, the endpoints and a scope, with the platform messages', () => {
    const values = filledSettings();
    Object.assign(values.params[0].clientRegistrations[0], {
      clientId: ' ',
      clientSecret: '',
      authorizationUri: 'not a url',
      scope: [],
    });
    expect(errorsOf(values)).toEqual([
      ['params.0.clientRegistrations.0.clientId', 'admin.oauth2.client-id-required'],
      ['params.0.clientRegistrations.0.clientSecret', 'admin.oauth2.client-secret-required'],
      ['params.0.clientRegistrations.0.authorizationUri', 'admin.oauth2.uri-pattern-error'],
      ['params.0.clientRegistrations.0.scope', 'admin.oauth2.scope-required'],
    ]);
  });

  it('checks domains and mobile applications as the platform does', () => {
    const values = filledSettings();
    values.params[0].domainInfos = [
      { name: 'console.example', scheme: 'HTTPS' },
      { name: 'Console.example', scheme: 'HTTPS' },
      { name: 'console.example:8080', scheme: 'HTTP' },
    ];
    values.params[0].mobileInfos = [
      { pkgName: 'my.app', appSecret: 'short' },
      { pkgName: 'my.app', appSecret: 'a'.repeat(16) },
    ];
    expect(errorsOf(values)).toEqual([
      ['params.0.domainInfos.2.name', 'admin.error-verification-url'],
      ['params.0.mobileInfos.0.appSecret', 'admin.oauth2.invalid-mobile-app-secret'],
      ['params.0.domainInfos.1.name', 'admin.domain-name-unique'],
      ['params.0.mobileInfos.1.pkgName', 'admin.oauth2.mobile-package-unique'],
    ]);
  });

  it('needs the custom mapper URL only for the custom mapper, and the tenant pattern only for its strategy', () => {
    const values = filledSettings();
    const mapper = values.params[0].clientRegistrations[0].mapper;
    mapper.tenantNameStrategy = 'CUSTOM';
    expect(errorsOf(values)).toEqual([
      ['params.0.clientRegistrations.0.mapper.tenantNamePattern', 'admin.oauth2.tenant-name-pattern-required'],
    ]);
    mapper.type = 'CUSTOM';
    expect(errorsOf(values)).toEqual([['params.0.clientRegistrations.0.mapper.url', 'admin.oauth2.url-required']]);
    mapper.url = 'http://mapper.example/map';
    mapper.username = 'mapper';
    const sent = toOAuth2Info(values).oauth2ParamsInfos[0].clientRegistrations[0].mapperConfig;
    expect(sent).toMatchObject({
      type: 'CUSTOM',
      basic: null,
      custom: { url: 'http://mapper.example/map', username: 'mapper', password: null, sendToken: false },
    });
  });
});
