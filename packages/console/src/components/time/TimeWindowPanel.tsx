import type { AggregationType } from '@fleetdeck/model';
import { TELEMETRY_AGGREGATIONS } from '@fleetdeck/model';
import {
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Slider,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedIntervals, MIN_DATAPOINTS_LIMIT } from './intervals';
import { PeriodFields } from './PeriodFields';
import {
  CURRENT_QUICK_INTERVALS,
  QUICK_INTERVALS,
  type QuickTimeInterval,
  quickIntervalLabel,
} from './quick-intervals';
import { TimeIntervalInput } from './TimeIntervalInput';
import { TimezoneSelect } from './TimezoneSelect';
import {
  normalizeTimewindow,
  type Timewindow,
  type TimewindowTab,
  timewindowProblem,
  timewindowsEqual,
  windowLength,
} from './timewindow';
import { timezoneNames } from './timezones';

interface TimeWindowPanelProps {
  value: Timewindow;
  maxDatapointsLimit: number;
  historyOnly?: boolean;
  /** true while data of the applied window still loads: Update waits */
  loading?: boolean;
  onApply(value: Timewindow): void;
  onCancel(): void;
}

/**
 * The time-window panel: realtime or history, the window of each, aggregation with its interval or,
 * for NONE, the number of values, and the timezone. Update applies a valid, changed window; Cancel drops the edit.
 */
