import type { WidgetAction } from '@fleetdeck/model';
import { IconButton, Tooltip } from '@mui/material';
import { ActionIcon } from './ActionIcon';
import type { RowAction } from './table-types';

interface RowActionButtonsProps {
  actions: RowAction[];
  /** a hidden button keeps its place, so the buttons of every row line up */
  reserveSpace: boolean;
  enabled: boolean;
  onAction(action: WidgetAction): void;
}

/** The icon buttons of one row's `actionCellButton` actions. */
export function RowActionButtons({ actions, reserveSpace, enabled, onAction }: RowActionButtonsProps) {
  return actions.map(({ descriptor, visible }) => {
    const label = descriptor.displayName ?? descriptor.name;
    if (!visible) {
      return reserveSpace ? (
        <IconButton key={descriptor.id} size="small" disabled aria-hidden sx={{ visibility: 'hidden' }}>
          <ActionIcon name={descriptor.icon} fontSize="small" />
        </IconButton>
      ) : null;
    }
    return (
      <Tooltip key={descriptor.id} title={label} describeChild>
        <span>
          <IconButton
            size="small"
            aria-label={label}
            disabled={!enabled}
            onClick={(event) => {
              // the button acts for its row; it is not a click on the row
              event.stopPropagation();
              onAction(descriptor);
            }}
            onDoubleClick={(event) => event.stopPropagation()}
          >
            <ActionIcon name={descriptor.icon} fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  });
}
