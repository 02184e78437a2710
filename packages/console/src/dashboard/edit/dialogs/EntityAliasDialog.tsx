import type { EntityAlias, EntityAliasFilter, EntityAliasFilterType } from '@fleetdeck/model';
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
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAuthStore } from '../../../core/session/auth-store';
import { AliasFilterFields } from './AliasFilterFields';
import { aliasFilterError, emptyAliasFilter, filterTypeLabel, offeredFilterTypes } from './alias-filter';
import { type AliasNames, aliasNameTaken } from './entity-aliases';

interface EntityAliasDialogProps {
  /** the alias to edit; a new alias when null */
  alias: EntityAlias | null;
  /** the dashboard's aliases, for the unique name rule */
  aliases: AliasNames;
  /** the name a new alias starts with: what was typed where it was missing */
  initialName?: string;
  onSave(alias: EntityAlias): void;
  onClose(): void;
}

function aliasSchema(aliases: AliasNames, editedId: string | null) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'alias.name-required')
      .refine((name) => !aliasNameTaken(aliases, name, editedId), 'alias.duplicate-alias'),
    filter: z.custom<EntityAliasFilter>().superRefine((filter, context) => {
      const error = aliasFilterError(filter);
      if (error) context.addIssue({ code: 'custom', message: error });
    }),
  });
}

type AliasValues = z.input<ReturnType<typeof aliasSchema>>;

/** The alias editor: its name, its filter type and that type's fields, and whether it resolves to many entities. */
export function EntityAliasDialog({ alias, aliases, initialName = '', onSave, onClose }: EntityAliasDialogProps) {
  const { t } = useTranslation();
  const edgesEnabled = useAuthStore((state) => state.edgesSupportEnabled);
  const form = useForm<AliasValues>({
    resolver: zodResolver(aliasSchema(aliases, alias?.id ?? null)),
    defaultValues: {
      name: alias?.alias ?? initialName,
      filter: alias?.filter ?? emptyAliasFilter('singleEntity', false),
    },
  });
  const filter = form.watch('filter');
  const types = offeredFilterTypes(edgesEnabled);
  const save = (values: AliasValues) =>
    onSave({ ...alias, id: alias?.id ?? crypto.randomUUID(), alias: values.name.trim(), filter: values.filter });
  const changeType = (type: EntityAliasFilterType) =>
    form.setValue('filter', emptyAliasFilter(type, Boolean(filter.resolveMultiple)), {
      shouldValidate: form.formState.isSubmitted,
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="entity-alias-dialog-title">
      <DialogTitle id="entity-alias-dialog-title">{t(alias ? 'alias.edit' : 'alias.add')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="entity-alias-form"
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
                label={t('alias.name')}
                required
                autoFocus
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              />
            )}
          />
          <TextField
            select
            label={t('alias.filter-type')}
            value={filter.type}
            onChange={(event) => changeType(event.target.value as EntityAliasFilterType)}
          >
            {/* a saved alias of a type no longer offered (edge support turned off) still shows its type */}
            {[...new Set([...types, filter.type])].map((type) => (
              <MenuItem key={type} value={type}>
                {t(filterTypeLabel(type))}
              </MenuItem>
            ))}
          </TextField>
          <Controller
            name="filter"
            control={form.control}
            render={({ field, fieldState }) => (
              <>
                <AliasFilterFields filter={field.value} onChange={field.onChange} />
                {fieldState.error?.message && (
                  <Typography role="alert" color="error" variant="body2">
                    {t(fieldState.error.message)}
                  </Typography>
                )}
              </>
            )}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(filter.resolveMultiple)}
                onChange={(event) => form.setValue('filter', { ...filter, resolveMultiple: event.target.checked })}
              />
            }
            label={t('alias.resolve-multiple')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button type="submit" form="entity-alias-form" variant="contained">
          {t(alias ? 'action.save' : 'action.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
