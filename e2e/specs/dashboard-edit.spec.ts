import type { Api } from '@fleetdeck/client';
import type { DashboardDraft } from '@fleetdeck/model';
import { CUSTOMER_USER, TENANT_ADMIN } from '../fixtures/accounts';
import { backendAs } from '../fixtures/backend';
import { pickOption } from '../fixtures/pick-option';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardEditor } from '../pages/DashboardEditor';
import { DashboardPage } from '../pages/DashboardPage';

type Json = Record<string, unknown>;

const NEW_CARD = 'New RPC remote shell';

/** The saved widgets and the root state's main layout placements of a dashboard, read through the API. */
async function savedLayout(api: Api, dashboardId: string) {
  const saved = await api.dashboards.get(dashboardId);
  // a dashboard created without a configuration has none until its first save from the editor
  const configuration = saved.configuration as unknown as {
    widgets?: Record<string, Json>;
    states?: Record<string, { root: boolean; layouts: { main: { widgets: Record<string, Json> } } }>;
  } | null;
  const root = Object.values(configuration?.states ?? {}).find((state) => state.root);
  return { widgets: Object.values(configuration?.widgets ?? {}), placements: root?.layouts.main.widgets ?? {} };
}

/** A dashboard of two states, each with an empty main layout, as the platform saves one. */
function twoStates(title: string): DashboardDraft {
  const layout = { widgets: {}, gridSettings: { columns: 24, margin: 10, backgroundColor: '#eeeeee' } };
  return {
    title,
    configuration: {
      widgets: {},
      states: {
        default: { name: 'Overview', root: true, layouts: { main: layout } },
        details: { name: 'Details', root: false, layouts: { main: layout } },
      },
      entityAliases: {},
      settings: { stateControllerId: 'entity' },
    },
  };
}

async function openEmptyDashboard(page: DashboardPage['page'], api: Api, title: string) {
  const created = await api.dashboards.save(twoStates(unique(title)));
  await signInWithoutForm(page, TENANT_ADMIN);
  const dashboard = new DashboardPage(page);
  await dashboard.goto(created.id.id);
  const editor = new DashboardEditor(page);
  // the grid animates its items into place: measured sizes are then those of the layout, not of a frame between
  await page.addStyleTag({ content: '.react-grid-item { transition: none !important; }' });
  await editor.editButton.click();
  await expect(editor.editButtons).toBeVisible();
  return { id: created.id.id, dashboard, editor };
}

