import type { DeviceProfile } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/http/api';
import type { EntityFormProps } from '../../entities/entity-config';
import { AlarmRulesEditor } from './alarm-rules/AlarmRulesEditor';
import type { KeySuggestions } from './alarm-rules/KeyFilterDialog';
import { ProfileDetailsTab } from './details/ProfileDetailsTab';
import { type ProfileFormValues, profileFormValues, profileFromValues } from './profile-form-values';
import { FIELD_TABS, type ProfileTab, profileSchema } from './profile-schema';
import { ProvisionTab } from './provision/ProvisionTab';
import { TransportTab } from './transport/TransportTab';

const TABS: ProfileTab[] = ['details', 'transport', 'alarms', 'provisioning'];
const TAB_LABELS: Record<ProfileTab, string> = {
  details: 'device-profile.profile-details',
  transport: 'device-profile.transport-configuration',
  alarms: 'device-profile.alarm-rules',
  provisioning: 'device-profile.device-provisioning',
};

/** The keys the profile's devices reported, offered when an alarm condition names a key; none for a new profile. */
function useKeySuggestions(profileId: string | undefined): KeySuggestions {
  const keys = useQuery({
    queryKey: ['device-profile-keys', profileId],
    queryFn: async () => {
      const id = profileId as string;
      const [timeseries, attributes] = await Promise.all([
        api.deviceProfiles.timeseriesKeys(id).catch(() => []),
        api.deviceProfiles.attributesKeys(id).catch(() => []),
      ]);
      return { TIME_SERIES: timeseries, ATTRIBUTE: attributes };
    },
    enabled: Boolean(profileId),
    meta: { suppressErrors: true },
  });
  return keys.data ?? { TIME_SERIES: [], ATTRIBUTE: [] };
}

/** The device profile editor of the details panel and the add dialog: details, transport, alarm rules, provisioning. */
export function DeviceProfileForm({ formId, entity, disabled, onSubmit }: EntityFormProps<DeviceProfile>) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ProfileTab>('details');
  const suggestions = useKeySuggestions(entity?.id.id);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileSchema) as never,
    defaultValues: profileFormValues(entity),
  });
  const submitted = form.formState.submitCount > 0;
  const showFirstProblem = (errors: FieldErrors<ProfileFormValues>) => {
    const field = (Object.keys(FIELD_TABS) as (keyof ProfileFormValues)[]).find((name) => errors[name]);
    if (field) setTab(FIELD_TABS[field]);
  };
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        id={formId}
        noValidate
        onSubmit={form.handleSubmit((values) => onSubmit(profileFromValues(entity, values)), showFirstProblem)}
      >
        <Tabs
          value={tab}
          onChange={(_event, next: ProfileTab) => setTab(next)}
          variant="scrollable"
          aria-label={t('device-profile.device-profile')}
          sx={{ mb: 1 }}
        >
          {TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(TAB_LABELS[value])}
              sx={form.formState.errors[tabField(value)] ? { color: 'error.main' } : undefined}
            />
          ))}
        </Tabs>
        <Box hidden={tab !== 'details'}>
          <ProfileDetailsTab disabled={disabled} />
        </Box>
        <Box hidden={tab !== 'transport'}>
          <TransportTab disabled={disabled} />
        </Box>
        <Box hidden={tab !== 'alarms'}>
          <Controller
            name="alarms"
            control={form.control}
            render={({ field }) => (
              <AlarmRulesEditor
                value={field.value}
                onChange={field.onChange}
                disabled={disabled}
                suggestions={suggestions}
                showProblems={submitted}
              />
            )}
          />
        </Box>
        <Box hidden={tab !== 'provisioning'}>
          <ProvisionTab disabled={disabled} />
        </Box>
      </Box>
    </FormProvider>
  );
}

/** The field whose error marks a tab: the one problem each tab can have beyond its plain fields. */
function tabField(tab: ProfileTab): keyof ProfileFormValues {
  if (tab === 'transport') return 'transportConfiguration';
  if (tab === 'alarms') return 'alarms';
  if (tab === 'provisioning') return 'provisionDeviceKey';
  return 'name';
}
