import type { AlarmData } from '@fleetdeck/model';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import dayjs from 'dayjs';

interface AlarmDetailsDialogProps {
  alarm: AlarmData;
  translate(key: string): string;
  onClose(): void;
}

const time = (ts: number) => (ts > 0 ? dayjs(ts).format('YYYY-MM-DD HH:mm:ss') : '');

/** The details of one alarm: who raised it, when, its severity and status, and its details JSON. */
export function AlarmDetailsDialog({ alarm, translate, onClose }: AlarmDetailsDialogProps) {
  const fields: Array<[string, string]> = [
    ['widgets.alarms.originator', alarm.originatorName ?? ''],
    ['widgets.alarms.type', alarm.type],
    ['alarm.severity', translate(`alarm.severity-value.${alarm.severity.toLowerCase()}`)],
    ['alarm.status', translate(`alarm.status-value.${alarm.status.toLowerCase().replace('_', '-')}`)],
    ['widgets.alarms.start-time', time(alarm.startTs)],
    ['widgets.alarms.end-time', time(alarm.endTs)],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('widgets.alarms.alarm-details')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: '8px !important' }}>
        {fields.map(([label, value]) => (
          <TextField
            key={label}
            label={translate(label)}
            value={value}
            size="small"
            slotProps={{ input: { readOnly: true } }}
          />
        ))}
        <TextField
          label={translate('widgets.alarms.details')}
          value={JSON.stringify(alarm.details ?? {}, null, 2)}
          multiline
          minRows={3}
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
