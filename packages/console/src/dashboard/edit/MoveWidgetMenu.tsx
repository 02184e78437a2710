import { mdiFolderMoveOutline } from '@mdi/js';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { customTranslation } from '../model/custom-translation';
import { type LayoutRef, moveTargets } from './dashboard-draft';
import type { DashboardEditing } from './useDashboardEditing';

interface MoveWidgetMenuProps {
  edit: DashboardEditing;
  widgetId: string;
  from: LayoutRef;
}

/** Moves a widget to another state or layout: a menu of every layout that does not show it yet. */
export function MoveWidgetMenu({ edit, widgetId, from }: MoveWidgetMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const present = edit.draft?.present;
  if (!present) return null;
  const targets = moveTargets(present, from, widgetId);
  if (targets.length === 0) return null;
  const states = present.configuration.states as Record<string, { name?: string }>;
  const move = (to: LayoutRef) => {
    setAnchor(null);
    edit.select(null);
    edit.dispatch({ type: 'move', from, to, widgetId });
  };
  return (
    <>
      <Tooltip title={t('widget.move')}>
        <IconButton size="small" aria-label={t('widget.move')} onClick={(event) => setAnchor(event.currentTarget)}>
          <MdiIcon path={mdiFolderMoveOutline} fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {targets.map((to) => (
          <MenuItem key={`${to.stateId}-${to.layoutId}`} onClick={() => move(to)}>
            {`${customTranslation(states[to.stateId]?.name ?? to.stateId, t)} › ${t(`layout.${to.layoutId}`)}`}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