export function TimeWindowPanel({
  value,
  maxDatapointsLimit,
  historyOnly,
  loading,
  onApply,
  onCancel,
}: TimeWindowPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Timewindow>(() =>
    historyOnly ? { ...value, selectedTab: 'HISTORY' } : structuredClone(value),
  );
  const [advanced, setAdvanced] = useState({ realtime: false, history: false });
  const knownZones = useMemo(() => new Set(timezoneNames()), []);
  const problem = timewindowProblem(draft, maxDatapointsLimit, (name) => knownZones.has(name));
  const changed = !timewindowsEqual(draft, value);

  /** A change of a window also moves the aggregation intervals into the window's new bounds. */
  const update = (change: (current: Timewindow) => Timewindow, renormalize = true) =>
    setDraft((current) => {
      const next = change(current);
      return renormalize ? normalizeTimewindow(next, maxDatapointsLimit) : next;
    });
  const tab = draft.selectedTab;
  const aggregated = draft.aggregation.type !== 'NONE';
  const tabIntervals = allowedIntervals(windowLength(draft, tab));

  const realtimeSection = (
    <RadioGroup
      value={draft.realtime.realtimeType}
      onChange={(_event, type) =>
        update((current) => ({
          ...current,
          realtime: { ...current.realtime, realtimeType: type as Timewindow['realtime']['realtimeType'] },
        }))
      }
    >
      <Option value="LAST_INTERVAL" label={t('timewindow.last')}>
        <TimeIntervalInput
          label="timewindow.last"
          value={draft.realtime.timewindowMs}
          allowAdvanced
          advanced={advanced.realtime}
          onAdvancedChange={(on) => setAdvanced((current) => ({ ...current, realtime: on }))}
          disabled={draft.realtime.realtimeType !== 'LAST_INTERVAL'}
          onChange={(timewindowMs) =>
            update((current) => ({ ...current, realtime: { ...current.realtime, timewindowMs } }))
          }
        />
      </Option>
      <Option value="INTERVAL" label={t('timewindow.interval')}>
        <QuickIntervalSelect
          intervals={CURRENT_QUICK_INTERVALS}
          value={draft.realtime.quickInterval}
          disabled={draft.realtime.realtimeType !== 'INTERVAL'}
          onChange={(quickInterval) =>
            update((current) => ({ ...current, realtime: { ...current.realtime, quickInterval } }))
          }
        />
      </Option>
    </RadioGroup>
  );

  const historySection = (
    <RadioGroup
      value={draft.history.historyType}
      onChange={(_event, type) =>
        update((current) => ({
          ...current,
          history: { ...current.history, historyType: type as Timewindow['history']['historyType'] },
        }))
      }
    >
      <Option value="LAST_INTERVAL" label={t('timewindow.last')}>
        <TimeIntervalInput
          label="timewindow.last"
          value={draft.history.timewindowMs}
          allowAdvanced
          advanced={advanced.history}
          onAdvancedChange={(on) => setAdvanced((current) => ({ ...current, history: on }))}
          disabled={draft.history.historyType !== 'LAST_INTERVAL'}
          onChange={(timewindowMs) =>
            update((current) => ({ ...current, history: { ...current.history, timewindowMs } }))
          }
        />
      </Option>
      <Option value="FIXED" label={t('timewindow.time-period')}>
        <PeriodFields
          value={draft.history.fixedTimewindow}
          timezone={draft.timezone}
          disabled={draft.history.historyType !== 'FIXED'}
          onChange={(fixedTimewindow) =>
            update((current) => ({ ...current, history: { ...current.history, fixedTimewindow } }))
          }
        />
      </Option>
      <Option value="INTERVAL" label={t('timewindow.interval')}>
        <QuickIntervalSelect
          intervals={QUICK_INTERVALS}
          value={draft.history.quickInterval}
          disabled={draft.history.historyType !== 'INTERVAL'}
          onChange={(quickInterval) =>
            update((current) => ({ ...current, history: { ...current.history, quickInterval } }))
          }
        />
      </Option>
    </RadioGroup>
  );

  return (
    <Box
      component="form"
      aria-label={t('timewindow.edit')}
      sx={{ p: 2, minWidth: { sm: 417 }, maxWidth: 560 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem && changed && !loading) onApply(draft);
      }}
    >
      {!historyOnly && (
        <Tabs
          value={tab}
          onChange={(_event, next: TimewindowTab) => update((current) => ({ ...current, selectedTab: next }), false)}
          variant="fullWidth"
          sx={{ mb: 2 }}
        >
          <Tab value="REALTIME" label={t('timewindow.realtime')} />
          <Tab value="HISTORY" label={t('timewindow.history')} />
        </Tabs>
      )}
      {!draft.hideInterval && (tab === 'REALTIME' ? realtimeSection : historySection)}
      {problem === 'period' && (
        <Typography color="error" variant="caption">
          {t('timewindow.period-invalid')}
        </Typography>
      )}
      {!draft.hideAggregation && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <TextField
            select
            size="small"
            label={t('aggregation.function')}
            value={draft.aggregation.type}
            onChange={(event) =>
              update((current) => ({
                ...current,
                aggregation: { ...current.aggregation, type: event.target.value as AggregationType },
              }))
            }
          >
            {TELEMETRY_AGGREGATIONS.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`aggregation.${type.toLowerCase()}`)}
              </MenuItem>
            ))}
          </TextField>
          {aggregated ? (
            !draft.hideAggInterval && (
              <TimeIntervalInput
                label="aggregation.group-interval"
                intervals={tabIntervals}
                value={tab === 'REALTIME' ? draft.realtime.interval : draft.history.interval}
                onChange={(interval) =>
                  update(
                    (current) =>
                      tab === 'REALTIME'
                        ? { ...current, realtime: { ...current.realtime, interval } }
                        : { ...current, history: { ...current.history, interval } },
                    false,
                  )
                }
              />
            )
          ) : (
            <LimitInput
              value={draft.aggregation.limit}
              max={maxDatapointsLimit}
              invalid={problem === 'limit'}
              onChange={(limit) =>
                update((current) => ({ ...current, aggregation: { ...current.aggregation, limit } }), false)
              }
            />
          )}
        </Stack>
      )}
      {!draft.hideTimezone && (
        <Box sx={{ mt: 2 }}>
          <TimezoneSelect
            value={draft.timezone}
            onChange={(timezone) => update((current) => ({ ...current, timezone }), false)}
          />
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onCancel}>{t('action.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={Boolean(problem) || !changed || loading}>
          {t('action.update')}
        </Button>
      </Stack>
    </Box>
  );
}

function Option({ value, label, children }: { value: string; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
      <FormControlLabel value={value} control={<Radio size="small" />} label={label} sx={{ minWidth: 130, mt: 0.5 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}

function QuickIntervalSelect(props: {
  intervals: readonly QuickTimeInterval[];
  value: QuickTimeInterval;
  disabled: boolean;
  onChange(value: QuickTimeInterval): void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('timewindow.interval')}
      value={props.intervals.includes(props.value) ? props.value : ''}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value as QuickTimeInterval)}
    >
      {props.intervals.map((interval) => (
        <MenuItem key={interval} value={interval}>
          {t(quickIntervalLabel(interval))}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The number of values for aggregation NONE: a slider and a field, between 7 and the server's maximum. */
function LimitInput(props: { value: number; max: number; invalid: boolean; onChange(value: number): void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Slider
        min={MIN_DATAPOINTS_LIMIT}
        max={props.max}
        value={Math.min(Math.max(props.value || MIN_DATAPOINTS_LIMIT, MIN_DATAPOINTS_LIMIT), props.max)}
        onChange={(_event, next) => props.onChange(next as number)}
        aria-label={t('aggregation.limit')}
        sx={{ flex: 1 }}
      />
      <TextField
        type="number"
        size="small"
        label={t('aggregation.limit')}
        value={Number.isFinite(props.value) ? props.value : ''}
        error={props.invalid}
        helperText={props.invalid ? t('aggregation.limit-range', { min: MIN_DATAPOINTS_LIMIT, max: props.max }) : ' '}
        onChange={(event) => props.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        slotProps={{ htmlInput: { min: MIN_DATAPOINTS_LIMIT, max: props.max, step: 1 } }}
        sx={{ width: 160 }}
      />
    </Stack>
  );
}
