import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../components/editors/FormTextField';
import type { EntityFormProps } from '../../entities/entity-config';
import { useDirtyReport } from '../../entities/useDirtyReport';
import { type RuleChainListEntry, ruleChainDescription } from './rule-chain-entry';

const schema = z.object({
  name: z.string().trim().min(1, 'rulechain.name-required').max(255, 'rulechain.name-max-length'),
  debugMode: z.boolean(),
  description: z.string(),
});

type RuleChainValues = z.input<typeof schema>;

/** The name, debug mode and description of a chain; its nodes are edited in the chain editor. */
export function RuleChainForm({
  formId,
  entity,
  disabled,
  onSubmit,
  onDirtyChange,
}: EntityFormProps<RuleChainListEntry>) {
  const { t } = useTranslation();
  const form = useForm<RuleChainValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: entity?.name ?? '',
      debugMode: entity?.debugMode ?? false,
      description: entity ? ruleChainDescription(entity) : '',
    },
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const submit = (values: RuleChainValues) =>
    onSubmit({
      ...entity,
      name: values.name.trim(),
      debugMode: values.debugMode,
      additionalInfo: { ...entity?.additionalInfo, description: values.description },
    });
  return (
    <FormProvider {...form}>
      <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(submit)}>
        <FormTextField<RuleChainValues> name="name" label="rulechain.name" required disabled={disabled} />
        <Controller
          control={form.control}
          name="debugMode"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  disabled={disabled}
                />
              }
              label={t('rulechain.debug-mode')}
            />
          )}
        />
        <FormTextField<RuleChainValues>
          name="description"
          label="rulechain.description"
          multiline
          minRows={2}
          disabled={disabled}
        />
      </Box>
    </FormProvider>
  );
}
