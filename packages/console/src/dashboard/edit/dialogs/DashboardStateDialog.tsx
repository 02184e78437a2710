import type { DashboardConfiguration } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { stateIdFromName, stateReferenceCount } from './dashboard-states';

export interface StateEdit {
  id: string;
  name: string;
}

interface DashboardStateDialogProps {
  configuration: DashboardConfiguration;
  /** the id of the state to edit; a new state when null */
  stateId: string | null;
  onSave(state: StateEdit): void;
  onClose(): void;
}

function stateSchema(otherIds: readonly string[]) {
  return z.object({
    name: z.string().trim().min(1, 'dashboard.state-name-required'),
    id: z
      .string()
      .trim()
      .min(1, 'dashboard.state-id-required')
      .refine((id) => !otherIds.includes(id), 'dashboard.state-id-exists'),
  });
}

type StateValues = z.input<ReturnType<typeof stateSchema>>;

/**
 * A state's name and id. A new state's id follows its name until the id is typed; changing a saved state's id warns
 * when widget actions open the state, since they are pointed to the new id.
 */
export function DashboardStateDialog({ configuration, stateId, onSave, onClose }: DashboardStateDialogProps) {
  const { t } = useTranslation();
  const otherIds = Object.keys(configuration.states).filter((id) => id !== stateId);
  const form = useForm<StateValues>({
    resolver: zodResolver(stateSchema(otherIds)),
    mode: 'onChange',
    defaultValues: { name: stateId ? (configuration.states[stateId]?.name ?? '') : '', id: stateId ?? '' },
  });
  const id = form.watch('id');
  const references = stateId && id.trim() !== stateId ? stateReferenceCount(configuration, stateId) : 0;
  const save = (values: StateValues) => onSave({ id: values.id.trim(), name: values.name.trim() });
  const titleKey = stateId ? 'dashboard.edit-state' : 'dashboard.add-state';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="dashboard-state-dialog-title">
      <DialogTitle id="dashboard-state-dialog-title">{t(titleKey)}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="dashboard-state-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={form.handleSubmit(save)}
        >
          <Controller
            name="name"
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  if (!stateId && !form.getFieldState('id').isDirty) {
                    form.setValue('id', stateIdFromName(event.target.value, otherIds), { shouldValidate: true });
                  }
                }}
                label={t('dashboard.state-name')}
                required
                autoFocus
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              />
            )}
          />
          <Controller
            name="id"
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={t('dashboard.state-id')}
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              />
            )}
          />
          {references > 0 && (
            <Alert severity="warning">{t('dashboard.state-id-references', { count: references })}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button type="submit" form="dashboard-state-form" variant="contained" disabled={!form.formState.isValid}>
          {t(stateId ? 'action.save' : 'action.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
