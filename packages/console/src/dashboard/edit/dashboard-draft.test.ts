import type { Dashboard } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { normalizeDashboard } from '../model/normalize-dashboard';
import { loadFixtureDashboard } from '../model/test-fixtures';
import {
  type DashboardDraft,
  type DraftAction,
  draftBase,
  draftReducer,
  HISTORY_LIMIT,
  isDirty,
  type LayoutRef,
  moveTargets,
  type NewWidgetType,
  startDraft,
} from './dashboard-draft';

// biome-ignore lint/suspicious/noExplicitAny: the tests walk the written dashboard JSON freely
type Json = Record<string, any>;

const MAIN: LayoutRef = { stateId: 'default', layoutId: 'main' };
const RIGHT: LayoutRef = { stateId: 'default', layoutId: 'right' };
const OTHER: LayoutRef = { stateId: 'details', layoutId: 'main' };

const SIMPLE_CARD: NewWidgetType = {
  isSystemType: true,
  bundleAlias: 'cards',
  typeAlias: 'simple_card',
  type: 'latest',
  name: 'Simple card',
  sizeX: 5,
  sizeY: 3,
  defaultConfig: { title: 'Simple card', showTitle: false, settings: { labelPosition: 'left' } },
};

function dashboard(): Dashboard {
  return {
    id: { entityType: 'DASHBOARD', id: 'd1' },
    title: 'Plant',
    configuration: {
      description: 'kept',
      widgets: {
        chart: { id: 'chart', typeAlias: 'basic_timeseries', config: { title: 'Temperature', settings: {} } },
        gauge: { id: 'gauge', typeAlias: 'radial_gauge', config: { title: 'Pressure' } },
      },
      states: {
        default: {
          name: 'Plant',
          root: true,
          layouts: {
            main: {
              widgets: {
                chart: { sizeX: 12, sizeY: 6, row: 0, col: 0, mobileOrder: 2 },
                gauge: { sizeX: 6, sizeY: 4, row: 6, col: 0 },
              },
              gridSettings: { columns: 24 },
            },
            right: { widgets: {}, gridSettings: { columns: 24 } },
          },
        },
        details: {
          name: 'Details',
          root: false,
          layouts: { main: { widgets: { gauge: { sizeX: 6, sizeY: 4, row: 0, col: 0 } }, gridSettings: {} } },
        },
      },
      entityAliases: {},
      customKey: { anything: [1, 2] },
    },
  } as unknown as Dashboard;
}

function run(actions: DraftAction[], start: DashboardDraft = startDraft(dashboard())): DashboardDraft {
  return actions.reduce(draftReducer, start);
}

const config = (draft: DashboardDraft): Json => draft.present.configuration as unknown as Json;
const layout = (draft: DashboardDraft, ref: LayoutRef): Json =>
  config(draft).states[ref.stateId].layouts[ref.layoutId].widgets;

