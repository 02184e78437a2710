import { performance } from 'node:perf_hooks';
import { createApi } from '@fleetdeck/client';
import { percentile, report, round } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

/**
 * Issue 2's figures: sign-in throughput (bcrypt-bound by design) and the latency of a customers page in a tenant
 * with 10,000 customers, with text search and sort.
 */
const CUSTOMERS = 10000;
const LOGIN_SECONDS = 5;
const LOGIN_CONCURRENCY = 8;
const PAGE_REQUESTS = 400;

async function loginThroughput(url) {
  const deadline = performance.now() + LOGIN_SECONDS * 1000;
  let count = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      await createApi({ baseUrl: url }).auth.login('tenant@fleetdeck.io', 'tenant');
      count++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: LOGIN_CONCURRENCY }, worker));
  return count / ((performance.now() - start) / 1000);
}

async function seedCustomers(api) {
  const start = performance.now();
  const batch = 50;
  for (let i = 0; i < CUSTOMERS; i += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, CUSTOMERS - i) }, (_, j) =>
        api.customers.save({
          title: `Bench customer ${String(i + j).padStart(5, '0')}`,
          city: `City ${(i + j) % 97}`,
          email: `c${i + j}@bench.test`,
        }),
      ),
    );
  }
  return CUSTOMERS / ((performance.now() - start) / 1000);
}

async function pageLatencies(api) {
  const searches = [null, '12', 'customer 0', 'BENCH', '999', 'city'];
  const sorts = [
    { property: 'title', direction: 'ASC' },
    { property: 'title', direction: 'DESC' },
    { property: 'createdTime', direction: 'DESC' },
    { property: 'city', direction: 'ASC' },
  ];
  const timings = [];
  for (let i = 0; i < PAGE_REQUESTS; i++) {
    const start = performance.now();
    await api.customers.list({
      pageSize: 20,
      page: i % 5,
      textSearch: searches[i % searches.length],
      sortOrder: sorts[i % sorts.length],
    });
    timings.push(performance.now() - start);
  }
  return timings.sort((a, b) => a - b);
}

const server = await startServer();
try {
  const api = createApi({ baseUrl: server.url });
  await api.auth.login('tenant@fleetdeck.io', 'tenant');
  report('login', { loginsPerSecond: round(await loginThroughput(server.url)), concurrency: LOGIN_CONCURRENCY });
  const createdPerSecond = await seedCustomers(api);
  const timings = await pageLatencies(api);
  report('customers-page', {
    customers: CUSTOMERS,
    requests: PAGE_REQUESTS,
    p50Ms: round(percentile(timings, 50)),
    p99Ms: round(percentile(timings, 99)),
    customersCreatedPerSecond: round(createdPerSecond),
  });
} finally {
  await server.stop();
}
