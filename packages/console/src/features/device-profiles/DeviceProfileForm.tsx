import type { DeviceProfile } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/http/api';
import type { EntityFormProps } from '../../entities/entity-config';
import { useDirtyReport } from '../../entities/useDirtyReport';
import { AlarmRulesEditor } from './alarm-rules/AlarmRulesEditor';
import type { KeySuggestions } from './alarm-rules/KeyFilterDialog';
import { PackageChangeDialog } from './details/PackageChangeDialog';
import { ProfileDetailsTab } from './details/ProfileDetailsTab';
import { changedPackages, type ProfileFormValues, profileFormValues, profileFromValues } from './profile-form-values';
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

/** The tab each profile was last shown on: switching the details panel to edit mode remounts the form. */
const lastTabs = new Map<string, string>();

/** The keys the profile's devices reported, offered when an alarm condition names a key; none for a new profile. */
function useKeySuggestions(profileId: string | undefined): KeySuggestions {
  const keys = useQuery({
    queryKey: ['device-profile-keys', profileId],
    queryFn: async () => {
      const id = profileId as string;
      const [timeseries, attributes] = await api.http.silently(() =>
        Promise.all([
          api.deviceProfiles.deviceTimeseriesKeys(id).catch(() => []),
          api.deviceProfiles.deviceAttributeKeys(id).catch(() => []),
        ]),
      );
      return { TIME_SERIES: timeseries, ATTRIBUTE: attributes };
    },
    enabled: Boolean(profileId),
    meta: { suppressErrors: true },
  });
  return keys.data ?? { TIME_SERIES: [], ATTRIBUTE: [] };
}

/** The device profile editor of the details panel and the add dialog: details, transport, alarm rules, provisioning. */
export function DeviceProfileForm({
  formId,
  entity,
  disabled,
  onSubmit,
  onDirtyChange,
  extraTabs = [],
}: EntityFormProps<DeviceProfile>) {
  const { t } = useTranslation();
  const [chosenTab, setShownTab] = useState<string>(() => (entity && lastTabs.get(entity.id.id)) || 'details');
  // A details tab (version control) is not there while editing: its form opens on the profile's details.
  const tab =
    TABS.includes(chosenTab as ProfileTab) || extraTabs.some((extra) => extra.id === chosenTab) ? chosenTab : 'details';
  const setTab = (next: string) => {
    if (entity) lastTabs.set(entity.id.id, next);
    setShownTab(next);
  };
  const suggestions = useKeySuggestions(entity?.id.id);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileSchema) as never,
    defaultValues: profileFormValues(entity),
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const submitted = form.formState.submitCount > 0;
  const [pending, setPending] = useState<{ values: ProfileFormValues; changed: ('FIRMWARE' | 'SOFTWARE')[] } | null>(
    null,
  );
  const save = (values: ProfileFormValues) => {
    const changed = changedPackages(entity, values);
    if (changed.length > 0) setPending({ values, changed });
    else onSubmit(profileFromValues(entity, values));
  };
  const showFirstProblem = (errors: FieldErrors<ProfileFormValues>) => {
    const field = (Object.keys(FIELD_TABS) as (keyof ProfileFormValues)[]).find((name) => errors[name]);
    if (field) setTab(FIELD_TABS[field]);
  };
  return (
    <FormProvider {...form}>
      <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(save, showFirstProblem)}>
        <Tabs
          value={tab}
          onChange={(_event, next: string) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
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
          {extraTabs.map((extra) => (
            <Tab key={extra.id} value={extra.id} label={t(extra.label)} />
          ))}
        </Tabs>
        <Box hidden={tab !== 'details'}>
          <ProfileDetailsTab disabled={disabled} profileId={entity?.id.id ?? null} />
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
        {extraTabs.map((extra) => (
          <Box key={extra.id} hidden={tab !== extra.id}>
            {tab === extra.id && extra.content}
          </Box>
        ))}
      </Box>
      {entity && (
        <PackageChangeDialog
          changed={pending?.changed ?? null}
          profileId={entity.id.id}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            if (pending) onSubmit(profileFromValues(entity, pending.values));
            setPending(null);
          }}
        />
      )}
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
