import type { AlarmCondition } from '@fleetdeck/model';
import { mdiClose, mdiPencil, mdiPlus } from '@mdi/js';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpPopup } from '../../../components/help/HelpPopup';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { ConditionSpecFields } from './ConditionSpecFields';
import { KeyFilterDialog, type KeySuggestions } from './KeyFilterDialog';
import { enumLabelKey, filterKeyText, predicateText } from './model/alarm-rule-text';
import { specProblem } from './model/alarm-rule-validity';
import { flattenFilters, groupFilters, type KeyFilterInfo, newKeyFilterInfo } from './model/key-filters';

interface AlarmConditionDialogProps {
  /** the condition to edit; null while closed */
  value: AlarmCondition | null;
  disabled: boolean;
  suggestions: KeySuggestions;
  onClose(): void;
  onApply(value: AlarmCondition): void;
}

/** The keys an alarm rule tests (all must hold) and how long or how often they must hold. */
export function AlarmConditionDialog({ value, ...props }: AlarmConditionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={value !== null}
      onClose={props.onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="alarm-condition-title"
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        {/* the dialog's name is the title alone, without the help button's */}
        <span id="alarm-condition-title">{t('device-profile.alarm-rule-condition')}</span>
        <HelpPopup helpId="device-profile/alarm_rule_condition" />
      </DialogTitle>
      {value && <ConditionForm initial={value} {...props} />}
    </Dialog>
  );
}

type Editing = { index: number | null; info: KeyFilterInfo } | null;

function ConditionForm({
  initial,
  disabled,
  suggestions,
  onClose,
  onApply,
}: Omit<AlarmConditionDialogProps, 'value'> & { initial: AlarmCondition }) {
  const { t } = useTranslation();
  const [infos, setInfos] = useState(() => groupFilters(initial.condition));
  const [spec, setSpec] = useState(initial.spec);
  const [editing, setEditing] = useState<Editing>(null);
  const [submitted, setSubmitted] = useState(false);
  const empty = infos.length === 0;
  const apply = () => {
    setSubmitted(true);
    if (!empty && !specProblem(spec)) onApply({ condition: flattenFilters(infos), spec });
  };
  return (
    <>
      <DialogContent dividers>
        <Typography variant="subtitle2">{t('filter.key-filters')}</Typography>
        {empty && (
          <Typography
            variant="body2"
            color={submitted ? 'error' : 'text.secondary'}
            role={submitted ? 'alert' : undefined}
          >
            {t('device-profile.enter-alarm-rule-condition-prompt')}
          </Typography>
        )}
        <List dense>
          {infos.map((info, index) => (
            <ListItem
              // biome-ignore lint/suspicious/noArrayIndexKey: key rows have no id; their position is their identity here.
              key={index}
              divider
              secondaryAction={
                <Box>
                  <Tooltip title={t(disabled ? 'action.view' : 'action.edit')}>
                    <IconButton onClick={() => setEditing({ index, info })} aria-label={t('filter.edit-key-filter')}>
                      <MdiIcon path={mdiPencil} />
                    </IconButton>
                  </Tooltip>
                  {!disabled && (
                    <Tooltip title={t('filter.remove-key-filter')}>
                      <IconButton
                        onClick={() => setInfos(infos.filter((_info, at) => at !== index))}
                        aria-label={t('filter.remove-key-filter')}
                      >
                        <MdiIcon path={mdiClose} />
                      </IconButton>
                    </Tooltip>
                  )}
                </Box>
              }
            >
              <ListItemText
                primary={`${filterKeyText(info)} · ${t(enumLabelKey('filter.key-type', info.key.type))} · ${t(
                  enumLabelKey('filter.value-type', info.valueType),
                )}`}
                secondary={info.predicates
                  .map((predicate) => predicateText(predicate, info.valueType, t))
                  .join(` ${t('filter.operation.and')} `)}
              />
            </ListItem>
          ))}
        </List>
        {!disabled && (
          <Button
            startIcon={<MdiIcon path={mdiPlus} />}
            onClick={() => setEditing({ index: null, info: newKeyFilterInfo() })}
          >
            {t('filter.add-key-filter')}
          </Button>
        )}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('device-profile.condition')}
        </Typography>
        <ConditionSpecFields value={spec} onChange={setSpec} disabled={disabled} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        {!disabled && (
          <Button variant="contained" onClick={apply}>
            {t('action.apply')}
          </Button>
        )}
      </DialogActions>
      <KeyFilterDialog
        value={editing?.info ?? null}
        isNew={editing?.index === null}
        disabled={disabled}
        suggestions={suggestions}
        onClose={() => setEditing(null)}
        onApply={(info) => {
          const index = editing?.index ?? null;
          setInfos(index === null ? [...infos, info] : infos.map((current, at) => (at === index ? info : current)));
          setEditing(null);
        }}
      />
    </>
  );
}
