import { Box, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ColorInput } from '../../../components/editors/ColorInput';
import { MaterialIconSelect } from '../../../components/icons/MaterialIconSelect';
import type { LegendConfig } from '../../../widgets/widget-config';
import { LegendFields } from './LegendFields';

type Json = Record<string, unknown>;

interface AppearanceTabProps {
  config: Json;
  onChange(changes: Json): void;
  /** the title style as typed: it is parsed when the dialog saves, so a half-typed object is not lost */
  titleStyle: string;
  onTitleStyle(text: string): void;
}

const TEXT_FIELDS = [
  ['title', 'widget-config.title'],
  ['padding', 'widget-config.padding'],
  ['margin', 'widget-config.margin'],
  ['units', 'widget-config.units'],
] as const;

const COLOURS = [
  ['iconColor', 'widget-config.icon-color'],
  ['backgroundColor', 'widget-config.background-color'],
  ['color', 'widget-config.text-color'],
] as const;

const SWITCHES = [
  ['showTitle', 'widget-config.display-title', true],
  ['showTitleIcon', 'widget-config.display-icon', false],
  ['dropShadow', 'widget-config.drop-shadow', true],
  ['enableFullscreen', 'widget-config.enable-fullscreen', true],
  ['showLegend', 'widget-config.display-legend', false],
] as const;

/**
 * The Appearance tab: the widget's title, its icon and style, colours, spacing, legend, units and CSS, under the
 * platform's names.
 */
export function AppearanceTab({ config, onChange, titleStyle, onTitleStyle }: AppearanceTabProps) {
  const { t } = useTranslation();
  const text = (name: string) => (typeof config[name] === 'string' ? (config[name] as string) : '');
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {SWITCHES.map(([name, key, byDefault]) => (
          <FormControlLabel
            key={name}
            control={
              <Checkbox
                checked={typeof config[name] === 'boolean' ? (config[name] as boolean) : byDefault}
                onChange={(e) => onChange({ [name]: e.target.checked })}
              />
            }
            label={t(key)}
          />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {TEXT_FIELDS.map(([name, key]) => (
          <TextField
            key={name}
            label={t(key)}
            value={text(name)}
            onChange={(e) => onChange({ [name]: e.target.value })}
          />
        ))}
        <MaterialIconSelect
          label={t('widget-config.title-icon')}
          value={text('titleIcon')}
          onChange={(titleIcon) => onChange({ titleIcon })}
        />
        {COLOURS.map(([name, key]) => (
          <ColorInput key={name} label={t(key)} value={text(name)} onChange={(value) => onChange({ [name]: value })} />
        ))}
        <TextField
          label={t('widget-config.decimals')}
          type="number"
          value={typeof config.decimals === 'number' ? config.decimals : ''}
          onChange={(e) => onChange({ decimals: e.target.value === '' ? undefined : Number(e.target.value) })}
        />
      </Box>
      {config.showLegend === true && (
        <LegendFields
          value={config.legendConfig as Partial<LegendConfig> | undefined}
          onChange={(legendConfig) => onChange({ legendConfig })}
        />
      )}
      <TextField
        label={t('widget-config.title-style')}
        multiline
        minRows={3}
        value={titleStyle}
        onChange={(e) => onTitleStyle(e.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <TextField
        label={t('widget-config.widget-css')}
        multiline
        minRows={3}
        value={text('widgetCss')}
        onChange={(e) => onChange({ widgetCss: e.target.value })}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
    </Stack>
  );
}
