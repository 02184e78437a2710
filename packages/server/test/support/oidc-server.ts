import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The account the provider signs in next, with the claims the platform's basic mapper reads. */
export interface OidcAccount {
  email: string;
  given_name: string;
  family_name: string;
}

export interface OidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in at the provider is: its login step is answered without a form. */
  signInAs(account: OidcAccount): void;
  stop(): Promise<void>;
}

/**
 * A certified OpenID Connect provider on a random port, with one confidential client whose redirect URI is the
 * callback given. Its login and consent steps are finished at once for the account set by `signInAs`.
 */
export async function startOidcServer(redirectUri: string): Promise<OidcServer> {
  const clientId = 'fleetdeck';
  const clientSecret = 'fleetdeck-client-secret';
  let account: OidcAccount = { email: 'nobody@example.org', given_name: 'No', family_name: 'Body' };
  const accounts = new Map<string, OidcAccount>();
  const httpServer: Server = await new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
  });
  const issuer = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { email: ['email'], profile: ['given_name', 'family_name'] },
    // Scope claims in the ID token too, as Apple's (which has no user info endpoint) carries the e-mail.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, sub) => {
      const found = accounts.get(sub);
      return found ? { accountId: sub, claims: () => ({ sub, ...found }) } : undefined;
    },
  });
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    // The provider writes its own redirect to the resumed authorization.
    ctx.respond = false;
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name === 'login') {
      accounts.set(account.email, account);
      return provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: account.email } });
    }
    const grant = new provider.Grant({ accountId: details.session?.accountId, clientId });
    grant.addOIDCScope(String(details.params.scope));
    return provider.interactionFinished(ctx.req, ctx.res, { consent: { grantId: await grant.save() } });
  });
  httpServer.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(next) {
      account = next;
    },
    stop: () => new Promise((resolve) => httpServer.close(() => resolve())),
  };
}
