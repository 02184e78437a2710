import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import type { WidgetProps } from '../../widget-definition';
import {
  dayText,
  endingAt,
  fromDays,
  INTERVAL_NAMES,
  INTERVALS,
  intervalOf,
  type NavigatorWindow,
  stepped,
} from './navigator-window';
import type { DateRangeNavigatorSettings, NavigatorInterval } from './settings';
import { useNavigatorWindow } from './useNavigatorWindow';

const CUSTOM = 'custom';

interface DayFieldsProps {
  period: NavigatorWindow;
  onChange(next: NavigatorWindow): void;
  showLabels: boolean;
  translate(key: string): string;
}

/** The picked period as two days; a change applies once both days make a period. */
function DayFields({ period, onChange, showLabels, translate }: DayFieldsProps) {
  const [days, setDays] = useState<[string, string] | null>(null);
  const shown = days ?? [dayText(period.start), dayText(period.end)];
  const change = (next: [string, string]) => {
    const picked = fromDays(...next);
    setDays(picked ? null : next);
    if (picked) onChange(picked);
  };
  const field = (index: 0 | 1, labelKey: string) => (
    <TextField
      type="date"
      size="small"
      label={showLabels ? translate(labelKey) : undefined}
      value={shown[index]}
      onChange={(event) => change(index === 0 ? [event.target.value, shown[1]] : [shown[0], event.target.value])}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': translate(labelKey) } }}
      sx={{ flex: 1, minWidth: 130 }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {field(0, 'datetime.date-from')}
      {field(1, 'datetime.date-to')}
    </Box>
  );
}

/**
 * The platform's date range navigator: it sets the dashboard's time period to a period of whole days, picked by its
 * dates, by its length (ending where it ends), or moved back and forth by the step size.
 */
export function DateRangeNavigator({ config, context, translate }: WidgetProps<DateRangeNavigatorSettings>) {
  const settings = config.settings;
  const [period, setPeriod] = useNavigatorWindow(settings, context);
  const [step, setStep] = useState<NavigatorInterval>(settings.stepSize);
  const interval = intervalOf(period);
  const showLabels = !settings.hideLabels;
  const intervalLabel = translate('widgets.date-range-navigator.localizationMap.Interval');
  const stepLabel = translate('widgets.date-range-navigator.localizationMap.Step size');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 1.5, height: '100%', p: 0.5 }}>
      {settings.hidePicker ? null : (
        <DayFields period={period} onChange={setPeriod} showLabels={showLabels} translate={translate} />
      )}
      {settings.hideInterval ? null : (
        <TextField
          select
          size="small"
          label={showLabels ? intervalLabel : undefined}
          value={interval ?? CUSTOM}
          onChange={(event) => setPeriod(endingAt(period.end, event.target.value as NavigatorInterval))}
          slotProps={{ htmlInput: { 'aria-label': intervalLabel } }}
        >
          {INTERVAL_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {translate(INTERVALS[name].labelKey)}
            </MenuItem>
          ))}
          {interval ? null : (
            <MenuItem value={CUSTOM} disabled>
              {translate('widgets.date-range-navigator.localizationMap.Custom interval')}
            </MenuItem>
          )}
        </TextField>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          aria-label={translate('widgets.date-range-navigator.previous-step')}
          onClick={() => setPeriod(stepped(period, step, -1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        {settings.hideStepSize ? (
          <Box sx={{ flex: 1 }} />
        ) : (
          <TextField
            select
            size="small"
            label={showLabels ? stepLabel : undefined}
            value={step}
            onChange={(event) => setStep(event.target.value as NavigatorInterval)}
            slotProps={{ htmlInput: { 'aria-label': stepLabel } }}
            sx={{ flex: 1 }}
          >
            {INTERVAL_NAMES.map((name) => (
              <MenuItem key={name} value={name}>
                {translate(INTERVALS[name].labelKey)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <IconButton
          aria-label={translate('widgets.date-range-navigator.next-step')}
          onClick={() => setPeriod(stepped(period, step, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
