import { NULL_UUID, type User } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { readableCustomer } from '../customers/service.js';
import { USER } from '../entities/kinds/user.js';
import { caller } from '../http/auth-hook.js';
import { badRequest } from '../http/errors.js';
import { type PageQuery, parsePageLink } from '../http/paging.js';
import { baseUrl } from '../settings/base-url.js';
import {
  ActivationMailQuery,
  CredentialsEnabledQuery,
  CustomerParams,
  SaveUserQuery,
  TenantParams,
  UserBody,
  UserIdParams,
  UserPageQuery,
} from './schemas.js';
import {
  deleteUser,
  existingTenant,
  listUsers,
  readUserWithCredentials,
  saveUser,
  sendActivationMail,
  setCredentialsEnabled,
  type UserScope,
  userActivationLink,
  userToken,
} from './service.js';

const ST = ['SYS_ADMIN', 'TENANT_ADMIN'] as const;
const STC = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;
const S = ['SYS_ADMIN'] as const;
const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  const page = (query: PageQuery, scope: UserScope) => listUsers(ctx, scope, parsePageLink(query, USER.sortColumns));

  app.get<{ Params: Static<typeof UserIdParams> }>(
    '/api/user/:userId',
    { config: { authorities: STC }, schema: { params: UserIdParams } },
    async (request) => readUserWithCredentials(ctx, caller(request), parseUuid(request.params.userId)),
  );

  app.post<{ Querystring: Static<typeof SaveUserQuery>; Body: Partial<User> }>(
    '/api/user',
    { config: { authorities: STC }, schema: { body: UserBody, querystring: SaveUserQuery } },
    async (request) =>
      saveUser(ctx, caller(request), request.body, {
        sendActivationMail: request.query.sendActivationMail === 'true',
        baseUrl: await baseUrl(ctx, request),
      }),
  );

  app.delete<{ Params: Static<typeof UserIdParams> }>(
    '/api/user/:userId',
    { config: { authorities: ST }, schema: { params: UserIdParams } },
    async (request, reply) => {
      await deleteUser(ctx, caller(request), parseUuid(request.params.userId));
      return reply.send();
    },
  );

  app.get<{ Querystring: Static<typeof UserPageQuery> }>(
    '/api/users',
    { config: { authorities: TC }, schema: { querystring: UserPageQuery } },
    async (request) => {
      const user = caller(request);
      return user.authority === 'CUSTOMER_USER'
        ? page(request.query, { tenantId: user.tenantId, customerId: user.customerId })
        : page(request.query, { tenantId: user.tenantId });
    },
  );

  app.get<{ Params: Static<typeof TenantParams>; Querystring: Static<typeof UserPageQuery> }>(
    '/api/tenant/:tenantId/users',
    { config: { authorities: S }, schema: { params: TenantParams, querystring: UserPageQuery } },
    async (request) => {
      const tenantId = await existingTenant(ctx, parseUuid(request.params.tenantId));
      return page(request.query, { tenantId, customerId: NULL_UUID, authority: 'TENANT_ADMIN' });
    },
  );

  app.get<{ Params: Static<typeof CustomerParams>; Querystring: Static<typeof UserPageQuery> }>(
    '/api/customer/:customerId/users',
    { config: { authorities: T }, schema: { params: CustomerParams, querystring: UserPageQuery } },
    async (request) => {
      const customer = await readableCustomer(ctx, caller(request), parseUuid(request.params.customerId));
      return page(request.query, { tenantId: customer.tenant_id, customerId: customer.id });
    },
  );

  app.get('/api/user/tokenAccessEnabled', { config: { authorities: ST } }, async () => true);

  // Login as user: a system administrator may act as a tenant administrator, a tenant administrator as one of its
  // customers' users, never the other way round.
  app.get<{ Params: Static<typeof UserIdParams> }>(
    '/api/user/:userId/token',
    { config: { authorities: ST }, schema: { params: UserIdParams } },
    async (request) => {
      return userToken(ctx, caller(request), parseUuid(request.params.userId));
    },
  );

  app.post<{ Querystring: Static<typeof ActivationMailQuery> }>(
    '/api/user/sendActivationMail',
    { config: { authorities: ST }, schema: { querystring: ActivationMailQuery } },
    async (request, reply) => {
      const email = request.query.email;
      if (!email)
        throw badRequest("Required request parameter 'email' for method parameter type String is not present");
      await sendActivationMail(ctx, caller(request), email, await baseUrl(ctx, request));
      return reply.send();
    },
  );

  app.get<{ Params: Static<typeof UserIdParams> }>(
    '/api/user/:userId/activationLink',
    { config: { authorities: ST }, schema: { params: UserIdParams } },
    async (request, reply) => {
      const link = await userActivationLink(
        ctx,
        caller(request),
        parseUuid(request.params.userId),
        await baseUrl(ctx, request),
      );
      return reply.type('text/plain').send(link);
    },
  );

  app.post<{ Params: Static<typeof UserIdParams>; Querystring: Static<typeof CredentialsEnabledQuery> }>(
    '/api/user/:userId/userCredentialsEnabled',
    { config: { authorities: ST }, schema: { params: UserIdParams, querystring: CredentialsEnabledQuery } },
    async (request, reply) => {
      const enabled = request.query.userCredentialsEnabled !== 'false';
      await setCredentialsEnabled(ctx, caller(request), parseUuid(request.params.userId), enabled);
      return reply.send();
    },
  );
}
