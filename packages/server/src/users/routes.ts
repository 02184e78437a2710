import { NULL_UUID, type User } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { checkTenant } from '../common/access.js';
import { baseUrl } from '../common/base-url.js';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { readableCustomer } from '../customers/service.js';
import { caller } from '../http/auth-hook.js';
import { badRequest, itemNotFound, notFound, permissionDenied } from '../http/errors.js';
import { type PageQuery, parsePageLink } from '../http/paging.js';
import { activationMail } from '../mail/templates.js';
import { fetchPage } from '../storage/page-query.js';
import { findTenant } from '../tenants/store.js';
import { activationLink } from './activation.js';
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
import { deleteUser, readUser, saveUser, setCredentialsEnabled } from './service.js';
import { findCredentials, findUserByEmail, toSecurityUser, toUser, USER_SORT_COLUMNS } from './store.js';

const ST = ['SYS_ADMIN', 'TENANT_ADMIN'] as const;
const STC = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;
const S = ['SYS_ADMIN'] as const;
const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  const page = (query: PageQuery, scope: { tenantId: string; customerId?: string; authority?: string }) => {
    const link = parsePageLink(query, USER_SORT_COLUMNS);
    let base = ctx.db.selectFrom('tb_user').selectAll().where('tenant_id', '=', scope.tenantId);
    if (scope.customerId) base = base.where('customer_id', '=', scope.customerId);
    if (scope.authority) base = base.where('authority', '=', scope.authority);
    return fetchPage(base, link, { search: 'email' }, (row) => toUser(row));
  };

  app.get<{ Params: Static<typeof UserIdParams> }>(
    '/api/user/:userId',
    { config: { authorities: STC }, schema: { params: UserIdParams } },
    async (request) => {
      const row = await readUser(ctx, caller(request), parseUuid(request.params.userId));
      const credentials = await findCredentials(ctx.db, row.id);
      const user = toUser(row, credentials);
      if (credentials?.enabled) user.additionalInfo = { ...user.additionalInfo, userCredentialsEnabled: true };
      return user;
    },
  );

  app.post<{ Querystring: Static<typeof SaveUserQuery>; Body: Partial<User> }>(
    '/api/user',
    { config: { authorities: STC }, schema: { body: UserBody, querystring: SaveUserQuery } },
    async (request) =>
      saveUser(ctx, caller(request), request.body, {
        sendActivationMail: request.query.sendActivationMail === 'true',
        baseUrl: await baseUrl(ctx.db, request),
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
      const tenantId = parseUuid(request.params.tenantId);
      if (!(await findTenant(ctx.db, tenantId))) throw notFound('Tenant', tenantId);
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
      const user = caller(request);
      const row = await readUser(ctx, user, parseUuid(request.params.userId));
      const expected = user.authority === 'SYS_ADMIN' ? 'TENANT_ADMIN' : 'CUSTOMER_USER';
      if (row.authority !== expected) throw permissionDenied();
      checkTenant(user, row.tenant_id);
      const credentials = await findCredentials(ctx.db, row.id);
      if (!credentials) throw notFound('User', row.id);
      return ctx.jwt.pair(toSecurityUser(row, credentials));
    },
  );

  app.post<{ Querystring: Static<typeof ActivationMailQuery> }>(
    '/api/user/sendActivationMail',
    { config: { authorities: ST }, schema: { querystring: ActivationMailQuery } },
    async (request, reply) => {
      const email = request.query.email;
      if (!email)
        throw badRequest("Required request parameter 'email' for method parameter type String is not present");
      const row = await findUserByEmail(ctx.db, email);
      if (!row) throw itemNotFound();
      await readUser(ctx, caller(request), row.id);
      const credentials = await findCredentials(ctx.db, row.id);
      if (!credentials) throw itemNotFound();
      await ctx.mailer.send(activationMail(email, activationLink(await baseUrl(ctx.db, request), credentials)));
      return reply.send();
    },
  );

  app.get<{ Params: Static<typeof UserIdParams> }>(
    '/api/user/:userId/activationLink',
    { config: { authorities: ST }, schema: { params: UserIdParams } },
    async (request, reply) => {
      const row = await readUser(ctx, caller(request), parseUuid(request.params.userId));
      const credentials = await findCredentials(ctx.db, row.id);
      if (!credentials) throw itemNotFound();
      return reply.type('text/plain').send(activationLink(await baseUrl(ctx.db, request), credentials));
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
