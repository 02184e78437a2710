import type { ComponentType } from 'react';
import { CLEAR_ALARM_NODE, CREATE_ALARM_NODE } from './alarm';
import { ClearAlarmForm } from './ClearAlarmForm';
import { CreateAlarmForm } from './CreateAlarmForm';
import { GeneratorForm } from './GeneratorForm';
import { GeofencingForm } from './GeofencingForm';
import { GENERATOR_NODE } from './generator';
import { GEOFENCING_ACTION_NODE, GEOFENCING_FILTER_NODE } from './geofencing';
import type { NodeFormProps } from './node-form';
import { RestApiCallForm } from './RestApiCallForm';
import { REST_API_CALL_NODE } from './rest-api-call';

/**
 * The node kinds whose configuration has a hand-made form, by class name; every other kind gets the form generated
 * from its default configuration.
 */
export const NODE_FORMS: Readonly<Record<string, ComponentType<NodeFormProps>>> = {
  [REST_API_CALL_NODE]: RestApiCallForm,
  [CREATE_ALARM_NODE]: CreateAlarmForm,
  [CLEAR_ALARM_NODE]: ClearAlarmForm,
  [GEOFENCING_FILTER_NODE]: GeofencingForm,
  [GEOFENCING_ACTION_NODE]: GeofencingForm,
  [GENERATOR_NODE]: GeneratorForm,
};

export type { NodeFormHandle, NodeFormProps } from './node-form';
