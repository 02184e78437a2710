import { RPC_STATUSES, type RpcStatus } from '@fleetdeck/model';
import { ListItemText, Menu, MenuItem } from '@mui/material';
import { statusKey } from './rpc-rows';

interface StatusFilterMenuProps {
  anchor: HTMLElement | null;
  status: RpcStatus | null;
  onChange(status: RpcStatus | null): void;
  onClose(): void;
  translate(key: string): string;
}

/** The platform's filter panel: any status, or one status (the server lists no deleted requests). */
export function StatusFilterMenu({ anchor, status, onChange, onClose, translate }: StatusFilterMenuProps) {
  const choices = RPC_STATUSES.filter((choice) => choice !== 'DELETED');
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem dense selected={status === null} onClick={() => onChange(null)}>
        <ListItemText primary={translate('widgets.persistent-table.any-status')} />
      </MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice} dense selected={status === choice} onClick={() => onChange(choice)}>
          <ListItemText primary={translate(statusKey(choice))} />
        </MenuItem>
      ))}
    </Menu>
  );
}
