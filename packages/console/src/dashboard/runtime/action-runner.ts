import type { StateParams, WidgetAction } from '@fleetdeck/model';
import type { WidgetActionTarget, WidgetToastSeverity } from '../../widgets/widget-context';
import { actionStateParams, openDashboardStack } from '../model/state-controller';
import { encodeStateStack } from '../model/state-url';
import type { CustomActionInput, SandboxOutcome } from '../sandbox/dashboard-sandbox';
import type { SandboxEffect } from '../sandbox/effects';
import { customDialogFor } from './custom-dialog';
import type { DashboardOverlay } from './dashboard-overlay';
import { stateOverlayFor } from './state-overlay';

/** What running a widget action may do to the dashboard and the page. */
export interface ActionHost {
  dashboardId: string;
  stateId: string | null;
  stateIndex: number;
  stateParams: StateParams;
  currentUser: unknown;
  widgetTitle: string;
  /** `/dashboards/` inside the console, `/dashboard/` on a page without the shell (public dashboards) */
  dashboardPath(dashboardId: string): string;
  openState(stateId: string, params: StateParams, openRightLayout: boolean): void;
  updateState(stateId: string | null, params: StateParams, openRightLayout: boolean): void;
  resetState(): void;
  navigatePrevState(index: number): void;
  navigate(url: string, newTab: boolean): void;
  /** null while the dashboard's sandbox is still loading */
  runCustom(customFunction: string, input: CustomActionInput): SandboxOutcome<SandboxEffect[]> | null;
  showToast(message: string, severity: WidgetToastSeverity): void;
  sendOneWay(method: string, params: unknown): void;
  /** shows a state in a dialog or popover, or a customPretty action's dialog, over the dashboard */
  openOverlay(overlay: DashboardOverlay): void;
  /** the element whose click fired the action, where a popover is anchored */
  clickedElement(): Element | null;
  /** a failed custom action is told once in the browser console, as the platform logs it */
  logError(message: string): void;
}

function entityOf(target: WidgetActionTarget | undefined) {
  const entity = target?.entity;
  return entity ? { entityId: entity.id, entityName: entity.name, entityLabel: entity.label ?? null } : null;
}

/**
 * Carries out what a custom action asked for, in order; a custom dialog gets the CSS of the action that opened it,
 * and a marker's new position goes to the map widget the action came from.
 */
export function applyEffects(
  effects: readonly SandboxEffect[],
  host: ActionHost,
  action?: Pick<WidgetAction, 'name' | 'customCss'>,
  target?: WidgetActionTarget,
): void {
  for (const effect of effects) {
    switch (effect.type) {
      case 'openState':
        host.openState(effect.stateId, effect.params ?? {}, effect.openRightLayout);
        break;
      case 'updateState':
        host.updateState(effect.stateId, effect.params ?? {}, effect.openRightLayout);
        break;
      case 'resetState':
        host.resetState();
        break;
      case 'navigatePrevState':
        host.navigatePrevState(effect.index);
        break;
      case 'openDashboard':
        host.navigate(host.dashboardPath(effect.dashboardId), false);
        break;
      case 'toast':
        host.showToast(effect.message, effect.severity);
        break;
      case 'sendOneWayCommand':
        host.sendOneWay(effect.method, effect.params);
        break;
      case 'openCustomDialog':
        host.openOverlay(customDialogFor(action?.name ?? '', effect.html, action?.customCss ?? ''));
        break;
      case 'saveMarkerLocation':
        if (target?.map) target.map.saveLocation(effect.entityId, effect.lat, effect.lng);
        else host.logError(`Custom action '${action?.name ?? ''}' saved a marker location outside a map widget`);
        break;
    }
  }
}

/**
 * Runs one action descriptor for its target: state actions open or replace a state with the clicked entity in a
 * copy of the current params; openDashboard goes to the other dashboard with a one-state link; custom actions run
 * in the sandbox and their requests are then carried out. A state meant for a dialog or a popover opens there,
 * leaving the dashboard's own state (and the URL) as it was. Mobile-app actions do nothing in a browser.
 */
export function runWidgetAction(action: WidgetAction, target: WidgetActionTarget | undefined, host: ActionHost): void {
  const entity = entityOf(target);
  switch (action.type) {
    case 'openDashboardState':
    case 'updateDashboardState': {
      const params = actionStateParams(host.stateParams, action, entity);
      const openRightLayout = action.openRightLayout === true;
      const overlay =
        action.type === 'openDashboardState' ? stateOverlayFor(action, params, host.clickedElement()) : null;
      if (overlay) {
        host.openOverlay(overlay);
      } else if (action.type === 'updateDashboardState') {
        host.updateState(action.targetDashboardStateId ?? null, params, openRightLayout);
      } else if (action.targetDashboardStateId) {
        host.openState(action.targetDashboardStateId, params, openRightLayout);
      }
      return;
    }
    case 'openDashboard': {
      if (!action.targetDashboardId) return;
      const state = encodeStateStack(openDashboardStack(action, entity));
      const url = `${host.dashboardPath(action.targetDashboardId)}?state=${encodeURIComponent(state)}`;
      host.navigate(url, action.openNewBrowserTab === true);
      return;
    }
    case 'custom':
    case 'customPretty': {
      if (!action.customFunction) return;
      const outcome = host.runCustom(action.customFunction, {
        info: {
          dashboardId: host.dashboardId,
          stateId: host.stateId,
          stateIndex: host.stateIndex,
          stateParams: host.stateParams,
          currentUser: host.currentUser,
          widgetTitle: host.widgetTitle,
          ...(target?.map ? { mapDatasources: target.map.datasources } : {}),
        },
        event: { type: 'click' },
        entityId: entity?.entityId ?? null,
        entityName: entity?.entityName ?? null,
        additionalParams: target?.additionalParams ?? null,
        entityLabel: entity?.entityLabel ?? null,
        ...(action.type === 'customPretty' ? { htmlTemplate: action.customHtml ?? '' } : {}),
      });
      if (!outcome) host.logError(`Custom action '${action.name}' ran before the sandbox was ready`);
      else if (!outcome.ok) host.logError(`Custom action '${action.name}' failed: ${outcome.error}`);
      else applyEffects(outcome.value, host, action, target);
      return;
    }
    default:
      return;
  }
}
