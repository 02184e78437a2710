import { scopeCss } from '../../widgets/scope-css';
import { useDashboardRuntime } from '../runtime/DashboardRuntimeContext';

/** The class every container of the dashboard's own CSS carries: the dashboard view, its dialogs and popovers. */
export const DASHBOARD_CSS_CLASS = 'dashboard-css';

/**
 * The CSS of the dashboard's settings, scoped to `DASHBOARD_CSS_CLASS`. Dialogs and popovers are drawn outside the
 * dashboard's element, so each of them carries the class and this style too: the author's rules then reach the
 * widgets of a state opened there as they reach those of the dashboard itself.
 */
export function DashboardCss() {
  const { dashboard } = useDashboardRuntime();
  const css = dashboard.configuration.settings.dashboardCss;
  if (typeof css !== 'string' || css.trim() === '') return null;
  return <style>{scopeCss(css, DASHBOARD_CSS_CLASS)}</style>;
}
