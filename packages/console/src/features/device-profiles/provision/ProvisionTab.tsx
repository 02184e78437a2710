import { DEVICE_PROFILE_PROVISION_TYPES } from '@fleetdeck/model';
import { mdiAutorenew } from '@mdi/js';
import { Box, IconButton, InputAdornment, Tooltip } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/chrome/CopyButton';
import { FormTextField } from '../../../components/editors/FormTextField';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { enumLabelKey } from '../alarm-rules/model/alarm-rule-text';
import { EnumSelect } from '../fields/EnumSelect';
import { generateProvisionSecret, type ProfileFormValues } from '../profile-form-values';

/** Device provisioning: the strategy and, when devices may provision, the key and secret they present. */
export function ProvisionTab({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ProfileFormValues>();
  const [provisionType, key, secret] = useWatch({
    control,
    name: ['provisionType', 'provisionDeviceKey', 'provisionDeviceSecret'],
  });
  const adornment = (field: 'provisionDeviceKey' | 'provisionDeviceSecret', value: string, copyLabel: string) => (
    <InputAdornment position="end">
      {!disabled && (
        <Tooltip title={t('device-profile.generate')}>
          <IconButton
            size="small"
            aria-label={t('device-profile.generate')}
            onClick={() => setValue(field, generateProvisionSecret(), { shouldDirty: true, shouldValidate: true })}
          >
            <MdiIcon path={mdiAutorenew} fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <CopyButton text={value} label={copyLabel} />
    </InputAdornment>
  );
  return (
    <Box>
      <Controller
        name="provisionType"
        control={control}
        render={({ field }) => (
          <EnumSelect
            label="device-profile.provision-strategy"
            value={field.value}
            options={DEVICE_PROFILE_PROVISION_TYPES}
            optionLabel={(type) => enumLabelKey('device-profile.provision-strategy-value', type)}
            disabled={disabled}
            onChange={(type) => {
              field.onChange(type);
              if (type !== 'DISABLED') {
                if (!key) setValue('provisionDeviceKey', generateProvisionSecret());
                if (!secret) setValue('provisionDeviceSecret', generateProvisionSecret());
              }
            }}
          />
        )}
      />
      {provisionType !== 'DISABLED' && (
        <>
          <FormTextField<ProfileFormValues>
            name="provisionDeviceKey"
            label="device-profile.provision-device-key"
            required
            disabled={disabled}
            slotProps={{
              input: { endAdornment: adornment('provisionDeviceKey', key, 'device-profile.copy-provision-key') },
            }}
          />
          <FormTextField<ProfileFormValues>
            name="provisionDeviceSecret"
            label="device-profile.provision-device-secret"
            required
            disabled={disabled}
            slotProps={{
              input: {
                endAdornment: adornment('provisionDeviceSecret', secret, 'device-profile.copy-provision-secret'),
              },
            }}
          />
        </>
      )}
    </Box>
  );
}
