import type { Customer } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { CUSTOMER } from '../entities/kinds/customer.js';
import { caller } from '../http/auth-hook.js';
import { parsePageLink } from '../http/paging.js';
import { CustomerBody, CustomerIdParams, CustomerPageQuery, CustomerTitleQuery } from './schemas.js';
import { deleteCustomer, listCustomers, readableCustomer, saveCustomer, tenantCustomerByTitle } from './service.js';
import { isPublicCustomer, toCustomer } from './store.js';

const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

export function customerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Static<typeof CustomerIdParams> }>(
    '/api/customer/:customerId',
    { config: { authorities: TC }, schema: { params: CustomerIdParams } },
    async (request) => toCustomer(await readableCustomer(ctx, caller(request), parseUuid(request.params.customerId))),
  );

  app.get<{ Params: Static<typeof CustomerIdParams> }>(
    '/api/customer/:customerId/shortInfo',
    { config: { authorities: TC }, schema: { params: CustomerIdParams } },
    async (request) => {
      const row = await readableCustomer(ctx, caller(request), parseUuid(request.params.customerId));
      return { title: row.title, isPublic: isPublicCustomer(row) };
    },
  );

  app.get<{ Params: Static<typeof CustomerIdParams> }>(
    '/api/customer/:customerId/title',
    { config: { authorities: TC }, schema: { params: CustomerIdParams } },
    async (request, reply) => {
      const row = await readableCustomer(ctx, caller(request), parseUuid(request.params.customerId));
      return reply.type('text/plain').send(row.title);
    },
  );

  app.post<{ Body: Partial<Customer> }>(
    '/api/customer',
    { config: { authorities: T }, schema: { body: CustomerBody } },
    async (request) => saveCustomer(ctx, caller(request), request.body),
  );

  app.delete<{ Params: Static<typeof CustomerIdParams> }>(
    '/api/customer/:customerId',
    { config: { authorities: T }, schema: { params: CustomerIdParams } },
    async (request, reply) => {
      await deleteCustomer(ctx, caller(request), parseUuid(request.params.customerId));
      return reply.send();
    },
  );

  app.get<{ Querystring: Static<typeof CustomerPageQuery> }>(
    '/api/customers',
    { config: { authorities: T }, schema: { querystring: CustomerPageQuery } },
    async (request) => {
      const link = parsePageLink(request.query, CUSTOMER.sortColumns);
      return listCustomers(ctx, caller(request), link);
    },
  );

  app.get<{ Querystring: Static<typeof CustomerTitleQuery> }>(
    '/api/tenant/customers',
    { config: { authorities: T }, schema: { querystring: CustomerTitleQuery } },
    async (request) => {
      const title = request.query.customerTitle;
      return tenantCustomerByTitle(ctx, caller(request), title);
    },
  );
}
