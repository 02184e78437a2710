import { ALARM_SEVERITIES, type AlarmRule, type AlarmSeverity, type DeviceProfileAlarm } from '@fleetdeck/model';
import { mdiClose, mdiPlus } from '@mdi/js';
import { Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { AlarmRuleFields } from './AlarmRuleFields';
import type { KeySuggestions } from './KeyFilterDialog';
import { defaultAlarmRule } from './model/alarm-rule-defaults';
import { enumLabelKey } from './model/alarm-rule-text';
import type { AlarmRuleProblem } from './model/alarm-rule-validity';

interface CreateRulesListProps {
  createRules: DeviceProfileAlarm['createRules'];
  onChange(createRules: DeviceProfileAlarm['createRules']): void;
  disabled: boolean;
  suggestions: KeySuggestions;
  problems: AlarmRuleProblem[];
}

/** The create rules of an alarm, one per severity; a severity can be added while one is unused, and removed. */
export function CreateRulesList({ createRules, onChange, disabled, suggestions, problems }: CreateRulesListProps) {
  const { t } = useTranslation();
  const severities = ALARM_SEVERITIES.filter((severity) => createRules[severity]);
  const unused = ALARM_SEVERITIES.filter((severity) => !createRules[severity]);
  const replace = (severity: AlarmSeverity, next: AlarmSeverity) => {
    // Keep the rules in the order shown: the changed one takes its old place.
    const entries = severities.map((current) => [current === severity ? next : current, createRules[current]] as const);
    onChange(Object.fromEntries(entries));
  };
  const remove = (severity: AlarmSeverity) => {
    const { [severity]: _removed, ...rest } = createRules;
    onChange(rest);
  };
  return (
    <Box>
      <Typography variant="subtitle2">{t('device-profile.create-alarm-rules')}</Typography>
      {severities.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('device-profile.no-create-alarm-rules')}
        </Typography>
      )}
      {severities.map((severity) => (
        <Paper key={severity} variant="outlined" sx={{ p: 1, my: 0.5 }} data-testid={`create-rule-${severity}`}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              select
              label={t('alarm.severity')}
              value={severity}
              disabled={disabled}
              sx={{ width: { sm: 170 }, flexShrink: 0 }}
              onChange={(event) => replace(severity, event.target.value as AlarmSeverity)}
            >
              {[severity, ...unused].map((option) => (
                <MenuItem key={option} value={option}>
                  {t(enumLabelKey('alarm.severity-value', option))}
                </MenuItem>
              ))}
            </TextField>
            <AlarmRuleFields
              rule={createRules[severity] as AlarmRule}
              disabled={disabled}
              suggestions={suggestions}
              problem={problems.find((problem) => problem.rule === severity)?.message ?? null}
              onChange={(rule) => onChange({ ...createRules, [severity]: rule })}
            />
            {!disabled && (
              <Tooltip title={t('device-profile.remove-create-alarm-rule')}>
                <IconButton onClick={() => remove(severity)} aria-label={t('device-profile.remove-create-alarm-rule')}>
                  <MdiIcon path={mdiClose} />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        </Paper>
      ))}
      {!disabled && unused.length > 0 && (
        <Button
          size="small"
          startIcon={<MdiIcon path={mdiPlus} />}
          onClick={() => onChange({ ...createRules, [unused[0]]: defaultAlarmRule() })}
        >
          {t('device-profile.add-create-alarm-rule')}
        </Button>
      )}
    </Box>
  );
}
