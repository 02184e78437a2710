import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useImperativeHandle } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../../components/editors/FormTextField';
import { SCRIPT_NODES } from '../script-nodes';
import {
  ALARM_SEVERITIES,
  CREATE_ALARM_NODE,
  type CreateAlarmValues,
  createAlarmConfiguration,
  createAlarmSchema,
  createAlarmValues,
} from './alarm';
import { FormCheckbox, FormChips, FormScriptField, FormSelect } from './FormFields';
import type { NodeFormProps } from './node-form';

/**
 * The create alarm node: the alarm from the message or built here (type, a severity or a severity pattern, the
 * details script), and where the alarm is propagated.
 */
export function CreateAlarmForm({ configuration, ruleNodeId, handle }: NodeFormProps) {
  const form = useForm<CreateAlarmValues>({
    resolver: zodResolver(createAlarmSchema),
    defaultValues: createAlarmValues(configuration),
    mode: 'onTouched',
  });
  useImperativeHandle(handle, () => ({
    configuration: async () =>
      (await form.trigger()) ? createAlarmConfiguration(configuration, form.getValues()) : null,
  }));
  const [fromMessage, overwrite, dynamicSeverity, propagate] = form.watch([
    'useMessageAlarmData',
    'overwriteAlarmDetails',
    'dynamicSeverity',
    'propagate',
  ]);
  const switchSeverity = (dynamic: boolean) => {
    // a pattern starts empty and a fixed severity starts from the platform's default, never from the other kind
    form.setValue('severity', dynamic ? '' : 'CRITICAL');
  };
  return (
    <FormProvider {...form}>
      <Stack spacing={2}>
        <FormCheckbox<CreateAlarmValues> name="useMessageAlarmData" label="rulenode.use-message-alarm-data" />
        {fromMessage && (
          <FormCheckbox<CreateAlarmValues> name="overwriteAlarmDetails" label="rulenode.overwrite-alarm-details" />
        )}
        {(!fromMessage || overwrite) && (
          <FormScriptField<CreateAlarmValues>
            name="alarmDetailsBuildJs"
            label="rulenode.alarm-details-builder"
            kind={SCRIPT_NODES[CREATE_ALARM_NODE].kind}
            ruleNodeId={ruleNodeId}
          />
        )}
        {!fromMessage && (
          <>
            <FormTextField<CreateAlarmValues> name="alarmType" label="rulenode.alarm-type" required fullWidth />
            <FormCheckbox<CreateAlarmValues>
              name="dynamicSeverity"
              label="rulenode.use-alarm-severity-pattern"
              onToggle={switchSeverity}
            />
            {dynamicSeverity ? (
              <FormTextField<CreateAlarmValues>
                name="severity"
                label="rulenode.alarm-severity-pattern"
                required
                fullWidth
              />
            ) : (
              <FormSelect<CreateAlarmValues>
                name="severity"
                label="rulenode.alarm-severity"
                options={ALARM_SEVERITIES}
                optionLabel={(severity) => `alarm.severity-value.${severity.toLowerCase()}`}
              />
            )}
            <FormCheckbox<CreateAlarmValues> name="propagate" label="rulenode.propagate" />
            {propagate && <FormChips<CreateAlarmValues> name="relationTypes" label="rulenode.relation-types" />}
            <FormCheckbox<CreateAlarmValues> name="propagateToOwner" label="rulenode.propagate-to-owner" />
            <FormCheckbox<CreateAlarmValues> name="propagateToTenant" label="rulenode.propagate-to-tenant" />
          </>
        )}
      </Stack>
    </FormProvider>
  );
}
