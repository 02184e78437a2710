import type { RJSFSchema } from '@rjsf/utils';
import { mapSettingsSchema } from '../openstreetmap/settings-schema';
import type { RouteSettings } from './route-settings';

const flag = (title: string, value: boolean): RJSFSchema => ({ title, type: 'boolean', default: value });
const text = (title: string, value: string): RJSFSchema => ({ title, type: 'string', default: value });
const number = (title: string, value: number): RJSFSchema => ({ title, type: 'number', default: value });

/** The form of a route map's settings: the map's, with the route's line, points and arrows (see route-settings.ts). */
export function routeSettingsSchema(defaults: RouteSettings, timeline: boolean): RJSFSchema {
  const map = mapSettingsSchema(defaults);
  return {
    ...map,
    title: timeline ? 'Trip animation settings' : 'Route map settings',
    properties: {
      ...map.properties,
      strokeWeight: number('Stroke weight (px)', defaults.strokeWeight),
      strokeOpacity: number('Stroke opacity (0 - 1)', defaults.strokeOpacity),
      showPoints: flag('Show points', defaults.showPoints),
      pointSize: number('Point size (px)', defaults.pointSize),
      pointColor: text('Point color', defaults.pointColor),
      useColorPointFunction: flag('Use point color function', defaults.useColorPointFunction),
      colorPointFunction: text('Point color function: f(data, dsData, dsIndex)', defaults.colorPointFunction),
      usePolylineDecorator: flag('Use path decorator', defaults.usePolylineDecorator),
      decoratorSymbol: {
        title: 'Decorator symbol',
        type: 'string',
        enum: ['arrowHead', 'dash'],
        default: defaults.decoratorSymbol,
      },
      decoratorSymbolSize: number('Decorator symbol size (px)', defaults.decoratorSymbolSize),
      useDecoratorCustomColor: flag('Use path decorator custom color', defaults.useDecoratorCustomColor),
      decoratorCustomColor: text('Decorator custom color', defaults.decoratorCustomColor),
      ...(timeline ? { normalizationStep: number('Normalization data step (ms)', defaults.normalizationStep) } : {}),
    },
  };
}
