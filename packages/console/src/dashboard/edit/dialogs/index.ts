export { EntityAliasesDialog, type EntityAliasesDialogProps } from './EntityAliasesDialog';
