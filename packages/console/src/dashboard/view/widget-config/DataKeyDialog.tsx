import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Stack,
  TextField,
} from '@mui/material';
import type { RJSFSchema } from '@rjsf/utils';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyWidgetSettingsForm } from '../../../widgets/lazy-widget-settings-form';
import type { DataKey } from '../../../widgets/widget-config';
import { loadSyntaxCheck } from './check-syntax';
import { FunctionField } from './FunctionField';
import { ProblemList } from './ProblemList';
import { invalidSettingsFields } from './settings-check';
import { type ConfigProblem, dataKeyProblems } from './widget-config-problems';

interface DataKeyDialogProps {
  dataKey: DataKey;
  /** the widget type's settings of a key, written into the key's `settings`; none when the type has none */
  settingsSchema?: RJSFSchema;
  onApply(dataKey: DataKey): void;
  onClose(): void;
}

/**
 * One data key's label, colour, units, decimals, functions and the widget type's settings of a key, as the
 * platform's data key dialog; a key whose function does not parse, or whose settings do not match their schema, is not
 * applied.
 */
export function DataKeyDialog({ dataKey, settingsSchema, onApply, onClose }: DataKeyDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [key, setKey] = useState<DataKey>(dataKey);
  const [problems, setProblems] = useState<ConfigProblem[]>([]);
  const set = (changes: Partial<DataKey>) => setKey((current) => ({ ...current, ...changes }));
  const apply = async () => {
    const invalidSettings = settingsSchema ? invalidSettingsFields(settingsSchema, key.settings ?? {}) : [];
    const found = [
      ...dataKeyProblems(key, await loadSyntaxCheck()),
      ...invalidSettings.map((field) => ({
        key: 'datakey.settings-invalid',
        values: { field, label: key.label || key.name },
      })),
    ];
    setProblems(found);
    if (found.length === 0) onApply(key);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('datakey.configuration')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField label={t('datakey.label')} value={key.label} onChange={(e) => set({ label: e.target.value })} />
          <TextField
            label={t('datakey.color')}
            type="color"
            value={key.color}
            onChange={(e) => set({ color: e.target.value })}
          />
          <TextField
            label={t('widget-config.units')}
            value={key.units ?? ''}
            onChange={(e) => set({ units: e.target.value || undefined })}
          />
          <TextField
            label={t('widget-config.decimals')}
            type="number"
            value={key.decimals ?? ''}
            onChange={(e) => set({ decimals: e.target.value === '' ? undefined : Number(e.target.value) })}
          />
          {key.type === 'function' && (
            <FunctionField
              label={t('datakey.data-generation-func')}
              value={key.funcBody ?? ''}
              onChange={(funcBody) => set({ funcBody })}
              helpId="widget/config/datakey_generation_fn"
            />
          )}
          <FormControlLabel
            control={
              <Checkbox
                checked={key.usePostProcessing === true}
                onChange={(e) => set({ usePostProcessing: e.target.checked })}
              />
            }
            label={t('datakey.use-data-post-processing-func')}
          />
          {key.usePostProcessing && (
            <FunctionField
              label={t('datakey.post-processing-func')}
              value={key.postFuncBody ?? ''}
              onChange={(postFuncBody) => set({ postFuncBody })}
              helpId="widget/config/datakey_postprocess_fn"
            />
          )}
          {settingsSchema && (
            <Suspense fallback={<LinearProgress />}>
              <section aria-label={t('widget.data-key-settings', { label: key.label || key.name })}>
                <LazyWidgetSettingsForm
                  schema={settingsSchema}
                  settings={key.settings ?? {}}
                  onChange={(settings) => set({ settings })}
                />
              </section>
            </Suspense>
          )}
        </Stack>
        <ProblemList problems={problems} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={apply}>
          {t('action.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
