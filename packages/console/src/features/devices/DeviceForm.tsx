import type { Device } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Step, StepButton, Stepper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/editors/FormTextField';
import { EntityAutocomplete } from '../../components/pickers/EntityAutocomplete';
import { api } from '../../core/http/api';
import type { EntityFormProps } from '../../entities/entity-config';
import { useDirtyReport } from '../../entities/useDirtyReport';
import { CheckboxField } from '../device-profiles/fields/CheckboxField';
import { DeviceCredentialsStep } from './DeviceCredentialsStep';
import { type DeviceFormValues, deviceFormValues, deviceFromValues, deviceSchema } from './device-form-values';
import { SnmpDeviceFields } from './SnmpDeviceFields';
import { snmpDeviceProblems } from './snmp-device';

type AddStep = 'details' | 'credentials';

/** A new device starts with the tenant's default profile, as the platform's console does. */
function useDefaultProfile(enabled: boolean) {
  return useQuery({
    queryKey: ['device-profile-default'],
    queryFn: () => api.http.silently(() => api.deviceProfiles.defaultInfo()),
    enabled,
    meta: { suppressErrors: true },
  });
}

/**
 * Name, label, device profile, gateway settings and description of a device. Adding a device has a second, optional
 * step for its credentials; without it the server generates an access token.
 */
export function DeviceForm({ formId, entity, disabled, onSubmit, onDirtyChange }: EntityFormProps<Device>) {
  const { t } = useTranslation();
  const adding = entity === null;
  const [step, setStep] = useState<AddStep>('details');
  const form = useForm<DeviceFormValues>({
    resolver: zodResolver(deviceSchema) as never,
    defaultValues: deviceFormValues(entity),
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const [gateway, deviceProfileId, transportType] = useWatch({
    control: form.control,
    name: ['gateway', 'deviceProfileId', 'transportType'],
  });
  const defaultProfile = useDefaultProfile(adding);
  const profile = useQuery({
    queryKey: ['device-profile-info', deviceProfileId?.id],
    queryFn: () => api.http.silently(() => api.deviceProfiles.info(deviceProfileId?.id as string)),
    enabled: Boolean(deviceProfileId),
    meta: { suppressErrors: true },
  });
  useEffect(() => {
    form.setValue('transportType', deviceProfileId ? (profile.data?.transportType ?? null) : null);
  }, [deviceProfileId, profile.data, form]);
  useEffect(() => {
    if (adding && defaultProfile.data && !form.getValues('deviceProfileId'))
      form.setValue('deviceProfileId', defaultProfile.data.id);
  }, [adding, defaultProfile.data, form]);

  const details = (
    <Box>
      <FormTextField<DeviceFormValues> name="name" label="device.name" required disabled={disabled} />
      <FormTextField<DeviceFormValues> name="label" label="device.label" disabled={disabled} />
      <Controller
        name="deviceProfileId"
        control={form.control}
        render={({ field, fieldState }) => (
          <Box sx={{ my: 1 }}>
            <EntityAutocomplete
              entityType="DEVICE_PROFILE"
              label="device-profile.device-profile"
              value={field.value}
              onChange={(value) => field.onChange(value)}
              required
              requiredMessage="device-profile.device-profile-required"
              error={fieldState.error?.message}
              disabled={disabled}
            />
          </Box>
        )}
      />
      <Controller
        name="gateway"
        control={form.control}
        render={({ field }) => (
          <CheckboxField
            label="device.is-gateway"
            checked={field.value}
            disabled={disabled}
            onChange={field.onChange}
          />
        )}
      />
      {gateway && (
        <Controller
          name="overwriteActivityTime"
          control={form.control}
          render={({ field }) => (
            <CheckboxField
              label="device.overwrite-activity-time"
              checked={field.value}
              disabled={disabled}
              onChange={field.onChange}
            />
          )}
        />
      )}
      {transportType === 'SNMP' && (
        <Controller
          name="snmp"
          control={form.control}
          render={({ field }) => (
            <SnmpDeviceFields
              value={field.value}
              onChange={field.onChange}
              disabled={disabled}
              problems={form.formState.submitCount > 0 ? snmpDeviceProblems(field.value) : {}}
            />
          )}
        />
      )}
      <FormTextField<DeviceFormValues>
        name="description"
        label="device.description"
        multiline
        minRows={2}
        disabled={disabled}
      />
    </Box>
  );

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        id={formId}
        noValidate
        onSubmit={form.handleSubmit(
          (values) => onSubmit(deviceFromValues(entity, values)),
          (errors) =>
            setStep(errors.name || errors.label || errors.deviceProfileId || errors.snmp ? 'details' : 'credentials'),
        )}
      >
        {adding ? (
          <>
            <Stepper nonLinear activeStep={step === 'details' ? 0 : 1} sx={{ mb: 2 }}>
              <Step completed={false}>
                <StepButton onClick={() => setStep('details')}>{t('device.wizard.device-details')}</StepButton>
              </Step>
              <Step completed={false}>
                <StepButton onClick={() => setStep('credentials')} optional={t('device.wizard.optional')}>
                  {t('device.credentials')}
                </StepButton>
              </Step>
            </Stepper>
            <Box hidden={step !== 'details'}>
              {details}
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <Button onClick={() => setStep('credentials')}>
                  {t('action.next-with-label', { label: t('device.credentials') })}
                </Button>
              </Box>
            </Box>
            <Box hidden={step !== 'credentials'}>
              <DeviceCredentialsStep deviceProfileId={deviceProfileId} disabled={disabled} />
            </Box>
          </>
        ) : (
          details
        )}
      </Box>
    </FormProvider>
  );
}
