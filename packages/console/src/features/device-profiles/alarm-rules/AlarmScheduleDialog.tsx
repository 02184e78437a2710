import { type AlarmSchedule, SCHEDULE_TYPES } from '@fleetdeck/model';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../fields/EnumSelect';
import { DAYS_OF_WEEK, defaultSchedule } from './model/alarm-rule-defaults';
import { dayLabelKey, enumLabelKey } from './model/alarm-rule-text';
import { scheduleProblem } from './model/alarm-rule-validity';
import { ScheduleTimeRange } from './ScheduleTimeRange';
import { TimezoneField } from './TimezoneField';

interface AlarmScheduleDialogProps {
  /** the schedule to edit (null stands for any time); undefined while closed */
  value: AlarmSchedule | null | undefined;
  disabled: boolean;
  onClose(): void;
  onApply(value: AlarmSchedule): void;
}

/** When a rule is active: any time, on chosen days of the week between two times, or per day (week from Monday). */
export function AlarmScheduleDialog({ value, ...props }: AlarmScheduleDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={value !== undefined} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="schedule-title">
      <DialogTitle id="schedule-title">{t('device-profile.edit-schedule')}</DialogTitle>
      {value !== undefined && <ScheduleForm initial={value ?? defaultSchedule('ANY_TIME')} {...props} />}
    </Dialog>
  );
}

function ScheduleForm({
  initial,
  disabled,
  onClose,
  onApply,
}: Omit<AlarmScheduleDialogProps, 'value'> & { initial: AlarmSchedule }) {
  const { t } = useTranslation();
  const [schedule, setSchedule] = useState(initial);
  const problem = scheduleProblem(schedule);
  return (
    <>
      <DialogContent dividers>
        <EnumSelect
          label="device-profile.schedule-type"
          value={schedule.type}
          options={SCHEDULE_TYPES}
          optionLabel={(type) => enumLabelKey('device-profile.schedule-type-value', type)}
          disabled={disabled}
          onChange={(type) =>
            setSchedule(defaultSchedule(type, schedule.type === 'ANY_TIME' ? undefined : schedule.timezone))
          }
        />
        {schedule.type !== 'ANY_TIME' && (
          <TimezoneField
            value={schedule.timezone}
            disabled={disabled}
            onChange={(timezone) => setSchedule({ ...schedule, timezone })}
          />
        )}
        {schedule.type === 'SPECIFIC_TIME' && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t('device-profile.schedule-days')}
            </Typography>
            <FormGroup row>
              {DAYS_OF_WEEK.map((day) => (
                <FormControlLabel
                  key={day}
                  disabled={disabled}
                  label={t(dayLabelKey(day))}
                  control={
                    <Checkbox
                      checked={schedule.daysOfWeek.includes(day)}
                      onChange={(event) =>
                        setSchedule({
                          ...schedule,
                          daysOfWeek: event.target.checked
                            ? DAYS_OF_WEEK.filter((d) => d === day || schedule.daysOfWeek.includes(d))
                            : schedule.daysOfWeek.filter((d) => d !== day),
                        })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <ScheduleTimeRange
              startsOn={schedule.startsOn}
              endsOn={schedule.endsOn}
              disabled={disabled}
              onChange={(range) => setSchedule({ ...schedule, ...range })}
            />
          </>
        )}
        {schedule.type === 'CUSTOM' &&
          schedule.items.map((item, index) => (
            <Stack key={item.dayOfWeek} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ width: 150, flexShrink: 0 }}>
                <FormControlLabel
                  disabled={disabled}
                  label={t(dayLabelKey(item.dayOfWeek))}
                  control={
                    <Checkbox
                      checked={item.enabled}
                      onChange={(event) =>
                        setSchedule({
                          ...schedule,
                          items: schedule.items.map((current, at) =>
                            at === index ? { ...current, enabled: event.target.checked } : current,
                          ),
                        })
                      }
                    />
                  }
                />
              </Box>
              <ScheduleTimeRange
                startsOn={item.startsOn}
                endsOn={item.endsOn}
                disabled={disabled || !item.enabled}
                onChange={(range) =>
                  setSchedule({
                    ...schedule,
                    items: schedule.items.map((current, at) => (at === index ? { ...current, ...range } : current)),
                  })
                }
              />
            </Stack>
          ))}
        {problem && problem !== 'timezone.timezone-required' && (
          <FormHelperText error role="alert">
            {t(problem)}
          </FormHelperText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        {!disabled && (
          <Button variant="contained" disabled={Boolean(problem)} onClick={() => onApply(schedule)}>
            {t('action.apply')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
