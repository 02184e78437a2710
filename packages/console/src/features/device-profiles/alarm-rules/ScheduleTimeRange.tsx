import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { parseTimeOfDay, timeOfDay } from './model/alarm-rule-text';

interface ScheduleTimeRangeProps {
  startsOn: number;
  endsOn: number;
  disabled: boolean;
  onChange(range: { startsOn: number; endsOn: number }): void;
}

/** From and to times of day; both at 00:00 mean the whole day. */
export function ScheduleTimeRange({ startsOn, endsOn, disabled, onChange }: ScheduleTimeRangeProps) {
  const { t } = useTranslation();
  const field = (label: string, value: number, set: (ms: number) => void) => (
    <TextField
      type="time"
      label={t(label)}
      value={timeOfDay(value)}
      disabled={disabled}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      onChange={(event) => {
        const ms = parseTimeOfDay(event.target.value);
        if (ms !== null) set(ms);
      }}
    />
  );
  return (
    <Stack direction="row" spacing={1} sx={{ flex: 1 }}>
      {field('device-profile.schedule-time-from', startsOn, (ms) => onChange({ startsOn: ms, endsOn }))}
      {field('device-profile.schedule-time-to', endsOn, (ms) => onChange({ startsOn, endsOn: ms }))}
    </Stack>
  );
}
