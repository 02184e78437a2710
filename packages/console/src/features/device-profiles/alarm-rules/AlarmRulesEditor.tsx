import type { DeviceProfileAlarm } from '@fleetdeck/model';
import { mdiPlus } from '@mdi/js';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { AlarmRuleCard } from './AlarmRuleCard';
import type { KeySuggestions } from './KeyFilterDialog';
import { defaultDeviceProfileAlarm } from './model/alarm-rule-defaults';
import { alarmRuleProblems } from './model/alarm-rule-validity';

interface AlarmRulesEditorProps {
  value: DeviceProfileAlarm[];
  onChange(value: DeviceProfileAlarm[]): void;
  disabled: boolean;
  suggestions: KeySuggestions;
  /** show problems only once the user tried to save, not while a new rule is still being written */
  showProblems: boolean;
}

/** The alarm rules of a device profile. */
export function AlarmRulesEditor({ value, onChange, disabled, suggestions, showProblems }: AlarmRulesEditorProps) {
  const { t } = useTranslation();
  const problems = showProblems ? alarmRuleProblems(value) : [];
  return (
    <Box>
      {value.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 2, textAlign: 'center' }}>
          {t('device-profile.no-alarm-rules')}
        </Typography>
      )}
      {value.map((alarm, index) => (
        <AlarmRuleCard
          key={alarm.id}
          alarm={alarm}
          disabled={disabled}
          suggestions={suggestions}
          problems={problems.filter((problem) => problem.alarmIndex === index)}
          onChange={(next) => onChange(value.map((current, at) => (at === index ? next : current)))}
          onRemove={() => onChange(value.filter((_alarm, at) => at !== index))}
        />
      ))}
      {!disabled && (
        <Button
          variant="outlined"
          startIcon={<MdiIcon path={mdiPlus} />}
          onClick={() => onChange([...value, defaultDeviceProfileAlarm()])}
        >
          {t('device-profile.add-alarm-rule')}
        </Button>
      )}
    </Box>
  );
}
