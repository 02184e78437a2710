import type { DashboardState, WidgetAction } from '@fleetdeck/model';
import { mdiDelete, mdiPencil, mdiPlus } from '@mdi/js';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { ACTION_TYPE_LABELS, ActionDialog } from './ActionDialog';

type Actions = Record<string, WidgetAction[]>;

interface ActionsTabProps {
  /** the sources the widget type fires actions from, in the order to list them */
  sources: readonly string[];
  actions: Actions;
  states: Record<string, Pick<DashboardState, 'name'>>;
  onChange(actions: Actions): void;
}

/** The message key of each action source, as 3.4.1 names them. */
const SOURCE_LABELS: Record<string, string> = {
  headerButton: 'widget-action.header-button',
  actionCellButton: 'widget-action.action-cell-button',
  rowClick: 'widget-action.row-click',
  rowDoubleClick: 'widget-action.row-double-click',
  elementClick: 'widget-action.element-click',
};

/** A new action as the platform starts one: to open a state, with the clicked entity. */
function newAction(): WidgetAction {
  return {
    id: crypto.randomUUID(),
    name: '',
    icon: 'more_horiz',
    type: 'openDashboardState',
    targetDashboardStateId: null,
    setEntityId: true,
    stateEntityParamName: null,
    openRightLayout: false,
    openInSeparateDialog: false,
    openInPopover: false,
  };
}

/** The Actions tab: each source's actions, to add, edit and delete. */
export function ActionsTab({ sources, actions, states, onChange }: ActionsTabProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ source: string; index: number; action: WidgetAction } | null>(null);
  if (sources.length === 0)
    return <Typography color="text.secondary">{t('widget-config.no-action-sources')}</Typography>;
  const apply = (action: WidgetAction) => {
    if (!editing) return;
    const list = [...(actions[editing.source] ?? [])];
    list.splice(editing.index, editing.index < list.length ? 1 : 0, action);
    onChange({ ...actions, [editing.source]: list });
    setEditing(null);
  };
  const remove = (source: string, index: number) =>
    onChange({ ...actions, [source]: (actions[source] ?? []).filter((_action, j) => j !== index) });
  return (
    <Stack spacing={2}>
      {sources.map((source) => {
        const label = t(SOURCE_LABELS[source] ?? source);
        const list = actions[source] ?? [];
        return (
          <Box key={source} component="section" aria-label={label}>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
                {label}
              </Typography>
              <Button
                startIcon={<MdiIcon path={mdiPlus} />}
                onClick={() => setEditing({ source, index: list.length, action: newAction() })}
              >
                {t('widget-config.add-action')}
              </Button>
            </Box>
            <List dense>
              {list.map((action, index) => (
                <ListItem
                  key={action.id}
                  secondaryAction={
                    <>
                      <Tooltip title={t('widget-config.edit-action')}>
                        <IconButton
                          aria-label={t('widget-config.edit-action')}
                          onClick={() => setEditing({ source, index, action })}
                        >
                          <MdiIcon path={mdiPencil} />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('widget-config.delete-action')}>
                        <IconButton aria-label={t('widget-config.delete-action')} onClick={() => remove(source, index)}>
                          <MdiIcon path={mdiDelete} />
                        </IconButton>
                      </Tooltip>
                    </>
                  }
                >
                  <ListItemText primary={action.name} secondary={t(ACTION_TYPE_LABELS[action.type] ?? action.type)} />
                </ListItem>
              ))}
            </List>
          </Box>
        );
      })}
      {editing && (
        <ActionDialog action={editing.action} states={states} onApply={apply} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
