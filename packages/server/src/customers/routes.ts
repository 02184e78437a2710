import type { Customer } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { CUSTOMER } from '../entities/kinds/customer.js';
import { caller } from '../http/auth-hook.js';
import { badRequest } from '../http/errors.js';
import { type PageQuery, pageQuerySchema, parsePageLink } from '../http/paging.js';
import { deleteCustomer, listCustomers, readableCustomer, saveCustomer, tenantCustomerByTitle } from './service.js';
import { isPublicCustomer, toCustomer } from './store.js';

const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

export function customerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { customerId: string } }>(
    '/api/customer/:customerId',
    { config: { authorities: TC } },
    async (request) => toCustomer(await readableCustomer(ctx, caller(request), parseUuid(request.params.customerId))),
  );

  app.get<{ Params: { customerId: string } }>(
    '/api/customer/:customerId/shortInfo',
    { config: { authorities: TC } },
    async (request) => {
      const row = await readableCustomer(ctx, caller(request), parseUuid(request.params.customerId));
      return { title: row.title, isPublic: isPublicCustomer(row) };
    },
  );

  app.get<{ Params: { customerId: string } }>(
    '/api/customer/:customerId/title',
    { config: { authorities: TC } },
    async (request, reply) => {
      const row = await readableCustomer(ctx, caller(request), parseUuid(request.params.customerId));
      return reply.type('text/plain').send(row.title);
    },
  );

  app.post<{ Body: Partial<Customer> }>(
    '/api/customer',
    { config: { authorities: T }, schema: { body: { type: 'object' } } },
    async (request) => saveCustomer(ctx, caller(request), request.body),
  );

  app.delete<{ Params: { customerId: string } }>(
    '/api/customer/:customerId',
    { config: { authorities: T } },
    async (request, reply) => {
      await deleteCustomer(ctx, caller(request), parseUuid(request.params.customerId));
      return reply.send();
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/customers',
    { config: { authorities: T }, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const link = parsePageLink(request.query, CUSTOMER.sortColumns);
      return listCustomers(ctx, caller(request), link);
    },
  );

  app.get<{ Querystring: { customerTitle?: string } }>(
    '/api/tenant/customers',
    { config: { authorities: T } },
    async (request) => {
      const title = request.query.customerTitle;
      // A required @RequestParam in the platform: missing is Spring's 400, not a lookup that finds nothing.
      if (title === undefined) {
        throw badRequest("Required request parameter 'customerTitle' for method parameter type String is not present");
      }
      return tenantCustomerByTitle(ctx, caller(request), title);
    },
  );
}
