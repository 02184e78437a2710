import type { AlarmInfo } from '@fleetdeck/model';
import { mdiCheck, mdiClose, mdiEye } from '@mdi/js';
import { Checkbox, IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { SEVERITY_COLORS } from '../../widgets/alarm-widgets/alarms-table/alarm-columns';
import { alarmActions, severityKey, statusKey } from './alarm-query';
import { alarmTime } from './alarm-time';

interface AlarmTableRowProps {
  alarm: AlarmInfo;
  selected: boolean;
  /** while an action on the alarm runs */
  busy: boolean;
  onSelect(selected: boolean): void;
  onDetails(): void;
  onAcknowledge(): void;
  onClear(): void;
}

/** One alarm of the Alarms tab: the default columns, severity in its colour, and the actions its status allows. */
export function AlarmTableRow({ alarm, selected, busy, ...props }: AlarmTableRowProps) {
  const { t } = useTranslation();
  const allowed = alarmActions(alarm.status);
  const action = (label: string, icon: string, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} disabled={busy} onClick={onClick}>
        <MdiIcon path={icon} fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  return (
    <TableRow hover selected={selected} data-testid="alarm-row">
      <TableCell padding="checkbox">
        <Checkbox
          size="small"
          checked={selected}
          onChange={(event) => props.onSelect(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('widgets.alarms.select') } }}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{alarmTime(alarm.createdTime)}</TableCell>
      <TableCell>{alarm.originatorName}</TableCell>
      <TableCell>{alarm.type}</TableCell>
      <TableCell style={{ color: SEVERITY_COLORS[alarm.severity], fontWeight: 'bold' }}>
        {t(severityKey(alarm.severity))}
      </TableCell>
      <TableCell>{t(statusKey(alarm.status))}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {action(t('widgets.alarms.details'), mdiEye, props.onDetails)}
        {allowed.acknowledge && action(t('widgets.alarms.acknowledge'), mdiCheck, props.onAcknowledge)}
        {allowed.clear && action(t('widgets.alarms.clear'), mdiClose, props.onClear)}
      </TableCell>
    </TableRow>
  );
}
