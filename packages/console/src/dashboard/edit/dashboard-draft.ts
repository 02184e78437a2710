import type { Dashboard, DashboardLayoutId, EntityAliases, WidgetKind } from '@fleetdeck/model';
import { type WidgetSettingsEdit, withCreatedAliases, withWidgetSettings } from '../model/widget-settings-edit';

type Json = Record<string, unknown>;

/** Where a widget is placed: one layout of one state. */
export interface LayoutRef {
  stateId: string;
  layoutId: DashboardLayoutId;
}

/** A widget type as the add widget dialog picks it, with its default config already parsed. */
export interface NewWidgetType {
  isSystemType: boolean;
  bundleAlias: string;
  typeAlias: string;
  type: WidgetKind;
  /** the type's name, which the new widget's title starts from */
  name: string;
  sizeX: number;
  sizeY: number;
  defaultConfig: Json;
}

/** A placement in grid units, as react-grid-layout reports it after a drag or a resize. */
export interface Placement {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A widget copied for pasting: the widget as saved and its size where it was copied. */
export interface CopiedWidget {
  widget: Json;
  sizeX: number;
  sizeY: number;
}

export type DraftAction =
  /** a new widget of a type, with the config its configuration step made, else the type's default config */
  | { type: 'add'; widgetType: NewWidgetType; to: LayoutRef; id: string; config?: Json; entityAliases?: EntityAliases }
  | { type: 'place'; in: LayoutRef; placements: readonly Placement[] }
  | { type: 'remove'; from: LayoutRef; widgetId: string }
  | { type: 'copy'; from: LayoutRef; widgetId: string }
  | { type: 'paste'; to: LayoutRef; id: string }
  | { type: 'move'; from: LayoutRef; to: LayoutRef; widgetId: string }
  | { type: 'edit-settings'; widgetId: string; edit: WidgetSettingsEdit }
  /** the aliases, states, layout or dashboard settings as their dialog applied them */
  | { type: 'configure'; configuration: Dashboard['configuration'] }
  | { type: 'undo' }
  | { type: 'redo' };

export interface DashboardDraft {
  /** the dashboard as it will be saved */
  present: Dashboard;
  past: readonly Dashboard[];
  future: readonly Dashboard[];
  /** the dashboard as last saved: undoing back to it leaves nothing unsaved */
  saved: Dashboard;
  clipboard: CopiedWidget | null;
}

/** How many steps undo can go back; older steps are forgotten. */
export const HISTORY_LIMIT = 50;

/** The JSON the platform writes for a new widget before its first edit (the widget's own title is generic). */
const NEW_WIDGET_TITLE = 'New widget';

/** the length of the alias ids the normalisation keeps */
const UUID_LENGTH = 36;

const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/**
 * The dashboard an edit starts from. The saved JSON itself, so a save writes back every field it does not edit;
 * only a legacy dashboard starts from its normalised form: one whose widgets are in an array without ids or have no
 * states (nothing to edit until then), or whose aliases have ids the normalisation replaces (device aliases, ids that
 * are not UUIDs), since the widgets shown, and so every edit of them, name the replaced ids. The platform's own
 * editor saves such a dashboard normalised too.
 */
export function draftBase(saved: Dashboard, normalised: Dashboard): Dashboard {
  const configuration = asObject(saved.configuration);
  const widgets = configuration.widgets;
  const hasMap = widgets === undefined || (typeof widgets === 'object' && widgets !== null && !Array.isArray(widgets));
  const aliasIdsKept =
    configuration.deviceAliases === undefined &&
    Object.keys(asObject(configuration.entityAliases)).every((id) => id.length === UUID_LENGTH);
  return hasMap && configuration.states !== undefined && aliasIdsKept ? saved : normalised;
}

export function startDraft(base: Dashboard): DashboardDraft {
  return { present: base, past: [], future: [], saved: base, clipboard: null };
}

export function isDirty(draft: DashboardDraft): boolean {
  return draft.present !== draft.saved;
}

function layoutWidgets(dashboard: Dashboard, ref: LayoutRef): Record<string, Json> | undefined {
  const states = asObject(asObject(dashboard.configuration).states);
  const layout = asObject(asObject(asObject(states[ref.stateId]).layouts)[ref.layoutId]);
  return Object.keys(layout).length === 0 ? undefined : (asObject(layout.widgets) as Record<string, Json>);
}

/** The dashboard with one layout's widget placements replaced; the layout's grid settings are kept. */
function withLayoutWidgets(dashboard: Dashboard, ref: LayoutRef, widgets: Record<string, Json>): Dashboard {
  const configuration = asObject(dashboard.configuration);
  const states = asObject(configuration.states);
  const state = asObject(states[ref.stateId]);
  const layouts = asObject(state.layouts);
  const layout = asObject(layouts[ref.layoutId]);
  return {
    ...dashboard,
    configuration: {
      ...configuration,
      states: {
        ...states,
        [ref.stateId]: { ...state, layouts: { ...layouts, [ref.layoutId]: { ...layout, widgets } } },
      },
    },
  } as Dashboard;
}

function withWidgets(dashboard: Dashboard, widgets: Json): Dashboard {
  return { ...dashboard, configuration: { ...asObject(dashboard.configuration), widgets } } as Dashboard;
}

/** The dashboard with the aliases created while configuring a new widget; the same object when there are none. */
function withAliases(dashboard: Dashboard, created: EntityAliases | undefined): Dashboard {
  const configuration = asObject(dashboard.configuration);
  const next = withCreatedAliases(configuration, created);
  return next === configuration ? dashboard : ({ ...dashboard, configuration: next } as Dashboard);
}

function widgetsOf(dashboard: Dashboard): Json {
  return asObject(asObject(dashboard.configuration).widgets);
}

/** The first row below every widget of a layout, where the platform puts a widget added without a position. */
function firstFreeRow(placements: Record<string, Json>): number {
  return Object.values(placements).reduce(
    (bottom, place) => Math.max(bottom, Number(place.row ?? 0) + Number(place.sizeY ?? 0)),
    0,
  );
}

/** Puts a widget in a layout at the first free row, and the widget itself into the dashboard when given. */
function placeWidget(dashboard: Dashboard, to: LayoutRef, id: string, size: { sizeX: number; sizeY: number }) {
  const placements = layoutWidgets(dashboard, to);
  if (!placements) return dashboard;
  const place = { sizeX: size.sizeX, sizeY: size.sizeY, row: firstFreeRow(placements), col: 0 };
  return withLayoutWidgets(dashboard, to, { ...placements, [id]: place });
}

function isPlacedAnywhere(dashboard: Dashboard, widgetId: string): boolean {
  const states = asObject(asObject(dashboard.configuration).states);
  return Object.values(states).some((state) =>
    Object.values(asObject(asObject(state).layouts)).some((layout) => widgetId in asObject(asObject(layout).widgets)),
  );
}

/** The dashboard without the widgets no layout shows (a deleted state's), which the platform drops on save too. */
function withoutUnplacedWidgets(dashboard: Dashboard): Dashboard {
  const widgets = widgetsOf(dashboard);
  const placed = Object.entries(widgets).filter(([id]) => isPlacedAnywhere(dashboard, id));
  return placed.length === Object.keys(widgets).length ? dashboard : withWidgets(dashboard, Object.fromEntries(placed));
}

/** Takes a widget out of a layout; the widget itself goes once no layout of any state shows it. */
function removeWidget(dashboard: Dashboard, from: LayoutRef, widgetId: string): Dashboard {
  const placements = layoutWidgets(dashboard, from);
  if (!placements?.[widgetId]) return dashboard;
  const { [widgetId]: _removed, ...rest } = placements;
  const unplaced = withLayoutWidgets(dashboard, from, rest);
  if (isPlacedAnywhere(unplaced, widgetId)) return unplaced;
  const { [widgetId]: _widget, ...widgets } = widgetsOf(unplaced);
  return withWidgets(unplaced, widgets);
}

/** The config a new widget starts from, as the platform makes it: the type's default, titled after the type. */
export function newWidgetConfig(widgetType: NewWidgetType): Json {
  const config = structuredClone(widgetType.defaultConfig);
  config.title = `New ${widgetType.name}`;
  if (!Array.isArray(config.datasources)) config.datasources = [];
  return config;
}

function addWidget(dashboard: Dashboard, widgetType: NewWidgetType, to: LayoutRef, id: string, configured?: Json) {
  if (!layoutWidgets(dashboard, to)) return dashboard;
  const config = configured ? structuredClone(configured) : newWidgetConfig(widgetType);
  const widget = {
    isSystemType: widgetType.isSystemType,
    bundleAlias: widgetType.bundleAlias,
    typeAlias: widgetType.typeAlias,
    type: widgetType.type,
    title: NEW_WIDGET_TITLE,
    image: null,
    description: null,
    sizeX: widgetType.sizeX,
    sizeY: widgetType.sizeY,
    config,
    row: 0,
    col: 0,
    id,
  };
  return placeWidget(withWidgets(dashboard, { ...widgetsOf(dashboard), [id]: widget }), to, id, widgetType);
}

/** Applies the grid's placements; a placement that only repeats what is saved changes nothing. */
function applyPlacements(dashboard: Dashboard, ref: LayoutRef, placements: readonly Placement[]): Dashboard {
  const current = layoutWidgets(dashboard, ref);
  if (!current) return dashboard;
  let changed = false;
  const next = { ...current };
  for (const { i, x, y, w, h } of placements) {
    const place = current[i];
    if (!place) continue;
    if (place.col === x && place.row === y && place.sizeX === w && place.sizeY === h) continue;
    next[i] = { ...place, sizeX: w, sizeY: h, row: y, col: x };
    changed = true;
  }
  return changed ? withLayoutWidgets(dashboard, ref, next) : dashboard;
}

function copiedWidget(dashboard: Dashboard, from: LayoutRef, widgetId: string): CopiedWidget | null {
  const widget = widgetsOf(dashboard)[widgetId];
  const place = layoutWidgets(dashboard, from)?.[widgetId];
  if (!widget || !place) return null;
  return { widget: structuredClone(asObject(widget)), sizeX: Number(place.sizeX), sizeY: Number(place.sizeY) };
}

function pasteWidget(dashboard: Dashboard, copied: CopiedWidget, to: LayoutRef, id: string): Dashboard {
  if (!layoutWidgets(dashboard, to)) return dashboard;
  const widget = { ...structuredClone(copied.widget), id };
  return placeWidget(withWidgets(dashboard, { ...widgetsOf(dashboard), [id]: widget }), to, id, copied);
}

/** The layouts of every state a widget can be moved to from a layout: each one that does not show it yet. */
export function moveTargets(dashboard: Dashboard, from: LayoutRef, widgetId: string): LayoutRef[] {
  const states = asObject(asObject(dashboard.configuration).states);
  return Object.keys(states).flatMap((stateId) =>
    (['main', 'right'] as const)
      .map((layoutId) => ({ stateId, layoutId }))
      .filter((ref) => !(ref.stateId === from.stateId && ref.layoutId === from.layoutId))
      .filter((ref) => {
        const placements = layoutWidgets(dashboard, ref);
        return placements !== undefined && !placements[widgetId];
      }),
  );
}

function moveWidget(dashboard: Dashboard, from: LayoutRef, to: LayoutRef, widgetId: string): Dashboard {
  const place = layoutWidgets(dashboard, from)?.[widgetId];
  const target = layoutWidgets(dashboard, to);
  if (!place || !target || target[widgetId]) return dashboard;
  const placed = placeWidget(dashboard, to, widgetId, { sizeX: Number(place.sizeX), sizeY: Number(place.sizeY) });
  const { [widgetId]: _moved, ...rest } = layoutWidgets(placed, from) ?? {};
  return withLayoutWidgets(placed, from, rest);
}

/** The dashboard an editing action makes of the present one; the same object when the action changes nothing. */
function edited(dashboard: Dashboard, action: DraftAction, clipboard: CopiedWidget | null): Dashboard {
  switch (action.type) {
    case 'add':
      return addWidget(
        withAliases(dashboard, action.entityAliases),
        action.widgetType,
        action.to,
        action.id,
        action.config,
      );
    case 'place':
      return applyPlacements(dashboard, action.in, action.placements);
    case 'remove':
      return removeWidget(dashboard, action.from, action.widgetId);
    case 'paste':
      return clipboard ? pasteWidget(dashboard, clipboard, action.to, action.id) : dashboard;
    case 'move':
      return moveWidget(dashboard, action.from, action.to, action.widgetId);
    case 'edit-settings':
      return withWidgetSettings(dashboard, action.widgetId, action.edit) ?? dashboard;
    case 'configure':
      return action.configuration === dashboard.configuration
        ? dashboard
        : withoutUnplacedWidgets({ ...dashboard, configuration: action.configuration });
    default:
      return dashboard;
  }
}

/** The draft after one action: an edit becomes a step undo can take back, and clears what redo had. */
export function draftReducer(draft: DashboardDraft, action: DraftAction): DashboardDraft {
  switch (action.type) {
    case 'undo': {
      const previous = draft.past.at(-1);
      if (!previous) return draft;
      return { ...draft, present: previous, past: draft.past.slice(0, -1), future: [draft.present, ...draft.future] };
    }
    case 'redo': {
      const [next, ...future] = draft.future;
      if (!next) return draft;
      return { ...draft, present: next, past: [...draft.past, draft.present], future };
    }
    case 'copy': {
      const clipboard = copiedWidget(draft.present, action.from, action.widgetId);
      return clipboard ? { ...draft, clipboard } : draft;
    }
    default: {
      const present = edited(draft.present, action, draft.clipboard);
      if (present === draft.present) return draft;
      return { ...draft, present, past: [...draft.past, draft.present].slice(-HISTORY_LIMIT), future: [] };
    }
  }
}
