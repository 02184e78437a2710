import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { EdgesPage } from '../pages/EdgesPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('edge instances', () => {
  test('a tenant administrator adds an edge, sees its keys and starts a sync', async ({ page, tenantApi }) => {
    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openMenuEntry('Edge instances');
    const edges = new EdgesPage(page);
    const name = unique('Site edge');
    const keys = await edges.add(name);
    expect(keys.secret).toMatch(/^[A-Za-z0-9]{20}$/);
    await expect(edges.row(name)).toBeVisible();

    const saved = (await tenantApi.edges.tenantEdges({ pageSize: 10, page: 0, textSearch: name })).data[0];
    expect(saved.routingKey).toBe(keys.routingKey);
    expect(saved.secret).toBe(keys.secret);

    await edges.row(name).click();
    await expect(edges.details.getByRole('textbox', { name: 'Edge key', exact: true })).toHaveValue(keys.routingKey);
    await expect(edges.details.getByRole('button', { name: 'Copy edge secret' })).toBeVisible();
    await edges.details.getByRole('button', { name: 'Close' }).click();

    await edges.rowAction(name, 'Sync edge');
    await expect(new ShellPage(page).toasts).toContainText('Sync process started successfully!');
  });
});
