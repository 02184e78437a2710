import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useImperativeHandle } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../../components/editors/FormTextField';
import { SCRIPT_NODES } from '../script-nodes';
import {
  CLEAR_ALARM_NODE,
  type ClearAlarmValues,
  clearAlarmConfiguration,
  clearAlarmSchema,
  clearAlarmValues,
} from './alarm';
import { FormScriptField } from './FormFields';
import type { NodeFormProps } from './node-form';

/** The clear alarm node: the type of the alarm it clears and the script that rebuilds its details. */
export function ClearAlarmForm({ configuration, ruleNodeId, handle }: NodeFormProps) {
  const form = useForm<ClearAlarmValues>({
    resolver: zodResolver(clearAlarmSchema),
    defaultValues: clearAlarmValues(configuration),
    mode: 'onTouched',
  });
  useImperativeHandle(handle, () => ({
    configuration: async () =>
      (await form.trigger()) ? clearAlarmConfiguration(configuration, form.getValues()) : null,
  }));
  return (
    <FormProvider {...form}>
      <Stack spacing={2}>
        <FormScriptField<ClearAlarmValues>
          name="alarmDetailsBuildJs"
          label="rulenode.alarm-details-builder"
          kind={SCRIPT_NODES[CLEAR_ALARM_NODE].kind}
          ruleNodeId={ruleNodeId}
        />
        <FormTextField<ClearAlarmValues> name="alarmType" label="rulenode.alarm-type" required fullWidth />
      </Stack>
    </FormProvider>
  );
}
