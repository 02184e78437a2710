import { TENANT_ADMIN } from '../fixtures/accounts';
import { limitedTenantAdmin } from '../fixtures/limited-tenant';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { ApiUsagePage } from '../pages/ApiUsagePage';

/** Posts one telemetry value as a device over HTTP; answers the status. */
async function post(serverUrl: string, token: string, count: number): Promise<number> {
  const response = await fetch(`${serverUrl}/api/v1/${token}/telemetry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ count }),
  });
  return response.status;
}

test.describe('API usage', () => {
  test("a tenant over its profile's message limit has its device refused, and the usage page shows it and the rule engine's count", async ({
    page,
    sysadminApi,
    serverUrl,
  }) => {
    test.setTimeout(60_000);
    const { account, api } = await limitedTenantAdmin(sysadminApi, serverUrl, {
      maxTransportMessages: 3,
      maxREExecutions: 100_000,
    });
    const device = await api.devices.save({ name: unique('Metered sensor') });
    const { credentialsId: token } = await api.devices.credentials(device.id.id);
    for (let count = 1; count <= 3; count++) expect(await post(serverUrl, token, count)).toBe(200);
    expect(await post(serverUrl, token, 4)).toBe(500);

    await signInWithoutForm(page, account, '/usage');
    const usage = new ApiUsagePage(page);
    const messages = usage.feature('Transport messages');
    // The server stores the counts every 10 s, and the page reads them as often.
    await expect(messages.getByText('Disabled', { exact: true })).toBeVisible({ timeout: 25_000 });
    await expect(messages.getByText('3 / 3', { exact: true })).toBeVisible();
    await expect(usage.feature('Transport data points').getByText('3', { exact: true })).toBeVisible();
    // The device's messages and its creation ran through the root chain's nodes: a count of at least one each.
    await expect(usage.feature('Rule Engine executions').getByText(/^[1-9]\S* \/ 100.000$/)).toBeVisible();
    await expect(usage.hourlyChart).toHaveAttribute('data-points', /Transport messages: 3/);
    await expect(usage.hourlyChart).toHaveAttribute('data-points', /Rule Engine executions: [1-9]/);
    await expect(usage.monthlyChart).toHaveAttribute('data-points', /Transport messages: 3/);
  });

  test("a device past its profile's message rate limit is refused, and the usage page counts only what was taken", async ({
    page,
    sysadminApi,
    serverUrl,
  }) => {
    const { account, api } = await limitedTenantAdmin(sysadminApi, serverUrl, {
      transportDeviceMsgRateLimit: '3:3600',
    });
    const device = await api.devices.save({ name: unique('Chatty sensor') });
    const { credentialsId: token } = await api.devices.credentials(device.id.id);
    for (let count = 1; count <= 3; count++) expect(await post(serverUrl, token, count)).toBe(200);
    expect(await post(serverUrl, token, 4)).toBe(500);
    const neighbour = await api.devices.save({ name: unique('Quiet sensor') });
    const { credentialsId: neighbourToken } = await api.devices.credentials(neighbour.id.id);
    expect(await post(serverUrl, neighbourToken, 1)).toBe(200);

    await signInWithoutForm(page, account, '/usage');
    const messages = new ApiUsagePage(page).feature('Transport messages');
    // A rate limit refuses for a while only: the feature stays enabled, and the refused message is not counted.
    await expect(messages.getByText('4', { exact: true })).toBeVisible({ timeout: 25_000 });
    await expect(messages.getByText('Enabled', { exact: true })).toBeVisible();
  });

  test('a refused read of the usage says so', async ({ page }) => {
    await page.route('**/api/entitiesQuery/find', (route) =>
      route.fulfill({
        status: 500,
        json: { status: 500, message: 'Internal Server Error', errorCode: 2, timestamp: Date.now() },
      }),
    );
    await signInWithoutForm(page, TENANT_ADMIN, '/usage');
    await expect(new ApiUsagePage(page).error).toHaveText('The API usage could not be read.');
  });
});
