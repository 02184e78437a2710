/** Where the platform's help links point: its documentation site (the `helpBaseUrl` of its help link map). */
const DOCS_BASE_URL = 'https://thingsboard.io';

/** The platform's help link ids of the pages that have a help-page button here, with their documentation pages. */
export const HELP_LINKS: Readonly<Record<string, string>> = {
  outgoingMailSettings: `${DOCS_BASE_URL}/docs/user-guide/ui/mail-settings`,
  smsProviderSettings: `${DOCS_BASE_URL}/docs/user-guide/ui/sms-provider-settings`,
  securitySettings: `${DOCS_BASE_URL}/docs/user-guide/ui/security-settings`,
  oauth2Settings: `${DOCS_BASE_URL}/docs/user-guide/oauth-2-support/`,
  twoFactorAuthentication: `${DOCS_BASE_URL}/docs/user-guide/two-factor-authentication/`,
};

/**
 * The page a help-page button opens: the mapped link of its id, else the id itself when it is an http(s) address;
 * none otherwise (the button is then not shown). Other schemes (`javascript:`…) are never opened.
 */
export function helpLinkUrl(helpLinkId: string): string | null {
  const mapped = HELP_LINKS[helpLinkId];
  if (mapped) return mapped;
  return /^https?:\/\//i.test(helpLinkId) ? helpLinkId : null;
}
