import type { WidgetAction } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceAdminTableDefaultConfig } from '../../widgets/entity_admin_widgets/device-admin-table/default-config';
import { type FixtureDashboard, loadFixtureDashboard } from '../model/test-fixtures';
import { DashboardSandbox } from './dashboard-sandbox';

let sandbox: DashboardSandbox;

beforeAll(async () => {
  sandbox = await DashboardSandbox.create({
    timeLimitMs: 200,
    memoryLimitBytes: 8 * 1024 * 1024,
    maxStackSizeBytes: 256 * 1024,
  });
});

afterAll(() => sandbox.dispose());

const info = {
  dashboardId: 'd1',
  stateId: 'default',
  stateIndex: 0,
  stateParams: { entityName: 'Thermostat T1' },
  currentUser: { authority: 'TENANT_ADMIN' },
  widgetTitle: 'Thermostats',
};

describe('value functions in the dashboard sandbox', () => {
  it('runs a post-processing body with the named arguments', () => {
    expect(sandbox.call('return value * 2 + prevValue;', ['time', 'value', 'prevValue'], [1, 21, 1])).toEqual({
      ok: true,
      value: 43,
    });
  });

  it('copies objects in and out as JSON', () => {
    expect(sandbox.call('data.n++; return data;', ['data'], [{ n: 1 }])).toEqual({ ok: true, value: { n: 2 } });
  });

  it('reaches nothing of the page', () => {
    const outcome = sandbox.call(
      'return [typeof window, typeof document, typeof fetch, typeof localStorage, typeof setTimeout];',
      [],
      [],
    );
    expect(outcome).toEqual({ ok: true, value: ['undefined', 'undefined', 'undefined', 'undefined', 'undefined'] });
  });

  it('reports a body that does not compile', () => {
    const outcome = sandbox.call('return (;', [], []);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatch(/^Can't compile function: SyntaxError/);
  });

  it('stops a body that loops past the time limit and keeps working afterwards', () => {
    expect(sandbox.call('while (true) {}', [], [])).toEqual({ ok: false, error: 'Time limit of 200 ms exceeded' });
    expect(sandbox.call('return 1;', [], [])).toEqual({ ok: true, value: 1 });
  });

  it('reports what a body throws', () => {
    expect(sandbox.call("throw new TypeError('bad value');", [], [])).toEqual({
      ok: false,
      error: 'TypeError: bad value',
    });
  });
});

describe('custom actions in the dashboard sandbox', () => {
  const run = (body: string, entityName: string | null = 'Thermostat T1') =>
    sandbox.runCustomAction(body, {
      info,
      event: { type: 'click' },
      entityId: { entityType: 'DEVICE', id: 'dev1' },
      entityName,
      additionalParams: null,
      entityLabel: null,
    });

  it('opens a state with the clicked entity through the state controller', () => {
    const outcome = run(`
      var params = widgetContext.stateController.getStateParams();
      params.entityId = entityId;
      params.entityName = entityName;
      widgetContext.stateController.openState('chart', params, false);`);
    expect(outcome).toEqual({
      ok: true,
      value: [
        {
          type: 'openState',
          stateId: 'chart',
          params: { entityName: 'Thermostat T1', entityId: { entityType: 'DEVICE', id: 'dev1' } },
          openRightLayout: false,
        },
      ],
    });
  });

  it('shows toasts and sends one-way commands only as requests to the host', () => {
    const outcome = run(`
      widgetContext.showSuccessToast('Saved ' + entityName);
      widgetContext.controlApi.sendOneWayCommand('setValue', { value: true });`);
    expect(outcome).toEqual({
      ok: true,
      value: [
        { type: 'toast', severity: 'success', message: 'Saved Thermostat T1' },
        { type: 'sendOneWayCommand', method: 'setValue', params: { value: true } },
      ],
    });
  });

  it('drops malformed requests a script forges', () => {
    const outcome = run(`
      effects.push({ type: 'openState' }, { type: 'toast', severity: 'loud', message: 'x' }, { type: 'resetState' });`);
    expect(outcome).toEqual({ ok: true, value: [{ type: 'resetState' }] });
  });

  it("gives a customPretty action its HTML template before the additional params, as the platform's arguments are", () => {
    const outcome = sandbox.runCustomAction(
      `widgetContext.showInfoToast(htmlTemplate + ' ' + additionalParams.row + ' ' + entityLabel);`,
      {
        info,
        event: { type: 'click' },
        entityId: { entityType: 'DEVICE', id: 'dev1' },
        entityName: 'Thermostat T1',
        additionalParams: { row: 3 },
        entityLabel: 'Hall',
        htmlTemplate: '<p>Edit</p>',
      },
    );
    expect(outcome).toEqual({ ok: true, value: [{ type: 'toast', severity: 'info', message: '<p>Edit</p> 3 Hall' }] });
  });

  it("opens the custom dialog of a platform script that finds it through Angular's injector", () => {
    const addDevice = (deviceAdminTableDefaultConfig.actions as Record<string, WidgetAction[]>).headerButton?.[0];
    if (!addDevice?.customFunction) throw new Error('the device admin table has an Add device action');
    const outcome = sandbox.runCustomAction(addDevice.customFunction, {
      info,
      event: { type: 'click' },
      entityId: null,
      entityName: null,
      additionalParams: null,
      entityLabel: null,
      htmlTemplate: addDevice.customHtml ?? '',
    });
    expect(outcome).toEqual({ ok: true, value: [{ type: 'openCustomDialog', html: addDevice.customHtml }] });
  });

  it('answers other platform services as objects without methods, so calling one fails the action', () => {
    const outcome = run(`
      var deviceService = widgetContext.$scope.$injector.get(widgetContext.servicesMap.get('deviceService'));
      deviceService.deleteDevice(entityId.id);`);
    expect(outcome.ok).toBe(false);
  });
});

/** The custom tooltip actions named `delete` of a fixture dashboard's placement maps. */
function fixtureDeleteActions(name: FixtureDashboard): string[] {
  const widgets = Object.values(
    (loadFixtureDashboard(name).configuration as { widgets: Record<string, { config: Record<string, unknown> }> })
      .widgets,
  );
  return widgets.flatMap(({ config }) =>
    ((config.actions as Record<string, WidgetAction[]> | undefined)?.tooltipAction ?? [])
      .filter((action) => action.name === 'delete' && action.customFunction)
      .map((action) => action.customFunction as string),
  );
}

describe("map widgets' custom actions", () => {
  const mapDatasources = [
    { entityId: 'dev0', entityName: 'Thermostat T0', entityType: 'DEVICE', latitude: 1, longitude: 2 },
    { entityId: 'dev1', entityName: 'Thermostat T1', entityType: 'DEVICE', latitude: 3, longitude: 4 },
  ];
  const runOnMap = (body: string) =>
    sandbox.runCustomAction(body, {
      info: { ...info, mapDatasources },
      event: { type: 'click' },
      entityId: { entityType: 'DEVICE', id: 'dev1' },
      entityName: 'Thermostat T1',
      additionalParams: null,
      entityLabel: null,
    });
  const cleared = { ok: true, value: [{ type: 'saveMarkerLocation', entityId: 'dev1', lat: null, lng: null }] };

  it.each([
    ['thermostats', 2],
    ['gateways', 1],
  ] as const)("the %s dashboard's delete tooltip actions clear the clicked entity's position", (name, count) => {
    const bodies = fixtureDeleteActions(name);
    expect(bodies).toHaveLength(count);
    for (const body of bodies) expect(runOnMap(body)).toEqual(cleared);
  });

  it('moves a marker to a position given as numbers or as a point', () => {
    const outcome = runOnMap(`
      widgetContext.mapInstance.saveMarkerLocation(widgetContext.mapInstance.datasources[0], 10.5, 20);
      widgetContext.map.saveMarkerLocation(widgetContext.map.datasources[1], null, { lat: -5, lng: 'x' });`);
    expect(outcome).toEqual({
      ok: true,
      value: [
        { type: 'saveMarkerLocation', entityId: 'dev0', lat: 10.5, lng: 20 },
        { type: 'saveMarkerLocation', entityId: 'dev1', lat: -5, lng: null },
      ],
    });
  });

  it('fails the action that saves the position of an entity the map does not show', () => {
    expect(runOnMap('widgetContext.mapInstance.saveMarkerLocation(undefined, null, null);').ok).toBe(false);
  });

  it('has no map outside a map widget', () => {
    const outcome = sandbox.runCustomAction('widgetContext.mapInstance.saveMarkerLocation({ entityId: "x" });', {
      info,
      event: { type: 'click' },
      entityId: null,
      entityName: null,
      additionalParams: null,
      entityLabel: null,
    });
    expect(outcome.ok).toBe(false);
  });
});
