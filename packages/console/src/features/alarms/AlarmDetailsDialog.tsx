import type { AlarmInfo } from '@fleetdeck/model';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { severityKey, statusKey } from './alarm-query';
import { alarmTime } from './alarm-time';

const JsonCodeEditor = lazy(() =>
  import('../../components/editors/JsonCodeEditor').then((module) => ({ default: module.JsonCodeEditor })),
);

interface AlarmDetailsDialogProps {
  alarm: AlarmInfo;
  onClose(): void;
}

/** One alarm's fields and its details JSON, read-only. */
export function AlarmDetailsDialog({ alarm, onClose }: AlarmDetailsDialogProps) {
  const { t } = useTranslation();
  const fields: Array<[string, string]> = [
    ['widgets.alarms.originator', alarm.originatorName ?? ''],
    ['widgets.alarms.type', alarm.type],
    ['alarm.severity', t(severityKey(alarm.severity))],
    ['alarm.status', t(statusKey(alarm.status))],
    ['common.created-time', alarmTime(alarm.createdTime)],
    ['widgets.alarms.start-time', alarmTime(alarm.startTs)],
    ['widgets.alarms.end-time', alarmTime(alarm.endTs)],
    ['alarm.ack-time', alarmTime(alarm.ackTs)],
    ['alarm.clear-time', alarmTime(alarm.clearTs)],
  ];
  const details = t('widgets.alarms.details');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('widgets.alarms.alarm-details')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: '8px !important' }}>
        {fields.map(([label, value]) => (
          <TextField
            key={label}
            label={t(label)}
            value={value}
            size="small"
            slotProps={{ input: { readOnly: true } }}
          />
        ))}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Typography variant="caption" color="text.secondary">
            {details}
          </Typography>
          <Suspense fallback={null}>
            <JsonCodeEditor
              value={JSON.stringify(alarm.details ?? {}, null, 2)}
              readOnly
              minHeight={120}
              label={details}
            />
          </Suspense>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
