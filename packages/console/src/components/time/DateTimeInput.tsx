import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateLocalization } from './DateLocalization';

interface DateTimeInputProps {
  /** epoch ms; null when not set */
  value: number | null;
  onChange(value: number | null): void;
  /** message key */
  label: string;
  disabled?: boolean;
  /** message key of an error */
  error?: string;
  minMs?: number | null;
  maxMs?: number | null;
}

/** A date and time, shown as yyyy-MM-dd HH:mm:ss; clearing it gives null. */
export function DateTimeInput({ value, onChange, label, disabled, error, minMs, maxMs }: DateTimeInputProps) {
  const { t } = useTranslation();
  return (
    <DateLocalization>
      <DateTimePicker
        label={t(label)}
        value={value ? dayjs(value) : null}
        onChange={(next) => onChange(next?.isValid() ? next.valueOf() : null)}
        disabled={disabled}
        format="YYYY-MM-DD HH:mm:ss"
        ampm={false}
        views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
        minDateTime={minMs ? dayjs(minMs) : undefined}
        maxDateTime={maxMs ? dayjs(maxMs) : undefined}
        slotProps={{
          textField: { fullWidth: true, error: Boolean(error), helperText: error ? t(error) : undefined },
          field: { clearable: true },
        }}
      />
    </DateLocalization>
  );
}
