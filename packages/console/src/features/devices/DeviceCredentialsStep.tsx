import type { EntityId } from '@fleetdeck/model';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { api } from '../../core/http/api';
import { CheckboxField } from '../device-profiles/fields/CheckboxField';
import { CredentialsFields } from './credentials/CredentialsFields';
import { allowedCredentialsTypes, credentialsProblems } from './credentials/credentials-values';
import type { DeviceFormValues } from './device-form-values';

interface DeviceCredentialsStepProps {
  deviceProfileId: EntityId | null;
  disabled: boolean;
}

/** The optional credentials of a new device, limited to the types its profile's transport accepts. */
export function DeviceCredentialsStep({ deviceProfileId, disabled }: DeviceCredentialsStepProps) {
  const { control, setValue, getValues, formState } = useFormContext<DeviceFormValues>();
  const addCredentials = useWatch({ control, name: 'addCredentials' });
  const profile = useQuery({
    queryKey: ['device-profile-info', deviceProfileId?.id],
    queryFn: () => api.deviceProfiles.info(deviceProfileId?.id as string),
    enabled: Boolean(deviceProfileId),
    meta: { suppressErrors: true },
  });
  const allowed = allowedCredentialsTypes(profile.data?.transportType);
  const allowedKey = allowed.join();
  // A profile of another transport may not accept the chosen type: switch to the first type it accepts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the allowed list is new on every render; its content matters.
  useEffect(() => {
    const credentials = getValues('credentials');
    if (!allowed.includes(credentials.credentialsType))
      setValue('credentials', { ...credentials, credentialsType: allowed[0] });
  }, [allowedKey]);
  return (
    <Box>
      <Controller
        name="addCredentials"
        control={control}
        render={({ field }) => (
          <CheckboxField
            label="device.wizard.add-credentials"
            checked={field.value}
            disabled={disabled}
            onChange={field.onChange}
          />
        )}
      />
      {addCredentials && (
        <Controller
          name="credentials"
          control={control}
          render={({ field }) => (
            <CredentialsFields
              value={field.value}
              onChange={field.onChange}
              allowedTypes={allowed}
              disabled={disabled}
              problems={formState.submitCount > 0 ? credentialsProblems(field.value) : {}}
            />
          )}
        />
      )}
    </Box>
  );
}
