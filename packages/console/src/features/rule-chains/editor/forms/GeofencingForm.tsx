import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useImperativeHandle } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../../components/editors/FormTextField';
import { FormCheckbox, FormSelect } from './FormFields';
import {
  DURATION_UNITS,
  type GeofencingValues,
  geofencingConfiguration,
  geofencingSchema,
  geofencingValues,
  PERIMETER_TYPES,
  RANGE_UNITS,
} from './geofencing';
import type { NodeFormProps } from './node-form';

/**
 * The GPS geofencing filter and action nodes: the keys of the coordinates, the perimeter (from the message's
 * metadata, or a polygon or a circle given here) and, for the action node, how long an entity must stay inside or
 * outside before it counts.
 */
export function GeofencingForm({ configuration, handle }: NodeFormProps) {
  const form = useForm<GeofencingValues>({
    resolver: zodResolver(geofencingSchema),
    defaultValues: geofencingValues(configuration),
    mode: 'onTouched',
  });
  useImperativeHandle(handle, () => ({
    configuration: async () =>
      (await form.trigger()) ? geofencingConfiguration(configuration, form.getValues()) : null,
  }));
  const [fromMetadata, perimeterType, withDurations] = form.watch([
    'fetchPerimeterInfoFromMessageMetadata',
    'perimeterType',
    'withDurations',
  ]);
  const text = (name: keyof GeofencingValues, label: string, required = true) => (
    <FormTextField<GeofencingValues> name={name} label={label} required={required} fullWidth />
  );
  const duration = (name: 'minInsideDuration' | 'minOutsideDuration', label: string) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <FormTextField<GeofencingValues> name={name} label={label} required inputMode="numeric" fullWidth />
      <FormSelect<GeofencingValues>
        name={`${name}TimeUnit`}
        label="rulenode.time-unit"
        options={DURATION_UNITS}
        optionLabel={(unit) => `timeinterval.${unit.toLowerCase()}`}
      />
    </Stack>
  );
  return (
    <FormProvider {...form}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {text('latitudeKeyName', 'rulenode.latitude-key-name')}
          {text('longitudeKeyName', 'rulenode.longitude-key-name')}
        </Stack>
        <FormSelect<GeofencingValues>
          name="perimeterType"
          label="rulenode.perimeter-type"
          options={PERIMETER_TYPES}
          optionLabel={(type) => `rulenode.perimeter-type-${type.toLowerCase()}`}
        />
        <FormCheckbox<GeofencingValues>
          name="fetchPerimeterInfoFromMessageMetadata"
          label="rulenode.fetch-perimeter-info-from-metadata"
        />
        {fromMetadata && text('perimeterKeyName', 'rulenode.perimeter-key-name')}
        {!fromMetadata && perimeterType === 'POLYGON' && (
          <FormTextField<GeofencingValues>
            name="polygonsDefinition"
            label="rulenode.polygon-definition"
            required
            multiline
            minRows={2}
            fullWidth
          />
        )}
        {!fromMetadata && perimeterType === 'CIRCLE' && (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {text('centerLatitude', 'rulenode.center-latitude')}
              {text('centerLongitude', 'rulenode.center-longitude')}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {text('range', 'rulenode.range')}
              <FormSelect<GeofencingValues>
                name="rangeUnit"
                label="rulenode.range-unit"
                options={RANGE_UNITS}
                optionLabel={(unit) => `rulenode.range-unit-${unit.toLowerCase().replace('_', '-')}`}
              />
            </Stack>
          </>
        )}
        {withDurations && (
          <>
            {duration('minInsideDuration', 'rulenode.min-inside-duration')}
            {duration('minOutsideDuration', 'rulenode.min-outside-duration')}
          </>
        )}
      </Stack>
    </FormProvider>
  );
}
