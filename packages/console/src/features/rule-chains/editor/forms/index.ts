import type { ComponentType } from 'react';
import type { NodeFormProps } from './node-form';
import { RestApiCallForm } from './RestApiCallForm';
import { REST_API_CALL_NODE } from './rest-api-call';

/**
 * The node kinds whose configuration has a hand-made form, by class name; every other kind gets the form generated
 * from its default configuration.
 */
export const NODE_FORMS: Readonly<Record<string, ComponentType<NodeFormProps>>> = {
  [REST_API_CALL_NODE]: RestApiCallForm,
};

export type { NodeFormHandle, NodeFormProps } from './node-form';
