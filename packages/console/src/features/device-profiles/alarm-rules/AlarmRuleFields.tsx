import type { AlarmRule } from '@fleetdeck/model';
import { mdiCalendarClock, mdiPencil, mdiTextBoxOutline } from '@mdi/js';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { AlarmConditionDialog } from './AlarmConditionDialog';
import { AlarmDetailsDialog } from './AlarmDetailsDialog';
import { AlarmScheduleDialog } from './AlarmScheduleDialog';
import type { KeySuggestions } from './KeyFilterDialog';
import { conditionText, scheduleText, specText } from './model/alarm-rule-text';

interface AlarmRuleFieldsProps {
  rule: AlarmRule;
  onChange(rule: AlarmRule): void;
  disabled: boolean;
  suggestions: KeySuggestions;
  /** message key of the rule's problem, shown once the form was submitted */
  problem: string | null;
}

type Open = 'condition' | 'schedule' | 'details' | null;

/** One create or clear rule: its condition, schedule and details, each summarised and edited in a dialog. */
export function AlarmRuleFields({ rule, onChange, disabled, suggestions, problem }: AlarmRuleFieldsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const filters = rule.condition.condition;
  const spec = specText(rule.condition.spec, t);
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography
          variant="body2"
          sx={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}
          color={filters.length === 0 ? 'text.secondary' : 'text.primary'}
          data-testid="alarm-rule-condition"
        >
          {filters.length === 0
            ? t('device-profile.enter-alarm-rule-condition-prompt')
            : `${conditionText(filters, t)}${spec ? ` · ${spec}` : ''}`}
        </Typography>
        <Tooltip title={t('device-profile.edit-alarm-rule-condition')}>
          <IconButton onClick={() => setOpen('condition')} aria-label={t('device-profile.edit-alarm-rule-condition')}>
            <MdiIcon path={mdiPencil} />
          </IconButton>
        </Tooltip>
      </Stack>
      {problem && (
        <Typography variant="body2" color="error" role="alert">
          {t(problem)}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          size="small"
          sx={{ textTransform: 'none' }}
          startIcon={<MdiIcon path={mdiCalendarClock} />}
          onClick={() => setOpen('schedule')}
        >
          {`${t('device-profile.schedule')}: ${scheduleText(rule.schedule, t)}`}
        </Button>
        <Button
          size="small"
          sx={{ textTransform: 'none', textAlign: 'left' }}
          startIcon={<MdiIcon path={mdiTextBoxOutline} />}
          onClick={() => setOpen('details')}
        >
          {rule.alarmDetails
            ? `${t('device-profile.alarm-rule-details')}: ${rule.alarmDetails}`
            : t('device-profile.add-alarm-rule-details')}
        </Button>
      </Stack>
      <AlarmConditionDialog
        value={open === 'condition' ? rule.condition : null}
        disabled={disabled}
        suggestions={suggestions}
        onClose={() => setOpen(null)}
        onApply={(condition) => {
          onChange({ ...rule, condition });
          setOpen(null);
        }}
      />
      <AlarmScheduleDialog
        value={open === 'schedule' ? rule.schedule : undefined}
        disabled={disabled}
        onClose={() => setOpen(null)}
        onApply={(schedule) => {
          onChange({ ...rule, schedule: schedule.type === 'ANY_TIME' ? null : schedule });
          setOpen(null);
        }}
      />
      <AlarmDetailsDialog
        value={open === 'details' ? (rule.alarmDetails ?? '') : undefined}
        disabled={disabled}
        onClose={() => setOpen(null)}
        onApply={(alarmDetails) => {
          onChange({ ...rule, alarmDetails: alarmDetails || null });
          setOpen(null);
        }}
      />
    </Box>
  );
}
