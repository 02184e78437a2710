import { Box } from '@mui/material';
import { enumLabelKey } from '../alarm-rules/model/alarm-rule-text';
import { EnumSelect } from '../fields/EnumSelect';
import { NumberField } from '../fields/NumberField';
import { POWER_MODES } from './transport-defaults';
import type { Json } from './transport-fields';

interface PowerModeFieldsProps {
  value: Json;
  onChange(value: Json): void;
  disabled: boolean;
}

/** The power saving mode of CoAP and LwM2M devices, with the timers PSM and eDRX use (milliseconds). */
export function PowerModeFields({ value, onChange, disabled }: PowerModeFieldsProps) {
  const powerMode = typeof value.powerMode === 'string' ? value.powerMode : 'DRX';
  const timer = (field: string, label: string) => (
    <NumberField
      label={label}
      value={typeof value[field] === 'number' ? value[field] : null}
      min={0}
      disabled={disabled}
      onChange={(next) => onChange({ ...value, [field]: next })}
    />
  );
  return (
    <Box>
      <EnumSelect
        label="device-profile.power-saving-mode"
        value={powerMode}
        options={POWER_MODES}
        optionLabel={(mode) => enumLabelKey('device-profile.power-mode', mode)}
        disabled={disabled}
        onChange={(mode) => onChange({ ...value, powerMode: mode })}
      />
      {powerMode === 'PSM' && timer('psmActivityTimer', 'device-profile.psm-activity-timer')}
      {powerMode === 'E_DRX' && (
        <>
          {timer('edrxCycle', 'device-profile.edrx-cycle')}
          {timer('pagingTransmissionWindow', 'device-profile.paging-transmission-window')}
        </>
      )}
    </Box>
  );
}
