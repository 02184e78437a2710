import type { DashboardConfiguration, DashboardLayoutId } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import {
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
import { Controller, FormProvider, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../../components/editors/FormTextField';
import {
  applyLayoutSettings,
  BACKGROUND_SIZE_MODES,
  type LayoutSettingsValues,
  layoutOf,
  layoutSettingsValues,
} from './layout-settings';

export interface LayoutSettingsDialogProps {
  configuration: DashboardConfiguration;
  stateId: string;
  layoutId: DashboardLayoutId;
  onApply(next: DashboardConfiguration): void;
  onClose(): void;
}

const schema = z.object({
  columns: z
    .number({ error: 'dashboard.columns-count-required' })
    .min(10, 'dashboard.min-columns-count-message')
    .max(1000, 'dashboard.max-columns-count-message'),
  margin: z
    .number({ error: 'dashboard.margin-required' })
    .min(0, 'dashboard.min-margin-message')
    .max(50, 'dashboard.max-margin-message'),
  outerMargin: z.boolean(),
  backgroundColor: z.string(),
  backgroundImageUrl: z.string(),
  backgroundSizeMode: z.string(),
  autoFillHeight: z.boolean(),
  mobileAutoFillHeight: z.boolean(),
  mobileRowHeight: z
    .number({ error: 'dashboard.mobile-row-height-required' })
    .min(5, 'dashboard.min-mobile-row-height-message')
    .max(200, 'dashboard.max-mobile-row-height-message'),
}) satisfies z.ZodType<LayoutSettingsValues>;

function CheckboxField({ name, label }: { name: Path<LayoutSettingsValues>; label: string }) {
  const { t } = useTranslation();
  return (
    <Controller<LayoutSettingsValues>
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

/** One layout's grid: columns, margins, background, and how rows are sized on desktop and mobile. */
export function LayoutSettingsDialog({
  configuration,
  stateId,
  layoutId,
  onApply,
  onClose,
}: LayoutSettingsDialogProps) {
  const { t } = useTranslation();
  const form = useForm<LayoutSettingsValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: layoutSettingsValues(layoutOf(configuration, stateId, layoutId).gridSettings),
  });
  const apply = (values: LayoutSettingsValues) =>
    onApply(applyLayoutSettings(configuration, stateId, layoutId, values));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="layout-settings-dialog-title">
      <DialogTitle id="layout-settings-dialog-title">{t('dashboard.layout-settings')}</DialogTitle>
      <DialogContent>
        <FormProvider {...form}>
          <Stack
            component="form"
            id="layout-settings-form"
            noValidate
            spacing={2}
            sx={{ pt: 1 }}
            onSubmit={form.handleSubmit(apply)}
          >
            <Stack direction="row" spacing={2}>
              <FormTextField<LayoutSettingsValues>
                name="columns"
                label="dashboard.columns-count"
                numeric
                required
                fullWidth
              />
              <FormTextField<LayoutSettingsValues>
                name="margin"
                label="dashboard.widgets-margins"
                numeric
                required
                fullWidth
              />
            </Stack>
            <CheckboxField name="outerMargin" label="dashboard.apply-outer-margin" />
            <CheckboxField name="autoFillHeight" label="dashboard.autofill-height" />
            <FormTextField<LayoutSettingsValues> name="backgroundColor" label="dashboard.background-color" />
            <FormTextField<LayoutSettingsValues> name="backgroundImageUrl" label="dashboard.background-image" />
            <Controller
              name="backgroundSizeMode"
              control={form.control}
              render={({ field }) => (
                <TextField select label={t('dashboard.background-size-mode')} {...field}>
                  {BACKGROUND_SIZE_MODES.map((mode) => (
                    <MenuItem key={mode.value} value={mode.value}>
                      {t(mode.label)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Typography variant="subtitle2">{t('dashboard.mobile-layout')}</Typography>
            <CheckboxField name="mobileAutoFillHeight" label="dashboard.mobile-autofill-height" />
            <FormTextField<LayoutSettingsValues>
              name="mobileRowHeight"
              label="dashboard.mobile-row-height"
              numeric
              required
            />
          </Stack>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button type="submit" form="layout-settings-form" variant="contained" disabled={!form.formState.isValid}>
          {t('action.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
