import type { StateParams, WidgetAction } from '@fleetdeck/model';
import { describe, expect, it, vi } from 'vitest';
import { decodeStateStack } from '../model/state-url';
import type { SandboxEffect } from '../sandbox/effects';
import { type ActionHost, runWidgetAction } from './action-runner';

const device = { entityType: 'DEVICE' as const, id: '1e3c8a10-0000-11ee-8000-000000000001' };
const target = { entity: { id: device, name: 'Thermostat T1', label: null } };

function host(effects: SandboxEffect[] | 'failed' = []): ActionHost & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  return {
    calls,
    dashboardId: 'd1',
    stateId: 'default',
    stateIndex: 0,
    stateParams: { keep: { entityName: 'x' } } as unknown as StateParams,
    currentUser: { authority: 'TENANT_ADMIN' },
    widgetTitle: 'Thermostats',
    dashboardPath: (id) => `/dashboards/${id}`,
    openState: record('openState'),
    updateState: record('updateState'),
    resetState: record('resetState'),
    navigatePrevState: record('navigatePrevState'),
    navigate: record('navigate'),
    runCustom: vi.fn(() =>
      effects === 'failed' ? { ok: false as const, error: 'ReferenceError: x' } : { ok: true as const, value: effects },
    ),
    showToast: record('showToast'),
    sendOneWay: record('sendOneWay'),
    logError: record('logError'),
    openOverlay: record('openOverlay'),
    clickedElement: () => null,
  };
}

const action = (fields: Partial<WidgetAction>): WidgetAction => ({
  id: 'a1',
  name: 'Chart',
  type: 'custom',
  ...fields,
});

