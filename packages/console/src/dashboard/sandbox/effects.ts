import type { StateParams } from '@fleetdeck/model';
import type { WidgetToastSeverity } from '../../widgets/widget-context';

/**
 * What a custom action asked the dashboard to do. The action's script cannot call into the page: the
 * `widgetContext` it gets only records requests, and the host carries them out after the script returned.
 */
export type SandboxEffect =
  | { type: 'openState'; stateId: string; params: StateParams | null; openRightLayout: boolean }
  | { type: 'updateState'; stateId: string | null; params: StateParams | null; openRightLayout: boolean }
  | { type: 'resetState' }
  | { type: 'navigatePrevState'; index: number }
  | { type: 'openDashboard'; dashboardId: string }
  | { type: 'toast'; severity: WidgetToastSeverity; message: string }
  | { type: 'sendOneWayCommand'; method: string; params: unknown }
  /** a customPretty action's dialog, with the HTML template the script passed */
  | { type: 'openCustomDialog'; html: string }
  /** a map widget's entity moved to a position, or its position cleared (null) */
  | { type: 'saveMarkerLocation'; entityId: string; lat: number | null; lng: number | null };

const SEVERITIES: readonly WidgetToastSeverity[] = ['success', 'info', 'warning', 'error'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const coordinateOf = (value: unknown): number | null | undefined =>
  value === null ? null : typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const paramsOf = (value: unknown): StateParams | null => (isObject(value) ? (value as StateParams) : null);

function parseEffect(raw: unknown): SandboxEffect | null {
  if (!isObject(raw)) return null;
  switch (raw.type) {
    case 'openState':
      return typeof raw.stateId === 'string'
        ? {
            type: 'openState',
            stateId: raw.stateId,
            params: paramsOf(raw.params),
            openRightLayout: raw.openRightLayout === true,
          }
        : null;
    case 'updateState':
      return {
        type: 'updateState',
        stateId: typeof raw.stateId === 'string' ? raw.stateId : null,
        params: paramsOf(raw.params),
        openRightLayout: raw.openRightLayout === true,
      };
    case 'resetState':
      return { type: 'resetState' };
    case 'navigatePrevState':
      return typeof raw.index === 'number' ? { type: 'navigatePrevState', index: raw.index } : null;
    case 'openDashboard':
      return typeof raw.dashboardId === 'string' ? { type: 'openDashboard', dashboardId: raw.dashboardId } : null;
    case 'toast':
      return SEVERITIES.includes(raw.severity as WidgetToastSeverity)
        ? { type: 'toast', severity: raw.severity as WidgetToastSeverity, message: String(raw.message ?? '') }
        : null;
    case 'sendOneWayCommand':
      return typeof raw.method === 'string'
        ? { type: 'sendOneWayCommand', method: raw.method, params: raw.params }
        : null;
    case 'openCustomDialog':
      return typeof raw.html === 'string' ? { type: 'openCustomDialog', html: raw.html } : null;
    case 'saveMarkerLocation': {
      const lat = coordinateOf(raw.lat);
      const lng = coordinateOf(raw.lng);
      return typeof raw.entityId === 'string' && lat !== undefined && lng !== undefined
        ? { type: 'saveMarkerLocation', entityId: raw.entityId, lat, lng }
        : null;
    }
    default:
      return null;
  }
}

/** The effects a script returned, checked one by one: the script is untrusted, so anything malformed is dropped. */
export function parseEffects(raw: unknown): SandboxEffect[] {
  return Array.isArray(raw) ? raw.map(parseEffect).filter((effect): effect is SandboxEffect => effect !== null) : [];
}
