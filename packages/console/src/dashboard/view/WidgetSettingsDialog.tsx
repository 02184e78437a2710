import type { Widget } from '@fleetdeck/model';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyWidgetSettingsForm } from '../../widgets/lazy-widget-settings-form';
import type { WidgetConfig } from '../../widgets/widget-config';
import type { WidgetDefinition } from '../../widgets/widget-definition';
import type { WidgetSettingsEdit } from '../model/widget-settings-edit';

interface WidgetSettingsDialogProps {
  widget: Widget;
  definition: WidgetDefinition;
  /** the names of the dashboard's aliases, offered where a setting names an alias */
  aliasNames: readonly string[];
  onSave(edit: WidgetSettingsEdit): Promise<void>;
  onClose(): void;
}

type Settings = Record<string, unknown>;

/**
 * Edits a widget's settings and the settings of each of its data keys with the forms its type declares, as the
 * platform's widget editor does; nothing is saved until Save, and a save that fails keeps the dialog open.
 */
export function WidgetSettingsDialog({ widget, definition, aliasNames, onSave, onClose }: WidgetSettingsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const migrated = useMemo(() => definition.migrate(widget.config as unknown as WidgetConfig), [widget, definition]);
  const [settings, setSettings] = useState<Settings>(() => migrated.settings as Settings);
  const [keySettings, setKeySettings] = useState<Settings[][]>(() =>
    (migrated.datasources ?? []).map((datasource) => datasource.dataKeys.map((key) => key.settings ?? {})),
  );
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const keySchema = definition.dataKeySettingsSchemaFor?.(aliasNames) ?? definition.dataKeySettingsSchema;
  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await onSave({ settings, keySettings });
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  const setKey = (d: number, k: number, value: Settings) =>
    setKeySettings((current) =>
      current.map((keys, index) => (index === d ? keys.map((old, j) => (j === k ? value : old)) : keys)),
    );
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('widget.edit')}</DialogTitle>
      <DialogContent dividers>
        <Suspense fallback={<LinearProgress />}>
          <section aria-label={t('widget.settings')}>
            <LazyWidgetSettingsForm schema={definition.settingsSchema} settings={settings} onChange={setSettings} />
          </section>
          {keySchema &&
            (migrated.datasources ?? []).map((datasource, d) =>
              datasource.dataKeys.map((dataKey, k) => {
                const label = t('widget.data-key-settings', { label: dataKey.label || dataKey.name });
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: keys are edited in place; their order never changes here
                  <section key={`${d}-${k}`} aria-label={label}>
                    <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
                      {label}
                    </Typography>
                    <LazyWidgetSettingsForm
                      schema={keySchema}
                      settings={keySettings[d]?.[k] ?? {}}
                      onChange={(value) => setKey(d, k, value)}
                    />
                  </section>
                );
              }),
            )}
        </Suspense>
        {failed && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('widget.save-failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {t('action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
