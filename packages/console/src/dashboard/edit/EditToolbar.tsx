import type { DashboardLayoutId, EntityAliases, WidgetTypeDetails } from '@fleetdeck/model';
import { mdiContentPaste, mdiPlus, mdiRedo, mdiUndo } from '@mdi/js';
import { Alert, Box, Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { useUnsavedChangesGuard } from '../../entities/useUnsavedChangesGuard';
import { useLeaveWarning } from '../../features/rule-chains/editor/useLeaveWarning';
import { useDashboardRuntime } from '../runtime/DashboardRuntimeContext';
import type { WidgetConfigDefinition } from '../view/widget-config/widget-config-definition';
import { AddWidgetDialog } from './AddWidgetDialog';
import { ConfigurationButtons } from './ConfigurationButtons';
import type { NewWidgetType } from './dashboard-draft';
import { SelectTargetLayoutDialog } from './dialogs';
import { hasRightLayout } from './dialogs/state-layouts';
import { definitionOf, NewWidgetConfigStep } from './NewWidgetConfigStep';
import { newWidgetType } from './new-widget-type';
import type { DashboardEditing } from './useDashboardEditing';
import { useEditShortcuts } from './useEditShortcuts';

/**
 * The toolbar's edit mode buttons: add a widget (to the main or the right layout, picked, then configured), paste,
 * undo, redo, save and cancel. While there are unsaved changes, cancelling, leaving the screen or closing the page
 * asks first.
 */
export function EditToolbar({ edit }: { edit: DashboardEditing }) {
  const { t } = useTranslation();
  const { state } = useDashboardRuntime();
  const stateId = state.current.id;
  const [adding, setAdding] = useState(false);
  const [choosingLayout, setChoosingLayout] = useState(false);
  const [target, setTarget] = useState<DashboardLayoutId>('main');
  const guard = useUnsavedChangesGuard(edit.dirty);
  useLeaveWarning(edit.dirty);
  useEditShortcuts(edit, stateId);
  const draft = edit.draft;
  const [configuring, setConfiguring] = useState<{
    widgetType: NewWidgetType;
    definition: WidgetConfigDefinition;
  } | null>(null);
  const add = (widgetType: NewWidgetType, config?: Record<string, unknown>, entityAliases?: EntityAliases) =>
    edit.dispatch({
      type: 'add',
      widgetType,
      to: { stateId, layoutId: target },
      id: crypto.randomUUID(),
      config,
      entityAliases,
    });
  const addTo = (layoutId: DashboardLayoutId) => {
    setChoosingLayout(false);
    setTarget(layoutId);
    setAdding(true);
  };
  const startAdding = () => {
    if (draft && hasRightLayout(draft.present.configuration, stateId)) setChoosingLayout(true);
    else addTo('main');
  };
  const pick = (picked: WidgetTypeDetails) => {
    setAdding(false);
    const widgetType = newWidgetType(picked);
    const definition = definitionOf(picked, widgetType);
    if (definition) setConfiguring({ widgetType, definition });
    else add(widgetType);
  };
  const paste = () =>
    edit.dispatch({
      type: 'paste',
      to: { stateId, layoutId: edit.selected?.layoutId ?? 'main' },
      id: crypto.randomUUID(),
    });
  const iconButton = (label: string, path: string, onClick: () => void, disabled: boolean) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          <MdiIcon path={path} />
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box
      role="group"
      aria-label={t('dashboard.edit-mode')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
    >
      {edit.saveError && (
        <Alert severity="error" sx={{ py: 0 }}>
          {edit.saveError}
        </Alert>
      )}
      <Button startIcon={<MdiIcon path={mdiPlus} />} onClick={startAdding}>
        {t('dashboard.add-widget')}
      </Button>
      {iconButton(t('widget.paste'), mdiContentPaste, paste, !draft?.clipboard)}
      {draft && (
        <ConfigurationButtons
          configuration={draft.present.configuration}
          stateId={stateId}
          onApply={(configuration) => edit.dispatch({ type: 'configure', configuration })}
        />
      )}
      {iconButton(t('action.undo'), mdiUndo, () => edit.dispatch({ type: 'undo' }), !draft?.past.length)}
      {iconButton(t('action.redo'), mdiRedo, () => edit.dispatch({ type: 'redo' }), !draft?.future.length)}
      <Button variant="contained" onClick={() => edit.save()} disabled={edit.saving}>
        {t('action.save')}
      </Button>
      <Button onClick={() => guard.leave(edit.discard)} disabled={edit.saving}>
        {t('action.cancel')}
      </Button>
      {choosingLayout && <SelectTargetLayoutDialog onSelect={addTo} onClose={() => setChoosingLayout(false)} />}
      {adding && <AddWidgetDialog onPick={pick} onClose={() => setAdding(false)} />}
      {configuring && (
        <NewWidgetConfigStep
          widgetType={configuring.widgetType}
          definition={configuring.definition}
          onAdd={(config, entityAliases) => add(configuring.widgetType, config, entityAliases)}
          onClose={() => setConfiguring(null)}
        />
      )}
      {guard.dialog}
    </Box>
  );
}