describe('the dashboard draft', () => {
  it('starts clean, with nothing to undo or redo', () => {
    const draft = startDraft(dashboard());
    expect(isDirty(draft)).toBe(false);
    expect(run([{ type: 'undo' }, { type: 'redo' }], draft)).toBe(draft);
  });

  it('adds a widget with the config its configuration step made, in place of the default', () => {
    const configured = { title: 'Thermostats', settings: {}, datasources: [{ type: 'entity', entityAliasId: 'a1' }] };
    const draft = run([{ type: 'add', widgetType: SIMPLE_CARD, to: MAIN, id: 'new-1', config: configured }]);
    expect(config(draft).widgets['new-1']).toMatchObject({ typeAlias: 'simple_card', config: configured });
  });

  it('adds the aliases created in the configuration step with the widget, in one step', () => {
    const created = { b1: { id: 'b1', alias: 'Boilers', filter: { type: 'stateEntity' as const } } };
    const before = config(startDraft(dashboard())).entityAliases as Json;
    const draft = run([{ type: 'add', widgetType: SIMPLE_CARD, to: MAIN, id: 'new-1', entityAliases: created }]);
    expect(config(draft).entityAliases).toEqual({ ...before, ...created });
    expect(draft.past).toHaveLength(1);
  });

  it('adds a widget of a type with its default config, a new id and its size, below the lowest widget', () => {
    const draft = run([{ type: 'add', widgetType: SIMPLE_CARD, to: MAIN, id: 'new-1' }]);
    expect(config(draft).widgets['new-1']).toEqual({
      isSystemType: true,
      bundleAlias: 'cards',
      typeAlias: 'simple_card',
      type: 'latest',
      title: 'New widget',
      image: null,
      description: null,
      sizeX: 5,
      sizeY: 3,
      config: { title: 'New Simple card', showTitle: false, settings: { labelPosition: 'left' }, datasources: [] },
      row: 0,
      col: 0,
      id: 'new-1',
    });
    expect(layout(draft, MAIN)['new-1']).toEqual({ sizeX: 5, sizeY: 3, row: 10, col: 0 });
    expect(isDirty(draft)).toBe(true);
    expect(SIMPLE_CARD.defaultConfig.title).toBe('Simple card');
  });

  it('adds a widget at the top of an empty layout', () => {
    const draft = run([{ type: 'add', widgetType: SIMPLE_CARD, to: RIGHT, id: 'new-1' }]);
    expect(layout(draft, RIGHT)['new-1']).toEqual({ sizeX: 5, sizeY: 3, row: 0, col: 0 });
  });

  it('moves and resizes widgets as the grid places them, keeping their other layout fields', () => {
    const draft = run([
      {
        type: 'place',
        in: MAIN,
        placements: [
          { i: 'chart', x: 2, y: 1, w: 10, h: 5 },
          { i: 'gauge', x: 0, y: 6, w: 6, h: 4 },
        ],
      },
    ]);
    expect(layout(draft, MAIN).chart).toEqual({ sizeX: 10, sizeY: 5, row: 1, col: 2, mobileOrder: 2 });
    expect(layout(draft, MAIN).gauge).toEqual({ sizeX: 6, sizeY: 4, row: 6, col: 0 });
    expect(draft.past).toHaveLength(1);
  });

  it('takes no step when the grid only repeats the saved placements', () => {
    const start = startDraft(dashboard());
    const draft = run([{ type: 'place', in: MAIN, placements: [{ i: 'chart', x: 0, y: 0, w: 12, h: 6 }] }], start);
    expect(draft).toBe(start);
  });

  it('removes a widget from a layout and drops it once no layout shows it', () => {
    const fromMain = run([{ type: 'remove', from: MAIN, widgetId: 'gauge' }]);
    expect(layout(fromMain, MAIN).gauge).toBeUndefined();
    // the details state still shows it
    expect(config(fromMain).widgets.gauge).toBeDefined();
    const fromBoth = run([{ type: 'remove', from: OTHER, widgetId: 'gauge' }], fromMain);
    expect(config(fromBoth).widgets.gauge).toBeUndefined();
    const chartGone = run([{ type: 'remove', from: MAIN, widgetId: 'chart' }]);
    expect(config(chartGone).widgets.chart).toBeUndefined();
  });

  it('copies a widget without a step of its own and pastes it with a new id into the chosen layout', () => {
    const copied = run([{ type: 'copy', from: MAIN, widgetId: 'chart' }]);
    expect(isDirty(copied)).toBe(false);
    expect(copied.past).toHaveLength(0);
    const pasted = run([{ type: 'paste', to: RIGHT, id: 'copy-1' }], copied);
    expect(config(pasted).widgets['copy-1']).toEqual({ ...config(copied).widgets.chart, id: 'copy-1' });
    expect(layout(pasted, RIGHT)['copy-1']).toEqual({ sizeX: 12, sizeY: 6, row: 0, col: 0 });
    // the copy is its own: editing it later leaves the original alone
    expect(config(pasted).widgets['copy-1'].config).not.toBe(config(copied).widgets.chart.config);
    const again = run([{ type: 'paste', to: RIGHT, id: 'copy-2' }], pasted);
    expect(layout(again, RIGHT)['copy-2'].row).toBe(6);
  });

  it('pastes nothing when nothing was copied', () => {
    const start = startDraft(dashboard());
    expect(run([{ type: 'paste', to: MAIN, id: 'x' }], start)).toBe(start);
  });

  it('moves a widget to another state or layout, below what is there', () => {
    const toRight = run([{ type: 'move', from: MAIN, to: RIGHT, widgetId: 'chart' }]);
    expect(layout(toRight, MAIN).chart).toBeUndefined();
    expect(layout(toRight, RIGHT).chart).toEqual({ sizeX: 12, sizeY: 6, row: 0, col: 0 });
    expect(config(toRight).widgets.chart).toBeDefined();
    const toDetails = run([{ type: 'move', from: MAIN, to: OTHER, widgetId: 'chart' }]);
    expect(layout(toDetails, OTHER).chart).toEqual({ sizeX: 12, sizeY: 6, row: 4, col: 0 });
  });

  it('offers every other layout of every state that does not show the widget yet as a move target', () => {
    expect(moveTargets(dashboard(), MAIN, 'chart')).toEqual([RIGHT, OTHER]);
    expect(moveTargets(dashboard(), MAIN, 'gauge')).toEqual([RIGHT]);
  });

  it('does not move a widget into a layout that already shows it', () => {
    const start = startDraft(dashboard());
    expect(run([{ type: 'move', from: MAIN, to: OTHER, widgetId: 'gauge' }], start)).toBe(start);
  });

  it('edits a widget settings in the draft', () => {
    const draft = run([
      { type: 'edit-settings', widgetId: 'chart', edit: { settings: { stack: true }, keySettings: [] } },
    ]);
    expect(config(draft).widgets.chart.config.settings).toEqual({ stack: true });
    expect(config(draft).widgets.chart.config.title).toBe('Temperature');
  });

  it('takes the configuration a dialog applied as one step, and nothing when the dialog changed nothing', () => {
    const start = startDraft(dashboard());
    const unchanged = run([{ type: 'configure', configuration: start.present.configuration }], start);
    expect(unchanged).toBe(start);
    const configuration = { ...start.present.configuration, entityAliases: {} };
    const configured = run([{ type: 'configure', configuration }], start);
    expect(configured.present.configuration).toBe(configuration);
    expect(configured.present.title).toBe(start.present.title);
    expect(run([{ type: 'undo' }], configured).present).toBe(start.present);
  });

  it('drops the widgets only a state deleted in the states dialog showed', () => {
    const start = run([{ type: 'add', widgetType: SIMPLE_CARD, to: OTHER, id: 'details-card' }]);
    const { details: _deleted, ...states } = config(start).states;
    const configuration = { ...start.present.configuration, states } as Dashboard['configuration'];
    const configured = run([{ type: 'configure', configuration }], start);
    expect(config(configured).widgets['details-card']).toBeUndefined();
    expect(Object.keys(config(configured).widgets)).toEqual(
      Object.keys(config(start).widgets).filter((id) => id !== 'details-card'),
    );
  });

  it('undoes and redoes steps, and is clean again when undone back to the saved dashboard', () => {
    const added = run([{ type: 'add', widgetType: SIMPLE_CARD, to: MAIN, id: 'new-1' }]);
    const undone = run([{ type: 'undo' }], added);
    expect(undone.present).toBe(added.saved);
    expect(isDirty(undone)).toBe(false);
    const redone = run([{ type: 'redo' }], undone);
    expect(redone.present).toBe(added.present);
    expect(isDirty(redone)).toBe(true);
  });

  it('forgets what could be redone once a new step is taken', () => {
    const draft = run([
      { type: 'add', widgetType: SIMPLE_CARD, to: MAIN, id: 'new-1' },
      { type: 'undo' },
      { type: 'remove', from: MAIN, widgetId: 'chart' },
    ]);
    expect(draft.future).toHaveLength(0);
    expect(run([{ type: 'redo' }], draft)).toBe(draft);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps to undo`, () => {
    const actions: DraftAction[] = Array.from({ length: HISTORY_LIMIT + 5 }, (_, n) => ({
      type: 'add',
      widgetType: SIMPLE_CARD,
      to: MAIN,
      id: `w${n}`,
    }));
    const draft = run(actions);
    expect(draft.past).toHaveLength(HISTORY_LIMIT);
    const all = run(
      Array.from({ length: HISTORY_LIMIT + 5 }, () => ({ type: 'undo' }) as const),
      draft,
    );
    expect(Object.keys(config(all).widgets)).toContain('w4');
    expect(Object.keys(config(all).widgets)).not.toContain('w5');
  });
});

describe('the saved draft', () => {
  it('keeps every field of a platform dashboard it did not edit', () => {
    const saved = loadFixtureDashboard('thermostats') as unknown as Dashboard;
    const original = structuredClone(saved) as unknown as Json;
    const normalised = normalizeDashboard(saved, { maxDatapointsLimit: 50000 });
    const base = draftBase(saved, normalised);
    expect(base).toBe(saved);
    const stateId = Object.keys(original.configuration.states)[0] as string;
    const main: LayoutRef = { stateId, layoutId: 'main' };
    const [firstId, firstPlace] = Object.entries(original.configuration.states[stateId].layouts.main.widgets)[0] as [
      string,
      Json,
    ];
    const draft = run(
      [
        { type: 'add', widgetType: SIMPLE_CARD, to: main, id: 'new-1' },
        { type: 'place', in: main, placements: [{ i: firstId, x: 1, y: 1, w: 3, h: 3 }] },
      ],
      startDraft(base),
    );
    const written = JSON.parse(JSON.stringify(draft.present));
    const expected = structuredClone(original);
    expected.configuration.widgets['new-1'] = written.configuration.widgets['new-1'];
    expected.configuration.states[stateId].layouts.main.widgets['new-1'] = {
      sizeX: 5,
      sizeY: 3,
      row: expect.any(Number),
      col: 0,
    };
    expected.configuration.states[stateId].layouts.main.widgets[firstId] = {
      ...firstPlace,
      sizeX: 3,
      sizeY: 3,
      row: 1,
      col: 1,
    };
    expect(written).toEqual(expected);
    // the saved dashboard itself is never changed
    expect(saved).toEqual(original);
  });

  it('starts a dashboard whose alias ids the normalisation replaces from its normalised form, so edits name them', () => {
    const withAlias = (aliasId: string) =>
      ({
        title: 'Aliased',
        configuration: {
          states: { default: { name: 'Aliased', root: true, layouts: { main: { widgets: {} } } } },
          widgets: {
            chart: {
              typeAlias: 'basic_timeseries',
              config: { datasources: [{ type: 'entity', entityAliasId: aliasId }] },
            },
          },
          entityAliases: { [aliasId]: { id: aliasId, alias: 'Thermostat', filter: { type: 'singleEntity' } } },
        },
      }) as unknown as Dashboard;
    const legacy = withAlias('device');
    const normalised = normalizeDashboard(legacy, { maxDatapointsLimit: 50000, newId: () => 'a'.repeat(36) });
    expect(draftBase(legacy, normalised)).toBe(normalised);
    const current = withAlias('5e87ffb2-4a17-4134-bc02-8b066e1e870d');
    expect(draftBase(current, normalizeDashboard(current, { maxDatapointsLimit: 50000 }))).toBe(current);
  });

  it('starts a legacy dashboard without states or widget ids from its normalised form', () => {
    const legacy = {
      title: 'Old',
      configuration: { widgets: [{ typeAlias: 'simple_card', sizeX: 4, sizeY: 2, row: 0, col: 0, config: {} }] },
    } as unknown as Dashboard;
    const normalised = normalizeDashboard(legacy, { maxDatapointsLimit: 50000, newId: () => 'made-id' });
    expect(draftBase(legacy, normalised)).toBe(normalised);
    const created = { title: 'Empty', configuration: null } as unknown as Dashboard;
    const normalisedEmpty = normalizeDashboard(created, { maxDatapointsLimit: 50000 });
    const draft = run(
      [{ type: 'add', widgetType: SIMPLE_CARD, to: MAIN, id: 'new-1' }],
      startDraft(draftBase(created, normalisedEmpty)),
    );
    expect(layout(draft, MAIN)['new-1']).toEqual({ sizeX: 5, sizeY: 3, row: 0, col: 0 });
  });
});
