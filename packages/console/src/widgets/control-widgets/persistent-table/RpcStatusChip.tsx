import type { RpcStatus } from '@fleetdeck/model';
import { Chip } from '@mui/material';
import { statusColour, statusKey } from './rpc-rows';

/** A request's status as a small chip in the theme's success, warning or error colour. */
export function RpcStatusChip({ status, translate }: { status: RpcStatus; translate(key: string): string }) {
  return <Chip size="small" variant="outlined" color={statusColour(status)} label={translate(statusKey(status))} />;
}
