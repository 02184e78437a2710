import { QUEUE_PROCESSING_STRATEGY_TYPES, QUEUE_SUBMIT_STRATEGY_TYPES, type Queue } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/editors/FormTextField';
import type { EntityFormProps } from '../../entities/entity-config';
import { useDirtyReport } from '../../entities/useDirtyReport';
import { type QueueValues, queueSchema, queueValues, toQueue } from './queue-form';

/** A rule-engine queue: how messages are submitted, how failures are retried and how the queue is polled. */
export function QueueForm({ formId, entity, disabled, onSubmit, onDirtyChange }: EntityFormProps<Queue>) {
  const { t } = useTranslation();
  const form = useForm<QueueValues>({ resolver: zodResolver(queueSchema), defaultValues: queueValues(entity) });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const submitStrategyType = form.watch('submitStrategyType');
  const number = (name: keyof QueueValues, label: string) => (
    <FormTextField<QueueValues> name={name} label={label} required inputMode="numeric" fullWidth disabled={disabled} />
  );
  const select = (name: 'submitStrategyType' | 'processingStrategyType', label: string, types: readonly string[]) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <TextField select label={t(label)} {...field} fullWidth disabled={disabled}>
          {types.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        id={formId}
        noValidate
        onSubmit={form.handleSubmit((values) => onSubmit(toQueue(entity, values)))}
      >
        {/* Messages and device profiles name a queue by its name and topic, so a saved queue keeps them. */}
        <FormTextField<QueueValues> name="name" label="queue.name" required fullWidth disabled={disabled || !!entity} />
        {select('submitStrategyType', 'queue.submit-strategy', QUEUE_SUBMIT_STRATEGY_TYPES)}
        {submitStrategyType === 'BATCH' && number('batchSize', 'queue.batch-size')}
        {select('processingStrategyType', 'queue.processing-strategy', QUEUE_PROCESSING_STRATEGY_TYPES)}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
          {number('retries', 'queue.retries')}
          {number('failurePercentage', 'queue.failure-percentage')}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
          {number('pauseBetweenRetries', 'queue.pause-between-retries')}
          {number('maxPauseBetweenRetries', 'queue.max-pause-between-retries')}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
          {number('pollInterval', 'queue.poll-interval')}
          {number('partitions', 'queue.partitions')}
          {number('packProcessingTimeout', 'queue.processing-timeout')}
        </Stack>
        <Controller
          name="consumerPerPartition"
          control={form.control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  disabled={disabled}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label={t('queue.consumer-per-partition')}
            />
          )}
        />
        <FormTextField<QueueValues>
          name="description"
          label="queue.description"
          multiline
          minRows={2}
          fullWidth
          disabled={disabled}
        />
      </Box>
    </FormProvider>
  );
}
