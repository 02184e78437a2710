import { mdiContentCopy, mdiDelete, mdiDrag } from '@mdi/js';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { useDashboardEdit } from './DashboardEditContext';
import type { LayoutRef } from './dashboard-draft';
import { MoveWidgetMenu } from './MoveWidgetMenu';

/** The class of the edit header the grid drags a widget by. */
export const WIDGET_DRAG_HANDLE_CLASS = 'dashboard-widget-drag-handle';

interface WidgetEditFrameProps {
  widgetId: string;
  layout: LayoutRef;
  children: ReactNode;
}

/**
 * A widget in edit mode: above it a header to drag it by, with its move, copy and remove buttons; a click anywhere
 * on it selects it for the keyboard's copy and delete.
 */
export function WidgetEditFrame({ widgetId, layout, children }: WidgetEditFrameProps) {
  const { t } = useTranslation();
  const edit = useDashboardEdit();
  if (!edit) return children;
  const selected = edit.selected?.widgetId === widgetId && edit.selected.layoutId === layout.layoutId;
  return (
    <Box
      data-testid="widget-edit-frame"
      data-selected={selected}
      onPointerDown={() => edit.select({ widgetId, layoutId: layout.layoutId })}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        outline: selected ? '2px solid' : '1px dashed',
        outlineColor: selected ? 'primary.main' : 'grey.500',
        borderRadius: 1,
      }}
    >
      <Box
        className={WIDGET_DRAG_HANDLE_CLASS}
        sx={{ display: 'flex', alignItems: 'center', flex: 'none', cursor: 'move', bgcolor: 'action.hover' }}
      >
        <MdiIcon path={mdiDrag} fontSize="small" sx={{ mx: 0.5, color: 'text.secondary' }} />
        <Box sx={{ flex: 1 }} />
        <MoveWidgetMenu edit={edit} widgetId={widgetId} from={layout} />
        <Tooltip title={t('widget.copy')}>
          <IconButton
            size="small"
            aria-label={t('widget.copy')}
            onClick={() => edit.dispatch({ type: 'copy', from: layout, widgetId })}
          >
            <MdiIcon path={mdiContentCopy} fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('widget.remove')}>
          <IconButton
            size="small"
            aria-label={t('widget.remove')}
            onClick={() => edit.dispatch({ type: 'remove', from: layout, widgetId })}
          >
            <MdiIcon path={mdiDelete} fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>{children}</Box>
    </Box>
  );
}
