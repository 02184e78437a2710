import { Box, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { fillEntityPattern } from '../../entity-pattern';
import type { WidgetAttributeScope } from '../../widget-context';
import type { WidgetProps } from '../../widget-definition';
import { BooleanValueForm } from './BooleanValueForm';
import type { ValueTarget, ValueType } from './family';
import type { ValueFormProps } from './form-props';
import { ImageValueForm } from './ImageValueForm';
import { LocationValueForm } from './LocationValueForm';
import type { UpdateValueSettings } from './settings';
import { TextValueForm } from './TextValueForm';
import { valueSource } from './value-source';

const FORMS: Record<ValueType, ComponentType<ValueFormProps>> = {
  string: TextValueForm,
  integer: TextValueForm,
  double: TextValueForm,
  date: TextValueForm,
  json: TextValueForm,
  boolean: BooleanValueForm,
  location: LocationValueForm,
  image: ImageValueForm,
};

interface UpdateValueProps extends WidgetProps<UpdateValueSettings> {
  target: ValueTarget;
  valueType: ValueType;
}

/**
 * The platform's "update attribute / time series" widgets: one input for one key of the datasource's entity, saved
 * as a server or shared attribute or as the latest time series value, through the dashboard's services.
 */
export function UpdateValue({ config, data, entities, translate, context, target, valueType }: UpdateValueProps) {
  const settings = config.settings;
  const source = valueSource(data, entities, target, valueType, settings);
  const scope: WidgetAttributeScope | 'timeseries' = target === 'settings' ? settings.attributeScope : target;
  const readOnly = context === undefined || context.isEdit;

  const save = async (values: Record<string, unknown>) => {
    if (!context || readOnly || !source.ok) return false;
    try {
      if (scope === 'timeseries') await context.timeseries.save(source.entity.id, values);
      else await context.attributes.save(source.entity.id, scope, values);
      if (settings.showResultMessage) context.showToast(translate('widgets.input.update-successful'), 'success');
      return true;
    } catch {
      if (settings.showResultMessage) context.showToast(translate('widgets.input.update-failed'), 'error');
      return false;
    }
  };

  const title =
    source.ok && settings.widgetTitle ? fillEntityPattern(settings.widgetTitle, source.datasource, source.entity) : '';
  const Form = FORMS[valueType];
  return (
    <Box sx={{ position: 'absolute', inset: 0, overflow: 'auto', p: 1, display: 'flex', flexDirection: 'column' }}>
      {title ? (
        <Typography variant="subtitle1" sx={{ mb: 1 }}>
          {title}
        </Typography>
      ) : null}
      <Box sx={{ my: 'auto', pt: 1 }}>
        {source.ok ? (
          <Form
            key={`${source.entity.id.id}`}
            valueType={valueType}
            values={source.values}
            settings={settings}
            timeseries={scope === 'timeseries'}
            readOnly={readOnly}
            translate={translate}
            save={save}
          />
        ) : (
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {translate(source.message)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The component of one type of the family. */
export function updateValueComponent(target: ValueTarget, valueType: ValueType) {
  return function UpdateValueWidget(props: WidgetProps<UpdateValueSettings>) {
    return <UpdateValue {...props} target={target} valueType={valueType} />;
  };
}
