import { ALARM_SEVERITIES, ALARM_STATUSES } from '@fleetdeck/model';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { Box, Button, Checkbox, IconButton, ListSubheader, Menu, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { AlarmColumn } from './alarm-columns';
import type { AlarmsTableSettings } from './settings';

export interface AlarmFilter {
  statuses: string[];
  severities: string[];
}

interface AlarmsToolbarProps {
  settings: AlarmsTableSettings;
  translate(key: string): string;
  selectedCount: number;
  onAcknowledgeSelected: (() => void) | null;
  onClearSelected: (() => void) | null;
  search: string;
  onSearch(text: string): void;
  filter: AlarmFilter;
  onFilter(filter: AlarmFilter): void;
  columns: AlarmColumn[];
  hidden: ReadonlySet<string>;
  onToggleColumn(id: string): void;
}

const toggled = (list: string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/** The table's heading with its search, filter and column menus, or the bulk buttons while alarms are selected. */
export function AlarmsToolbar(props: AlarmsToolbarProps) {
  const { settings, translate, filter } = props;
  const [searching, setSearching] = useState(false);
  const [menu, setMenu] = useState<{ kind: 'filter' | 'columns'; anchor: HTMLElement } | null>(null);

  if (props.selectedCount > 0) {
    return (
      <Box
        role="toolbar"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, minHeight: 48, bgcolor: 'action.selected' }}
      >
        <Typography sx={{ flex: 1 }}>
          {props.selectedCount} {translate('widgets.alarms.selected')}
        </Typography>
        {settings.allowAcknowledgment ? (
          <Button disabled={!props.onAcknowledgeSelected} onClick={() => props.onAcknowledgeSelected?.()}>
            {translate('widgets.alarms.acknowledge')}
          </Button>
        ) : null}
        {settings.allowClear ? (
          <Button disabled={!props.onClearSelected} onClick={() => props.onClearSelected?.()}>
            {translate('widgets.alarms.clear')}
          </Button>
        ) : null}
      </Box>
    );
  }

  const choosable = props.columns.filter((column) => column.settings.columnSelectionToDisplay !== 'disabled');
  return (
    <Box role="toolbar" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, minHeight: 48 }}>
      {searching ? (
        <TextField
          autoFocus
          size="small"
          variant="standard"
          sx={{ flex: 1 }}
          placeholder={translate('widgets.alarms.search')}
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              props.onSearch('');
              setSearching(false);
            }
          }}
          slotProps={{ htmlInput: { 'aria-label': translate('widgets.alarms.search') } }}
        />
      ) : (
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          {settings.alarmsTitle || translate('widgets.alarms.title')}
        </Typography>
      )}
      {settings.enableSearch && !searching ? (
        <IconButton size="small" aria-label={translate('widgets.alarms.search')} onClick={() => setSearching(true)}>
          <Search fontSize="small" />
        </IconButton>
      ) : null}
      {settings.enableFilter ? (
        <IconButton
          size="small"
          aria-label={translate('widgets.alarms.filter')}
          onClick={(event) => setMenu({ kind: 'filter', anchor: event.currentTarget })}
        >
          <FilterList fontSize="small" />
        </IconButton>
      ) : null}
      {settings.enableSelectColumnDisplay && choosable.length > 0 ? (
        <IconButton
          size="small"
          aria-label={translate('widgets.alarms.columns')}
          onClick={(event) => setMenu({ kind: 'columns', anchor: event.currentTarget })}
        >
          <ViewColumn fontSize="small" />
        </IconButton>
      ) : null}
      <Menu open={menu !== null} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {menu?.kind === 'columns'
          ? choosable.map((column) => (
              <MenuItem key={column.id} onClick={() => props.onToggleColumn(column.id)}>
                <Checkbox size="small" checked={!props.hidden.has(column.id)} tabIndex={-1} />
                {column.label}
              </MenuItem>
            ))
          : null}
        {menu?.kind === 'filter' ? <ListSubheader>{translate('alarm.status')}</ListSubheader> : null}
        {menu?.kind === 'filter'
          ? ALARM_STATUSES.map((status) => (
              <MenuItem
                key={status}
                onClick={() => props.onFilter({ ...filter, statuses: toggled(filter.statuses, status) })}
              >
                <Checkbox size="small" checked={filter.statuses.includes(status)} tabIndex={-1} />
                {translate(`alarm.status-value.${status.toLowerCase().replace('_', '-')}`)}
              </MenuItem>
            ))
          : null}
        {menu?.kind === 'filter' ? <ListSubheader>{translate('alarm.severity')}</ListSubheader> : null}
        {menu?.kind === 'filter'
          ? ALARM_SEVERITIES.map((severity) => (
              <MenuItem
                key={severity}
                onClick={() => props.onFilter({ ...filter, severities: toggled(filter.severities, severity) })}
              >
                <Checkbox size="small" checked={filter.severities.includes(severity)} tabIndex={-1} />
                {translate(`alarm.severity-value.${severity.toLowerCase()}`)}
              </MenuItem>
            ))
          : null}
      </Menu>
    </Box>
  );
}
