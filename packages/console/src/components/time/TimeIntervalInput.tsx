import { Box, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { adjustIntervalParts, fromIntervalParts, type IntervalParts, toIntervalParts } from './interval-parts';
import type { PredefinedInterval } from './intervals';
import { boundToPredefinedInterval, MAX_INTERVAL, MIN_INTERVAL, PREDEFINED_INTERVALS } from './intervals';

interface TimeIntervalInputProps {
  /** message key of the label */
  label: string;
  value: number;
  onChange(value: number): void;
  /** the predefined choices of the simple mode */
  intervals?: readonly PredefinedInterval[];
  /** the advanced mode (days, hours, minutes, seconds) is offered */
  allowAdvanced?: boolean;
  advanced?: boolean;
  onAdvancedChange?(advanced: boolean): void;
  disabled?: boolean;
}

/** One predefined interval's label: "1 second", "5 minutes". */
export function useIntervalLabel() {
  const { t } = useTranslation();
  return (interval: PredefinedInterval) => t(`timewindow.${interval.unit}`, { count: interval.count });
}

/**
 * The time-interval editor: a predefined interval, or in advanced mode days, hours, minutes and seconds
 * that carry and borrow. Leaving advanced mode snaps to the nearest predefined interval.
 */
export function TimeIntervalInput(props: TimeIntervalInputProps) {
  const { t } = useTranslation();
  const label = useIntervalLabel();
  const intervals = props.intervals ?? PREDEFINED_INTERVALS;
  const { value, onChange, disabled } = props;
  const parts = toIntervalParts(value);

  const setPart = (field: keyof IntervalParts, raw: string) => {
    const next = adjustIntervalParts({ ...parts, [field]: raw === '' ? 0 : Number(raw) });
    const ms = fromIntervalParts(next);
    // A zero length is no interval: the smallest one stands in.
    onChange(ms > 0 ? Math.min(ms, MAX_INTERVAL) : MIN_INTERVAL);
  };

  const toggleAdvanced = (advanced: boolean) => {
    props.onAdvancedChange?.(advanced);
    if (!advanced && intervals.length > 0) {
      onChange(boundToPredefinedInterval(intervals[0].value, intervals[intervals.length - 1].value, value));
    }
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      {props.advanced ? (
        <Stack direction="row" spacing={1}>
          {(['days', 'hours', 'minutes', 'seconds'] as const).map((field) => (
            <TextField
              key={field}
              type="number"
              size="small"
              label={t(`timeinterval.${field}`)}
              value={parts[field]}
              disabled={disabled}
              onChange={(event) => setPart(field, event.target.value)}
              slotProps={{ htmlInput: { step: 1, min: field === 'days' ? 0 : undefined } }}
              sx={{ flex: 1 }}
            />
          ))}
        </Stack>
      ) : (
        <TextField
          select
          size="small"
          label={t(props.label)}
          value={intervals.some((interval) => interval.value === value) ? value : ''}
          disabled={disabled || intervals.length === 0}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {intervals.map((interval) => (
            <MenuItem key={interval.value} value={interval.value}>
              {label(interval)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {props.allowAdvanced && (
        <Box>
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={Boolean(props.advanced)}
                disabled={disabled}
                onChange={(event) => toggleAdvanced(event.target.checked)}
              />
            }
            label={t('timeinterval.advanced')}
          />
        </Box>
      )}
    </Stack>
  );
}