describe('running widget actions', () => {
  it('opens the target state with the clicked entity added to a copy of the current params', () => {
    const runner = host();
    runWidgetAction(
      action({ type: 'openDashboardState', targetDashboardStateId: 'chart', setEntityId: true }),
      target,
      runner,
    );
    expect(runner.calls).toEqual([
      ['openState', 'chart', { keep: { entityName: 'x' }, entityId: device, entityName: 'Thermostat T1' }, false],
    ]);
    expect(runner.stateParams).toEqual({ keep: { entityName: 'x' } });
  });

  it('replaces the current state on an update action', () => {
    const runner = host();
    runWidgetAction(
      action({ type: 'updateDashboardState', setEntityId: true, stateEntityParamName: 'room' }),
      target,
      runner,
    );
    expect(runner.calls[0]?.[0]).toBe('updateState');
    expect(runner.calls[0]?.[1]).toBeNull();
    expect(runner.calls[0]?.[2]).toMatchObject({ room: { entityId: device }, targetEntityParamName: 'room' });
  });

  it('goes to another dashboard with a one-state link', () => {
    const runner = host();
    runWidgetAction(
      action({ type: 'openDashboard', targetDashboardId: 'd2', targetDashboardStateId: 'details', setEntityId: true }),
      target,
      runner,
    );
    const [name, url, newTab] = runner.calls[0] ?? [];
    expect([name, newTab]).toEqual(['navigate', false]);
    const [path, query] = String(url).split('?state=');
    expect(path).toBe('/dashboards/d2');
    expect(decodeStateStack(decodeURIComponent(query ?? ''))).toEqual([
      { id: 'details', params: { entityId: device, entityName: 'Thermostat T1' } },
    ]);
  });

  it('carries out what a custom action asked for, in order', () => {
    const runner = host([
      { type: 'toast', severity: 'info', message: 'Opening' },
      { type: 'openState', stateId: 'chart', params: null, openRightLayout: true },
    ]);
    runWidgetAction(
      action({ type: 'custom', customFunction: 'widgetContext.stateController.openState("chart")' }),
      target,
      runner,
    );
    expect(runner.runCustom).toHaveBeenCalledWith(
      'widgetContext.stateController.openState("chart")',
      expect.objectContaining({ entityName: 'Thermostat T1', entityId: device }),
    );
    expect(runner.calls).toEqual([
      ['showToast', 'Opening', 'info'],
      ['openState', 'chart', {}, true],
    ]);
  });

  it('logs a failing custom action instead of breaking the dashboard', () => {
    const runner = host('failed');
    runWidgetAction(action({ type: 'custom', customFunction: 'x()' }), target, runner);
    expect(runner.calls).toEqual([['logError', "Custom action 'Chart' failed: ReferenceError: x"]]);
  });

  it('shows a state meant for a dialog in a dialog, leaving the dashboard state alone', () => {
    const runner = host();
    runWidgetAction(
      action({
        type: 'openDashboardState',
        targetDashboardStateId: 'chart',
        setEntityId: true,
        openInSeparateDialog: true,
        dialogTitle: 'Temperature chart',
        dialogWidth: 60,
        dialogHeight: 50,
      }),
      target,
      runner,
    );
    expect(runner.calls).toEqual([
      [
        'openOverlay',
        {
          kind: 'dialog',
          stateId: 'chart',
          params: { keep: { entityName: 'x' }, entityId: device, entityName: 'Thermostat T1' },
          title: 'Temperature chart',
          hideToolbar: false,
          width: '60vw',
          height: '50vh',
        },
      ],
    ]);
  });

  it('shows a state meant for a popover beside the clicked element', () => {
    const runner = host();
    const button = { tagName: 'BUTTON' } as unknown as Element;
    runner.clickedElement = () => button;
    runWidgetAction(
      action({
        type: 'openDashboardState',
        targetDashboardStateId: 'chart',
        openInPopover: true,
        popoverPreferredPlacement: 'leftTop',
        popoverHideOnClickOutside: false,
        popoverWidth: '300px',
        popoverStyle: { 'background-color': 'pink', padding: 4, bad: { nested: true } },
      }),
      target,
      runner,
    );
    expect(runner.calls).toEqual([
      [
        'openOverlay',
        {
          kind: 'popover',
          stateId: 'chart',
          params: { keep: { entityName: 'x' } },
          hideToolbar: true,
          anchor: button,
          placement: 'leftTop',
          hideOnClickOutside: false,
          width: '300px',
          height: '25vh',
          style: { backgroundColor: 'pink', padding: 4 },
        },
      ],
    ]);
  });

  it('opens a customPretty action dialog with the template its function passed and the action CSS', () => {
    const runner = host([{ type: 'openCustomDialog', html: '<h2>Add device</h2>' }]);
    runWidgetAction(
      action({
        type: 'customPretty',
        name: 'Add device',
        customHtml: '<h2>Add device</h2>',
        customCss: 'h2 { color: red; }',
        customFunction: 'widgetContext.customDialog.customDialog(htmlTemplate)',
      }),
      target,
      runner,
    );
    expect(runner.runCustom).toHaveBeenCalledWith(
      'widgetContext.customDialog.customDialog(htmlTemplate)',
      expect.objectContaining({ htmlTemplate: '<h2>Add device</h2>' }),
    );
    expect(runner.calls).toEqual([
      [
        'openOverlay',
        {
          kind: 'custom',
          title: 'Add device',
          html: '<h2>Add device</h2>',
          css: 'h2 { color: red; }',
          scopeClass: 'custom-action-pretty-add-device',
        },
      ],
    ]);
  });

  it('gives a plain custom action no HTML template', () => {
    const runner = host();
    runWidgetAction(action({ type: 'custom', customFunction: 'return 1;' }), target, runner);
    expect(runner.runCustom).toHaveBeenCalledWith('return 1;', expect.not.objectContaining({ htmlTemplate: '' }));
  });

  it("hands a map action the map's entities and saves the positions it sets through the map widget", () => {
    const runner = host([{ type: 'saveMarkerLocation', entityId: device.id, lat: null, lng: null }]);
    const saved: unknown[][] = [];
    const map = {
      datasources: [{ entityId: device.id, entityName: 'Thermostat T1' }],
      saveLocation: (...args: unknown[]) => {
        saved.push(args);
      },
    };
    runWidgetAction(action({ name: 'delete', customFunction: 'clear();' }), { ...target, map }, runner);
    expect(runner.runCustom).toHaveBeenCalledWith(
      'clear();',
      expect.objectContaining({ info: expect.objectContaining({ mapDatasources: map.datasources }) }),
    );
    expect(saved).toEqual([[device.id, null, null]]);
    expect(runner.calls).toEqual([]);
  });

  it('logs a marker position a custom action sets outside a map widget', () => {
    const runner = host([{ type: 'saveMarkerLocation', entityId: device.id, lat: 1, lng: 2 }]);
    runWidgetAction(action({ name: 'delete', customFunction: 'clear();' }), target, runner);
    expect(runner.calls).toEqual([['logError', "Custom action 'delete' saved a marker location outside a map widget"]]);
  });
});
