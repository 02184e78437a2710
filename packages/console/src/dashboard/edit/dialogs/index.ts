export { DashboardStatesDialog, type DashboardStatesDialogProps } from './DashboardStatesDialog';
export { EntityAliasesDialog, type EntityAliasesDialogProps } from './EntityAliasesDialog';
