import type { DashboardConfiguration } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeEditor } from '../../../components/editors/CodeEditor';
import { FormTextField } from '../../../components/editors/FormTextField';
import {
  applyDashboardSettings,
  type DashboardSettingsValues,
  dashboardSettingsValues,
  isCssColor,
  STATE_CONTROLLER_IDS,
} from './dashboard-settings';

export interface DashboardSettingsDialogProps {
  configuration: DashboardConfiguration;
  onApply(next: DashboardConfiguration): void;
  onClose(): void;
}

const schema = z.object({
  stateControllerId: z.enum(['entity', 'default']),
  showTitle: z.boolean(),
  titleColor: z.string().refine(isCssColor, 'dashboard.title-color-invalid'),
  showDashboardsSelect: z.boolean(),
  showEntitiesSelect: z.boolean(),
  showFilters: z.boolean(),
  showDashboardTimewindow: z.boolean(),
  showDashboardExport: z.boolean(),
  toolbarAlwaysOpen: z.boolean(),
  hideToolbar: z.boolean(),
  dashboardCss: z.string(),
}) satisfies z.ZodType<DashboardSettingsValues>;

const TOOLBAR_OPTIONS: { name: Path<DashboardSettingsValues>; label: string }[] = [
  { name: 'showDashboardsSelect', label: 'dashboard.display-dashboards-selection' },
  { name: 'showEntitiesSelect', label: 'dashboard.display-entities-selection' },
  { name: 'showFilters', label: 'dashboard.display-filters' },
  { name: 'showDashboardTimewindow', label: 'dashboard.display-dashboard-timewindow' },
  { name: 'showDashboardExport', label: 'dashboard.display-dashboard-export' },
  { name: 'toolbarAlwaysOpen', label: 'dashboard.toolbar-always-open' },
  { name: 'hideToolbar', label: 'dashboard.hide-toolbar' },
];

// CSS has no CodeMirror language installed here; the editor still gives line numbers and folding
const PLAIN_TEXT: [] = [];

function CheckboxField({ name, label }: { name: Path<DashboardSettingsValues>; label: string }) {
  const { t } = useTranslation();
  return (
    <Controller<DashboardSettingsValues>
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
          }
          label={t(label)}
        />
      )}
    />
  );
}

/** The title colour, asked only while the title is shown; watched here so the rest of the form does not re-render. */
function TitleColorField() {
  const showTitle = useWatch<DashboardSettingsValues, 'showTitle'>({ name: 'showTitle' });
  return showTitle ? <FormTextField<DashboardSettingsValues> name="titleColor" label="dashboard.title-color" /> : null;
}

/** The dashboard-wide settings: state controller, title, what the toolbar shows, and the dashboard's CSS. */
export function DashboardSettingsDialog({ configuration, onApply, onClose }: DashboardSettingsDialogProps) {
  const { t } = useTranslation();
  const form = useForm<DashboardSettingsValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: dashboardSettingsValues(configuration.settings),
  });
  const apply = (values: DashboardSettingsValues) => onApply(applyDashboardSettings(configuration, values));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="dashboard-settings-dialog-title">
      <DialogTitle id="dashboard-settings-dialog-title">{t('dashboard.settings')}</DialogTitle>
      <DialogContent>
        <FormProvider {...form}>
          <Stack
            component="form"
            id="dashboard-settings-form"
            noValidate
            spacing={1}
            sx={{ pt: 1 }}
            onSubmit={form.handleSubmit(apply)}
          >
            <Controller
              name="stateControllerId"
              control={form.control}
              render={({ field }) => (
                <TextField select label={t('dashboard.state-controller')} {...field} sx={{ maxWidth: 240 }}>
                  {STATE_CONTROLLER_IDS.map((id) => (
                    // controller ids are identifiers, shown as the platform shows them
                    <MenuItem key={id} value={id}>
                      {id}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <CheckboxField name="showTitle" label="dashboard.display-title" />
            <TitleColorField />
            {TOOLBAR_OPTIONS.map((option) => (
              <CheckboxField key={option.name} {...option} />
            ))}
            <Typography variant="subtitle2">{t('dashboard.dashboard-css')}</Typography>
            <Box sx={{ border: 1, borderColor: 'divider' }}>
              <Controller
                name="dashboardCss"
                control={form.control}
                render={({ field }) => (
                  <CodeEditor
                    language={PLAIN_TEXT}
                    value={field.value}
                    onChange={field.onChange}
                    minHeight={160}
                    label={t('dashboard.dashboard-css')}
                  />
                )}
              />
            </Box>
          </Stack>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button type="submit" form="dashboard-settings-form" variant="contained" disabled={!form.formState.isValid}>
          {t('action.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
