import { Stack } from '@mui/material';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateLocalization } from './DateLocalization';
import { withPeriodEnd, withPeriodStart } from './period';
// The timezone plugins the pickers need are registered there.
import './quick-intervals';
import type { FixedPeriod } from './timewindow';

interface PeriodFieldsProps {
  value: FixedPeriod;
  onChange(value: FixedPeriod): void;
  /** an IANA name; null shows the browser's time */
  timezone: string | null;
  disabled?: boolean;
}

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The date-time period picker: start before end by at least a second, end not after now. */
export function PeriodFields({ value, onChange, timezone, disabled }: PeriodFieldsProps) {
  const { t } = useTranslation();
  const zone = timezone ?? 'system';
  const now = dayjs();
  return (
    <DateLocalization>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <DateTimePicker
          label={t('datetime.date-from')}
          value={dayjs(value.startTimeMs)}
          timezone={zone}
          format={FORMAT}
          ampm={false}
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          disabled={disabled}
          maxDateTime={dayjs(value.endTimeMs - 1000)}
          onChange={(next) => next?.isValid() && onChange(withPeriodStart(value, next.valueOf()))}
          slotProps={{ textField: { size: 'small', fullWidth: true } }}
        />
        <DateTimePicker
          label={t('datetime.date-to')}
          value={dayjs(value.endTimeMs)}
          timezone={zone}
          format={FORMAT}
          ampm={false}
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          disabled={disabled}
          minDateTime={dayjs(value.startTimeMs + 1000)}
          maxDateTime={now}
          onChange={(next) => next?.isValid() && onChange(withPeriodEnd(value, next.valueOf()))}
          slotProps={{ textField: { size: 'small', fullWidth: true } }}
        />
      </Stack>
    </DateLocalization>
  );
}
