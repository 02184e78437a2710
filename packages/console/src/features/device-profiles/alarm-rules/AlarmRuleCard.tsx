import type { DeviceProfileAlarm } from '@fleetdeck/model';
import { mdiClose, mdiPlus } from '@mdi/js';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Autocomplete,
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { CheckboxField } from '../fields/CheckboxField';
import { AlarmRuleFields } from './AlarmRuleFields';
import { CreateRulesList } from './CreateRulesList';
import type { KeySuggestions } from './KeyFilterDialog';
import { defaultAlarmRule } from './model/alarm-rule-defaults';
import type { AlarmRuleProblem } from './model/alarm-rule-validity';

interface AlarmRuleCardProps {
  alarm: DeviceProfileAlarm;
  onChange(alarm: DeviceProfileAlarm): void;
  onRemove(): void;
  disabled: boolean;
  suggestions: KeySuggestions;
  /** this alarm's problems, shown once the form was submitted */
  problems: AlarmRuleProblem[];
}

/** One alarm of a device profile: type, create rules per severity, the clear rule and propagation. */
export function AlarmRuleCard({ alarm, onChange, onRemove, disabled, suggestions, problems }: AlarmRuleCardProps) {
  const { t } = useTranslation();
  const alarmProblem = problems.find((problem) => !problem.rule);
  const clearProblem = problems.find((problem) => problem.rule === 'clear')?.message ?? null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5 }} data-testid="alarm-rule">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('device-profile.alarm-type')}
          value={alarm.alarmType}
          required
          disabled={disabled}
          error={Boolean(alarmProblem)}
          helperText={alarmProblem ? t(alarmProblem.message, alarmProblem.values) : undefined}
          onChange={(event) => onChange({ ...alarm, alarmType: event.target.value })}
        />
        {!disabled && (
          <Tooltip title={t('device-profile.remove-alarm-rule')}>
            <IconButton onClick={onRemove} aria-label={t('device-profile.remove-alarm-rule')} sx={{ mt: 1 }}>
              <MdiIcon path={mdiClose} />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <CreateRulesList
        createRules={alarm.createRules}
        disabled={disabled}
        suggestions={suggestions}
        problems={problems}
        onChange={(createRules) => onChange({ ...alarm, createRules })}
      />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('device-profile.clear-alarm-rule')}
      </Typography>
      {alarm.clearRule ? (
        <Paper variant="outlined" sx={{ p: 1, my: 0.5 }} data-testid="clear-rule">
          <Stack direction="row" spacing={1}>
            <AlarmRuleFields
              rule={alarm.clearRule}
              disabled={disabled}
              suggestions={suggestions}
              problem={clearProblem}
              onChange={(clearRule) => onChange({ ...alarm, clearRule })}
            />
            {!disabled && (
              <Tooltip title={t('device-profile.remove-clear-alarm-rule')}>
                <IconButton
                  onClick={() => onChange({ ...alarm, clearRule: null })}
                  aria-label={t('device-profile.remove-clear-alarm-rule')}
                >
                  <MdiIcon path={mdiClose} />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        </Paper>
      ) : (
        <Box>
          {disabled ? (
            <Typography variant="body2" color="text.secondary">
              {t('device-profile.no-clear-alarm-rule')}
            </Typography>
          ) : (
            <Button
              size="small"
              startIcon={<MdiIcon path={mdiPlus} />}
              onClick={() => onChange({ ...alarm, clearRule: defaultAlarmRule() })}
            >
              {t('device-profile.add-clear-alarm-rule')}
            </Button>
          )}
        </Box>
      )}
      <PropagationSettings alarm={alarm} disabled={disabled} onChange={onChange} />
    </Paper>
  );
}

function PropagationSettings({
  alarm,
  disabled,
  onChange,
}: Pick<AlarmRuleCardProps, 'alarm' | 'disabled' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <Accordion disableGutters elevation={0} sx={{ mt: 1, '&:before': { display: 'none' } }}>
      <AccordionSummary>
        <Typography variant="subtitle2">{t('device-profile.advanced-settings')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack>
          <CheckboxField
            label="device-profile.propagate-alarm"
            checked={alarm.propagate}
            disabled={disabled}
            onChange={(propagate) => onChange({ ...alarm, propagate })}
          />
          {alarm.propagate && (
            <Autocomplete
              multiple
              freeSolo
              options={['Contains', 'Manages']}
              value={alarm.propagateRelationTypes ?? []}
              disabled={disabled}
              onChange={(_event, types) => {
                const unique = [...new Set(types.map((type) => type.trim()).filter(Boolean))];
                onChange({ ...alarm, propagateRelationTypes: unique.length > 0 ? unique : null });
              }}
              renderValue={(values, getItemProps) =>
                values.map((option, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} label={option} size="small" {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('device-profile.alarm-rule-relation-types-list')}
                  helperText={t('device-profile.alarm-rule-relation-types-list-hint')}
                />
              )}
            />
          )}
          <CheckboxField
            label="device-profile.propagate-alarm-to-owner"
            checked={alarm.propagateToOwner}
            disabled={disabled}
            onChange={(propagateToOwner) => onChange({ ...alarm, propagateToOwner })}
          />
          <CheckboxField
            label="device-profile.propagate-alarm-to-tenant"
            checked={alarm.propagateToTenant}
            disabled={disabled}
            onChange={(propagateToTenant) => onChange({ ...alarm, propagateToTenant })}
          />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