test.describe('dashboard edit mode', () => {
  // signing in and loading the dashboard's code take a while on a shared machine
  test.describe.configure({ timeout: 90_000 });

  test('a widget added from a bundle, resized, undone and redone is saved with its layout', async ({
    page,
    tenantApi,
  }) => {
    const { id, dashboard, editor } = await openEmptyDashboard(page, tenantApi, 'Edited dashboard');
    await editor.addWidget('Control widgets', 'RPC remote shell');
    const card = dashboard.widget(NEW_CARD);
    await expect(card).toBeVisible();
    // the console has no native RPC remote shell: it is added all the same and shows its placeholder
    await expect(card.getByTestId('widget-placeholder')).toBeVisible();

    const addedWidth = await editor.widthOf(NEW_CARD);
    await editor.resize(NEW_CARD, 200, 100);
    await expect.poll(() => editor.widthOf(NEW_CARD)).toBeGreaterThan(addedWidth + 100);
    const resizedWidth = await editor.widthOf(NEW_CARD);
    await editor.undoButton.click();
    // widths to the pixel: the grid's transition can leave a fraction of one
    await expect.poll(() => editor.widthOf(NEW_CARD)).toBeCloseTo(addedWidth, 0);
    await editor.redoButton.click();
    await expect.poll(() => editor.widthOf(NEW_CARD)).toBeCloseTo(resizedWidth, 0);

    await editor.saveButton.click();
    await expect(editor.editButtons).toBeHidden();
    await expect(editor.editButton).toBeVisible();
    await expect(dashboard.widget(NEW_CARD)).toBeVisible();

    await page.reload();
    await expect(dashboard.widget(NEW_CARD)).toBeVisible();
    const { widgets, placements } = await savedLayout(tenantApi, id);
    expect(widgets).toHaveLength(1);
    const widget = widgets[0] as Json;
    expect(widget).toMatchObject({
      isSystemType: true,
      bundleAlias: 'control_widgets',
      typeAlias: 'rpc_remote_shell',
      type: 'rpc',
      title: 'New widget',
      config: expect.objectContaining({ title: NEW_CARD }),
    });
    const placement = placements[widget.id as string];
    expect(placement).toMatchObject({ row: 0, col: 0 });
    // the catalogue's simple card is 5 columns wide; the resize made it wider
    expect(placement?.sizeX).toBeGreaterThan(5);
  });

  test('a widget copied and pasted with the keyboard, and the copy moved to another state, are saved there', async ({
    page,
    tenantApi,
  }) => {
    const { id, dashboard, editor } = await openEmptyDashboard(page, tenantApi, 'Copied dashboard');
    await editor.addWidget('Control widgets', 'RPC remote shell');
    await editor.frameOf(NEW_CARD).click();
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await expect(dashboard.widget(NEW_CARD)).toHaveCount(2);

    await editor.frames.nth(1).getByRole('button', { name: 'Move widget', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Details › Main' }).click();
    await expect(dashboard.widget(NEW_CARD)).toHaveCount(1);
    await editor.saveButton.click();
    await expect(editor.editButtons).toBeHidden();

    const saved = await tenantApi.dashboards.get(id);
    const configuration = saved.configuration as unknown as {
      widgets: Record<string, Json>;
      states: Record<string, { layouts: { main: { widgets: Record<string, Json> } } }>;
    };
    const [originalId, copyId] = Object.keys(configuration.widgets);
    expect(Object.keys(configuration.widgets)).toHaveLength(2);
    expect(Object.keys(configuration.states.default?.layouts.main.widgets ?? {})).toEqual([originalId]);
    expect(Object.keys(configuration.states.details?.layouts.main.widgets ?? {})).toEqual([copyId]);
  });

  test('a save the server refuses keeps edit mode and the widget, and says why', async ({ page, tenantApi }) => {
    const { id, dashboard, editor } = await openEmptyDashboard(page, tenantApi, 'Vanishing dashboard');
    await editor.addWidget('Control widgets', 'RPC remote shell');
    await expect(dashboard.widget(NEW_CARD)).toBeVisible();

    await tenantApi.dashboards.delete(id);
    await editor.saveButton.click();
    await expect(editor.saveError).toHaveText(`Dashboard with id [${id}] is not found`);
    await expect(editor.editButtons).toBeVisible();
    await expect(dashboard.widget(NEW_CARD)).toBeVisible();
  });

  test('cancelling with unsaved changes asks before they go', async ({ page, tenantApi }) => {
    const { id, dashboard, editor } = await openEmptyDashboard(page, tenantApi, 'Cancelled dashboard');
    await editor.addWidget('Control widgets', 'RPC remote shell');
    await expect(dashboard.widget(NEW_CARD)).toBeVisible();

    const confirm = page.getByRole('dialog', { name: 'Unsaved changes' });
    await editor.cancelButton.click();
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(editor.editButtons).toBeVisible();
    await expect(dashboard.widget(NEW_CARD)).toBeVisible();

    await editor.cancelButton.click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(editor.editButtons).toBeHidden();
    await expect(dashboard.widget(NEW_CARD)).toHaveCount(0);
    expect((await savedLayout(tenantApi, id)).widgets).toHaveLength(0);
  });

  test('only a tenant administrator on the console page is offered edit mode', async ({
    page,
    tenantApi,
    serverUrl,
  }) => {
    const created = await tenantApi.dashboards.save(twoStates(unique('Read-only dashboard')));
    const customerApi = await backendAs(serverUrl, CUSTOMER_USER);
    await tenantApi.dashboards.assignToCustomer((await customerApi.auth.currentUser()).customerId.id, created.id.id);
    const dashboard = new DashboardPage(page);
    const editor = new DashboardEditor(page);

    await signInWithoutForm(page, CUSTOMER_USER);
    await dashboard.goto(created.id.id);
    await expect(dashboard.toolbar).toBeVisible();
    await expect(editor.editButton).toHaveCount(0);

    await signInWithoutForm(page, TENANT_ADMIN);
    // the dashboard alone, as a public link or a forced-fullscreen user opens it
    await page.goto(`/dashboard/${created.id.id}`);
    await expect(dashboard.toolbar).toBeVisible();
    await expect(editor.editButton).toHaveCount(0);
    await dashboard.goto(created.id.id);
    await expect(editor.editButton).toBeVisible();
  });

  test('an entity alias and a state added in their dialogs are saved with the dashboard', async ({
    page,
    tenantApi,
  }) => {
    const { id, editor } = await openEmptyDashboard(page, tenantApi, 'Configured dashboard');
    await editor.editButtons.getByRole('button', { name: 'Entity aliases' }).click();
    const aliases = page.getByRole('dialog', { name: 'Entity aliases' });
    await aliases.getByRole('button', { name: 'Add alias' }).click();
    const alias = page.getByRole('dialog', { name: 'Add alias' });
    await alias.getByRole('textbox', { name: 'Alias name' }).fill('All assets');
    await pickOption(page, alias.getByRole('combobox', { name: 'Filter type' }), 'Entity type');
    await pickOption(page, alias.getByRole('combobox', { name: 'Type', exact: true }), 'Asset');
    await alias.getByRole('button', { name: 'Add' }).click();
    await expect(aliases.getByRole('cell', { name: 'All assets', exact: true })).toBeVisible();
    await aliases.getByRole('button', { name: 'Apply' }).click();
    await expect(aliases).toBeHidden();

    await editor.editButtons.getByRole('button', { name: 'Dashboard states' }).click();
    const states = page.getByRole('dialog', { name: 'Dashboard states' });
    await states.getByRole('button', { name: 'Add dashboard state' }).click();
    const state = page.getByRole('dialog', { name: 'Add dashboard state' });
    await state.getByRole('textbox', { name: 'Name' }).fill('Asset details');
    await state.getByRole('button', { name: 'Add' }).click();
    await states.getByRole('button', { name: 'Apply' }).click();
    await expect(states).toBeHidden();
    await editor.saveButton.click();
    await expect(editor.editButtons).toBeHidden();

    const saved = (await tenantApi.dashboards.get(id)).configuration as unknown as {
      entityAliases: Record<string, { alias: string; filter: Json }>;
      states: Record<string, { name: string; root: boolean }>;
    };
    expect(Object.values(saved.entityAliases).map(({ alias, filter }) => ({ alias, filter }))).toEqual([
      { alias: 'All assets', filter: { type: 'entityType', resolveMultiple: false, entityType: 'ASSET' } },
    ]);
    expect(saved.states.asset_details).toMatchObject({ name: 'Asset details', root: false });
    expect(saved.states.default).toMatchObject({ name: 'Overview', root: true });
  });

  test('a second alias of the same name is refused with a message, and nothing is applied', async ({
    page,
    tenantApi,
  }) => {
    const { editor } = await openEmptyDashboard(page, tenantApi, 'Alias clash dashboard');
    await editor.editButtons.getByRole('button', { name: 'Entity aliases' }).click();
    const aliases = page.getByRole('dialog', { name: 'Entity aliases' });
    for (const attempt of [1, 2]) {
      await aliases.getByRole('button', { name: 'Add alias' }).click();
      const alias = page.getByRole('dialog', { name: 'Add alias' });
      await alias.getByRole('textbox', { name: 'Alias name' }).fill('Current device');
      await pickOption(page, alias.getByRole('combobox', { name: 'Filter type' }), 'Entity from dashboard state');
      await alias.getByRole('button', { name: 'Add' }).click();
      if (attempt === 2) {
        await expect(alias.getByText('Alias with the same name already exists.')).toBeVisible();
        await alias.getByRole('button', { name: 'Cancel' }).click();
      }
      await expect(alias).toBeHidden();
    }
    await expect(aliases.getByRole('cell', { name: 'Current device', exact: true })).toHaveCount(1);
    await aliases.getByRole('button', { name: 'Cancel' }).click();
    // cancelled: the draft has nothing to save
    await expect(editor.undoButton).toBeDisabled();
  });

  test('layout and dashboard settings applied in their dialogs show at once and are saved', async ({
    page,
    tenantApi,
  }) => {
    const { id, editor } = await openEmptyDashboard(page, tenantApi, 'Settings dashboard');
    await editor.editButtons.getByRole('button', { name: 'Layout settings' }).click();
    const layout = page.getByRole('dialog', { name: 'Layout settings' });
    await layout.getByRole('textbox', { name: 'Background color' }).fill('#263238');
    await layout.getByRole('button', { name: 'Apply' }).click();
    await expect(layout).toBeHidden();
    await expect(page.getByTestId('dashboard-layout-main')).toHaveCSS('background-color', 'rgb(38, 50, 56)');

    await editor.editButtons.getByRole('button', { name: 'Dashboard settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Dashboard settings' });
    await settings.getByRole('checkbox', { name: 'Display export' }).uncheck();
    await settings.getByRole('button', { name: 'Apply' }).click();
    await expect(settings).toBeHidden();
    await editor.saveButton.click();
    await expect(editor.editButtons).toBeHidden();

    const saved = (await tenantApi.dashboards.get(id)).configuration as unknown as {
      states: Record<string, { layouts: { main: { gridSettings: Json } } }>;
      settings: Json;
    };
    expect(saved.states.default?.layouts.main.gridSettings).toMatchObject({ backgroundColor: '#263238', columns: 24 });
    expect(saved.settings).toMatchObject({ stateControllerId: 'entity', showDashboardExport: false });
  });

  test('a layout of more columns than the grid allows is refused with a message', async ({ page, tenantApi }) => {
    const { editor } = await openEmptyDashboard(page, tenantApi, 'Too wide dashboard');
    await editor.editButtons.getByRole('button', { name: 'Layout settings' }).click();
    const layout = page.getByRole('dialog', { name: 'Layout settings' });
    await layout.getByRole('spinbutton', { name: 'Columns count' }).fill('2000');
    await expect(layout.getByText('Columns count should be at most 1000.')).toBeVisible();
    await expect(layout.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await layout.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor.undoButton).toBeDisabled();
  });
});
