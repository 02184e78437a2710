import { randomBytes } from 'node:crypto';
import { type Api, ApiError } from '@fleetdeck/client';
import type { Customer, Tenant, User } from '@fleetdeck/model';
import { expect } from 'vitest';
import type { TestServer } from './server.js';

/** An id that no record has, for the not-found cases. */
export const MISSING_ID = 'c0ffee00-1dd2-11b2-8080-808080808080';

/** The first page, large enough to hold everything one test creates. */
export const PAGE = { pageSize: 100, page: 0 };

/** A name no other test uses, so tests can share one server without seeing each other's records. */
export function unique(prefix: string): string {
  return `${prefix} ${randomBytes(4).toString('hex')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

/** The ApiError a call fails with; the test fails if the call succeeds. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`expected the call to fail, it answered ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(ApiError);
  return outcome.error as ApiError;
}

/** Asserts the platform's error JSON: status, errorCode, exact message and the timestamp's format. */
export async function expectError(
  call: Promise<unknown>,
  status: number,
  errorCode: number,
  message: string,
): Promise<void> {
  const error = await failure(call);
  expect(error.body).toEqual({
    status,
    errorCode,
    message,
    timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/),
  });
  expect(error.status).toBe(status);
}

export const PERMISSION_DENIED = "You don't have permission to perform this operation!";

export function expectPermissionDenied(call: Promise<unknown>): Promise<void> {
  return expectError(call, 403, 20, PERMISSION_DENIED);
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: the tests look into whatever JSON came back
  json: any;
}

/** Plain HTTP, for the cases where the exact bytes on the wire are what the contract is about. */
export async function raw(
  server: TestServer,
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['X-Authorization'] = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export function tokenOf(api: Api): string {
  const token = api.http.tokens.getToken();
  if (!token) throw new Error('the client is not signed in');
  return token;
}

/** The activation token inside an activation link. */
export function activateTokenOf(link: string): string {
  const token = new URL(link).searchParams.get('activateToken');
  if (!token) throw new Error(`no activateToken in ${link}`);
  return token;
}

/** Sets the first password of a user created by `creator`, through the activation link, and signs the user in. */
export async function activateUser(server: TestServer, creator: Api, userId: string, password: string): Promise<Api> {
  const link = await creator.users.activationLink(userId);
  const api = server.anonymous();
  await api.auth.activate(activateTokenOf(link), password, false);
  return api;
}

export interface TenantFixture {
  tenant: Tenant;
  admin: Api;
  adminUser: User;
  email: string;
  password: string;
}

/** A new tenant with one active tenant administrator, created by the system administrator. */
export async function createTenantWithAdmin(
  server: TestServer,
  sysadmin: Api,
  password = 'secret1',
): Promise<TenantFixture> {
  const tenant = await sysadmin.tenants.save({ title: unique('Tenant') });
  const email = uniqueEmail('admin');
  const adminUser = await sysadmin.users.save({
    email,
    authority: 'TENANT_ADMIN',
    tenantId: tenant.id,
    firstName: null,
    lastName: null,
  });
  const admin = await activateUser(server, sysadmin, adminUser.id.id, password);
  return { tenant, admin, adminUser, email, password };
}

/**
 * Two new tenants, each with one active tenant administrator, for the tests that check one tenant cannot reach the
 * other's records.
 */
export function createTwoTenants(server: TestServer, sysadmin: Api): Promise<[TenantFixture, TenantFixture]> {
  return Promise.all([createTenantWithAdmin(server, sysadmin), createTenantWithAdmin(server, sysadmin)]);
}

export interface CustomerUserFixture {
  customer: Customer;
  user: User;
  api: Api;
  email: string;
  password: string;
}

/** A new customer of the tenant administrator's tenant, with one active user. */
export async function createCustomerWithUser(
  server: TestServer,
  tenantAdmin: Api,
  password = 'secret1',
): Promise<CustomerUserFixture> {
  const customer = await tenantAdmin.customers.save({ title: unique('Customer') });
  const email = uniqueEmail('customer');
  const user = await tenantAdmin.users.save({
    email,
    authority: 'CUSTOMER_USER',
    customerId: customer.id,
    firstName: null,
    lastName: null,
  });
  const api = await activateUser(server, tenantAdmin, user.id.id, password);
  return { customer, user, api, email, password };
}

/** How long and how often a test polls for an outcome the server reaches in the background. */
export const POLL = { timeout: 10000, interval: 50 };

/**
 * A fixed wait, for the few cases where nothing observable marks the moment a test waits for; the caller says why.
 * Anything the API can show is polled for instead (`expect.poll`, `vi.waitFor`).
 */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the clock is in the next whole second: the server outdates tokens issued before a password change to
 * the second, so a token and the change must fall in different seconds.
 */
export async function nextSecond(): Promise<void> {
  await sleep(1000 - (Date.now() % 1000) + 20);
}
