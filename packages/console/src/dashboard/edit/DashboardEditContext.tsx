import { createContext, type ReactNode, useContext } from 'react';
import type { DashboardEditing } from './useDashboardEditing';

const EditContext = createContext<DashboardEditing | null>(null);

/** The open dashboard's edit mode; null where a dashboard is shown without one (a state in a dialog, a test). */
export function useDashboardEdit(): DashboardEditing | null {
  return useContext(EditContext);
}

export function ProvideDashboardEdit({ editing, children }: { editing: DashboardEditing; children: ReactNode }) {
  return <EditContext.Provider value={editing}>{children}</EditContext.Provider>;
}
