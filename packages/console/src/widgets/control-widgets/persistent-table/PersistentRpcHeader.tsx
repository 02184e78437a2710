import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface HeaderButtonProps {
  label: string;
  disabled?: boolean;
  onClick(anchor: HTMLElement): void;
  children: ReactNode;
}

function HeaderButton({ label, disabled, onClick, children }: HeaderButtonProps) {
  return (
    <Tooltip title={label} describeChild>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          disabled={disabled}
          onClick={(event) => onClick(event.currentTarget)}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

interface PersistentRpcHeaderProps {
  title: string;
  showAdd: boolean;
  showFilter: boolean;
  /** false outside a dashboard, while it is edited and without a target device */
  enabled: boolean;
  onAdd(): void;
  onRefresh(): void;
  onFilter(anchor: HTMLElement): void;
  translate(key: string): string;
}

/** The table's header as the platform's widget actions draw it: the title, then add, refresh and filter. */
export function PersistentRpcHeader(props: PersistentRpcHeaderProps) {
  const t = (key: string) => props.translate(`widgets.persistent-table.${key}`);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, minHeight: 40 }}>
      <Typography variant="subtitle1" noWrap sx={{ flex: 1 }}>
        {props.title}
      </Typography>
      {props.showAdd ? (
        <HeaderButton label={t('add')} disabled={!props.enabled} onClick={props.onAdd}>
          <AddIcon fontSize="small" />
        </HeaderButton>
      ) : null}
      <HeaderButton label={t('refresh')} disabled={!props.enabled} onClick={props.onRefresh}>
        <RefreshIcon fontSize="small" />
      </HeaderButton>
      {props.showFilter ? (
        <HeaderButton label={t('filter')} disabled={!props.enabled} onClick={props.onFilter}>
          <FilterListIcon fontSize="small" />
        </HeaderButton>
      ) : null}
    </Box>
  );
}
