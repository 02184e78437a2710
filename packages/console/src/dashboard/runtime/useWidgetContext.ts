import { ApiError } from '@fleetdeck/client';
import type { Widget } from '@fleetdeck/model';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../core/http/api';
import { reportError } from '../../core/http/report-error';
import { showToast } from '../../core/notifications/toast-store';
import type {
  WidgetClaimOutcome,
  WidgetContext,
  WidgetEntity,
  WidgetToastSeverity,
} from '../../widgets/widget-context';
import { withWidgetServices } from '../sandbox/widget-services';
import { type ActionHost, runWidgetAction } from './action-runner';
import { splitClearedKeys } from './cleared-keys';
import { useDashboardRuntime } from './DashboardRuntimeContext';
import { useRpcTargetDevice } from './useRpcTargetDevice';

const TOAST_TYPES = { success: 'success', info: 'info', warning: 'warn', error: 'error' } as const;

function toast(message: string, severity: WidgetToastSeverity): void {
  showToast({ type: TOAST_TYPES[severity], message });
}

/** The platform's claim widget tells a device the tenant does not have (404) from a refused claim (400). */
async function claimDevice(deviceName: string, secretKey: string | undefined): Promise<WidgetClaimOutcome> {
  try {
    await api.devices.claim(deviceName, secretKey);
    return 'claimed';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'not-found';
    if (error instanceof ApiError && error.status === 400) return 'failed';
    throw error;
  }
}

const reported = new Set<string>();

function logOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.error(message);
}

/**
 * The services of the dashboard for one widget: its actions (state changes through the state controller and the
 * URL, other dashboards, custom actions in the sandbox), RPC to its target device, attribute saves, the state's
 * params, the user, toasts and the sandboxed calls of functions saved in its settings.
 */
export function useWidgetContext(widget: Widget, activeEntity: WidgetEntity | undefined): WidgetContext {
  const runtime = useDashboardRuntime();
  const navigate = useNavigate();
  const { state, sandbox, aliases, authUser, dashboard, standalone, overlays, clickedElement } = runtime;
  const openOverlay = overlays.open;
  const targetDevice = useRpcTargetDevice(widget, aliases);
  return useMemo<WidgetContext>(() => {
    const sendRpc = async (kind: 'oneway' | 'twoway', method: string, params: unknown, options = {}) => {
      if (!targetDevice) throw new Error('The widget has no target device');
      return kind === 'oneway'
        ? api.rpc.oneway(targetDevice.id, { method, params, ...options })
        : api.rpc.twoway(targetDevice.id, { method, params, ...options });
    };
    const host: ActionHost = {
      dashboardId: dashboard.id.id,
      stateId: state.current.id,
      stateIndex: state.stack.length - 1,
      stateParams: state.current.params,
      currentUser: {
        authority: authUser.authority,
        tenantId: authUser.tenantId,
        customerId: authUser.customerId,
        userId: authUser.userId,
      },
      widgetTitle: String(widget.config.title ?? ''),
      dashboardPath: (id) => `${standalone ? '/dashboard/' : '/dashboards/'}${id}`,
      openState: state.open,
      updateState: state.update,
      resetState: state.reset,
      navigatePrevState: state.navigateTo,
      navigate: (url, newTab) => {
        if (newTab) window.open(url, '_blank', 'noopener');
        else navigate(url);
      },
      runCustom: (body, input) => sandbox?.runCustomAction(body, input) ?? null,
      showToast: toast,
      sendOneWay: (method, params) => {
        sendRpc('oneway', method, params).catch(reportError);
      },
      logError: logOnce,
      openOverlay,
      clickedElement,
    };
    return {
      actions: {
        descriptors: (sourceId) => widget.config.actions?.[sourceId] ?? [],
        run: (action, target) =>
          runWidgetAction(action, target ?? (activeEntity ? { entity: activeEntity } : undefined), host),
      },
      rpc: {
        targetDevice,
        sendOneWay: async (method, params, options) => {
          await sendRpc('oneway', method, params, options);
        },
        sendTwoWay: (method, params, options) => sendRpc('twoway', method, params, options),
      },
      persistentRpcs: {
        list: ({ page, pageSize, sortProperty, sortOrder, status }) => {
          if (!targetDevice) return Promise.reject(new Error('The widget has no target device'));
          const link = { page, pageSize, sortOrder: { property: sortProperty, direction: sortOrder } };
          return api.rpc.persistentByDevice(targetDevice.id, link, status);
        },
        delete: (rpcId) => api.rpc.deletePersistent(rpcId),
      },
      relations: { findInfos: (query) => api.relations.findInfos(query) },
      attributes: {
        save: async (entity, scope, values) => {
          const { written, cleared } = splitClearedKeys(values);
          if (Object.keys(written).length > 0) await api.telemetry.saveAttributes(entity, scope, written);
          if (cleared.length > 0) await api.telemetry.deleteAttributes(entity, scope, cleared);
        },
      },
      timeseries: {
        save: async (entity, values) => {
          const { written, cleared } = splitClearedKeys(values);
          if (Object.keys(written).length > 0) await api.telemetry.saveTimeseries(entity, written);
          if (cleared.length > 0) {
            await api.telemetry.deleteTimeseries(entity, cleared, { deleteAllDataForKeys: true });
          }
        },
      },
      devices: { claim: claimDevice },
      stateParams: state.current.params,
      currentUser: { authority: authUser.authority, tenantId: authUser.tenantId, customerId: authUser.customerId },
      isEdit: false,
      showToast: toast,
      callFunction: (body, argNames, args) => {
        if (!sandbox) return undefined;
        const outcome = sandbox.call(withWidgetServices(body, argNames), argNames, args);
        if (outcome.ok) return outcome.value;
        logOnce(`A widget settings function failed: ${outcome.error}`);
        return undefined;
      },
    };
  }, [
    widget,
    targetDevice,
    state,
    sandbox,
    authUser,
    dashboard,
    standalone,
    navigate,
    activeEntity,
    openOverlay,
    clickedElement,
  ]);
}
