import type { EntityType } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Typography } from '@mui/material';
import { useImperativeHandle } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/editors/FormTextField';
import { EntityAutocomplete } from '../../../../components/pickers/EntityAutocomplete';
import { EntityTypeSelect } from '../../../../components/pickers/EntityTypeSelect';
import { SCRIPT_NODES } from '../script-nodes';
import { FormScriptField } from './FormFields';
import {
  GENERATOR_NODE,
  type GeneratorValues,
  generatorConfiguration,
  generatorSchema,
  generatorValues,
  ORIGINATOR_TYPES,
} from './generator';
import type { NodeFormProps } from './node-form';

/** The generator node: how many messages, how often, from which entity, and the function that makes them. */
export function GeneratorForm({ configuration, ruleNodeId, handle }: NodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<GeneratorValues>({
    resolver: zodResolver(generatorSchema),
    defaultValues: generatorValues(configuration),
    mode: 'onTouched',
  });
  useImperativeHandle(handle, () => ({
    configuration: async () =>
      (await form.trigger()) ? generatorConfiguration(configuration, form.getValues()) : null,
  }));
  const [originatorType, originatorId] = form.watch(['originatorType', 'originatorId']);
  return (
    <FormProvider {...form}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <FormTextField<GeneratorValues>
            name="msgCount"
            label="rulenode.message-count"
            required
            inputMode="numeric"
            fullWidth
          />
          <FormTextField<GeneratorValues>
            name="periodInSeconds"
            label="rulenode.period-seconds"
            required
            inputMode="numeric"
            fullWidth
          />
        </Stack>
        <Typography variant="subtitle2">{t('rulenode.originator')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <EntityTypeSelect<EntityType>
            value={(originatorType as EntityType | null) ?? null}
            allowedTypes={ORIGINATOR_TYPES}
            onChange={(type) => {
              form.setValue('originatorType', type);
              form.setValue('originatorId', null);
            }}
          />
          <EntityAutocomplete
            entityType={(originatorType as EntityType | null) ?? null}
            value={
              originatorType && originatorId ? { entityType: originatorType as EntityType, id: originatorId } : null
            }
            onChange={(id) => form.setValue('originatorId', id?.id ?? null)}
          />
        </Stack>
        <FormScriptField<GeneratorValues>
          name="jsScript"
          label="rulenode.generator-function"
          kind={SCRIPT_NODES[GENERATOR_NODE].kind}
          ruleNodeId={ruleNodeId}
        />
      </Stack>
    </FormProvider>
  );
}
