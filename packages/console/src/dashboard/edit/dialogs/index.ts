export { DashboardSettingsDialog, type DashboardSettingsDialogProps } from './DashboardSettingsDialog';
export { DashboardStatesDialog, type DashboardStatesDialogProps } from './DashboardStatesDialog';
export { EntityAliasesDialog, type EntityAliasesDialogProps } from './EntityAliasesDialog';
export { FiltersDialog, type FiltersDialogProps } from './FiltersDialog';
export { LayoutSettingsDialog, type LayoutSettingsDialogProps } from './LayoutSettingsDialog';
export { SelectTargetLayoutDialog } from './SelectTargetLayoutDialog';
export { StateLayoutsDialog, type StateLayoutsDialogProps } from './StateLayoutsDialog';
