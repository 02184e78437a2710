import type { WidgetAction } from '@fleetdeck/model';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Box, Checkbox, IconButton, InputBase, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { ActionIcon } from './ActionIcon';
import type { TableColumn } from './table-types';
import type { TableState } from './use-table-state';

interface TableToolbarProps<R> {
  title?: string;
  headerActions: WidgetAction[];
  onHeaderAction?(action: WidgetAction): void;
  actionsEnabled: boolean;
  enableSearch: boolean;
  enableColumnChooser: boolean;
  columns: TableColumn<R>[];
  state: TableState;
  translate(key: string): string;
}

/** The table's own header: its title, the widget's header buttons, the search field and the column chooser. */
export function TableToolbar<R>(props: TableToolbarProps<R>) {
  const { state, translate } = props;
  const [chooserAnchor, setChooserAnchor] = useState<HTMLElement | null>(null);
  const selectable = props.columns.filter((column) => column.selectable);
  const showChooser = props.enableColumnChooser && selectable.length > 0;
  if (!props.title && !props.enableSearch && !showChooser && props.headerActions.length === 0) return null;

  if (state.searchOpen) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, minHeight: 40 }}>
        <SearchIcon fontSize="small" color="action" />
        <InputBase
          autoFocus
          fullWidth
          placeholder={translate('widget.search')}
          inputProps={{ 'aria-label': translate('widget.search') }}
          value={state.search}
          onChange={(event) => state.setSearch(event.target.value)}
        />
        <Tooltip title={translate('widget.close-search')}>
          <IconButton size="small" aria-label={translate('widget.close-search')} onClick={state.closeSearch}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, minHeight: 40 }}>
      <Typography variant="subtitle1" noWrap sx={{ flex: 1 }}>
        {props.title}
      </Typography>
      {props.headerActions.map((action) => (
        <Tooltip key={action.id} title={action.displayName ?? action.name} describeChild>
          <span>
            <IconButton
              size="small"
              aria-label={action.displayName ?? action.name}
              disabled={!props.actionsEnabled}
              onClick={() => props.onHeaderAction?.(action)}
            >
              <ActionIcon name={action.icon} fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ))}
      {props.enableSearch && (
        <Tooltip title={translate('widget.search')}>
          <IconButton size="small" aria-label={translate('widget.search')} onClick={state.openSearch}>
            <SearchIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {showChooser && (
        <>
          <Tooltip title={translate('widget.columns-to-display')}>
            <IconButton
              size="small"
              aria-label={translate('widget.columns-to-display')}
              onClick={(event) => setChooserAnchor(event.currentTarget)}
            >
              <ViewColumnIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={chooserAnchor} open={chooserAnchor !== null} onClose={() => setChooserAnchor(null)}>
            {selectable.map((column) => (
              <MenuItem key={column.id} dense onClick={() => state.toggleColumn(column.id)}>
                <Checkbox size="small" checked={!state.hidden.has(column.id)} sx={{ p: 0.5, mr: 1 }} />
                <ListItemText primary={column.title} />
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}
