export type OAuth2DomainScheme = 'HTTP' | 'HTTPS' | 'MIXED';
export type OAuth2MapperType = 'BASIC' | 'CUSTOM' | 'GITHUB' | 'APPLE';
export type OAuth2TenantNameStrategy = 'DOMAIN' | 'EMAIL' | 'CUSTOM';
export type OAuth2Platform = 'WEB' | 'ANDROID' | 'IOS';
export type OAuth2ClientAuthenticationMethod = 'BASIC' | 'POST';

export interface OAuth2DomainInfo {
  name: string;
  scheme: OAuth2DomainScheme;
}

export interface OAuth2MobileInfo {
  pkgName: string;
  appSecret: string;
}

export interface OAuth2BasicMapperConfig {
  emailAttributeKey: string;
  firstNameAttributeKey: string | null;
  lastNameAttributeKey: string | null;
  tenantNameStrategy: OAuth2TenantNameStrategy;
  tenantNamePattern: string | null;
  customerNamePattern: string | null;
  defaultDashboardName: string | null;
  alwaysFullScreen: boolean;
  parentCustomerNamePattern?: string | null;
}

export interface OAuth2MapperConfig {
  allowUserCreation: boolean;
  activateUser: boolean;
  type: OAuth2MapperType;
  basic: OAuth2BasicMapperConfig | null;
  custom: { url: string; username: string | null; password: string | null; sendToken: boolean } | null;
}

export interface OAuth2RegistrationInfo {
  mapperConfig: OAuth2MapperConfig;
  clientId: string;
  clientSecret: string;
  authorizationUri: string;
  accessTokenUri: string;
  scope: string[];
  userInfoUri: string | null;
  userNameAttributeName: string;
  jwkSetUri: string | null;
  clientAuthenticationMethod: OAuth2ClientAuthenticationMethod;
  loginButtonLabel: string;
  loginButtonIcon: string | null;
  platforms: OAuth2Platform[];
  additionalInfo: Record<string, unknown> | null;
}

export interface OAuth2ParamsInfo {
  domainInfos: OAuth2DomainInfo[];
  mobileInfos: OAuth2MobileInfo[];
  clientRegistrations: OAuth2RegistrationInfo[];
}

export interface OAuth2Info {
  enabled: boolean;
  oauth2ParamsInfos: OAuth2ParamsInfo[];
}

/** A provider's defaults offered when a client registration is added. */
export interface OAuth2ClientRegistrationTemplate {
  providerId: string;
  name: string;
  mapperConfig: OAuth2MapperConfig;
  authorizationUri: string;
  accessTokenUri: string;
  scope: string[];
  userInfoUri: string | null;
  userNameAttributeName: string;
  jwkSetUri: string | null;
  clientAuthenticationMethod: OAuth2ClientAuthenticationMethod;
  comment: string | null;
  loginButtonIcon: string | null;
  loginButtonLabel: string;
  helpLink: string | null;
}
