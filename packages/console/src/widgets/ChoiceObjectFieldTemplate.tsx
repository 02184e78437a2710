import { Templates } from '@rjsf/mui';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { isFieldShown } from './shown-when';

// the MUI theme always has an object template; its type leaves it optional
const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate as ComponentType<ObjectFieldTemplateProps>;

/** The theme's object layout, without the fields the current choice of a sibling does not show. */
export function ChoiceObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const properties = props.properties.filter((property) => isFieldShown(props.schema, property.name, props.formData));
  return <MuiObjectFieldTemplate {...props} properties={properties} />;
}
