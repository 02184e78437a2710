import type { MouseEvent } from 'react';
import type { WidgetContext, WidgetEntity } from '../widget-context';

/**
 * The `elementClick` action of a card of user HTML: a click on an element whose id (or an ancestor's, up to the
 * card) names an action runs that action for the card's entity. Nothing fires while the dashboard is edited.
 */
export function runElementClick(
  event: MouseEvent<HTMLElement>,
  context: WidgetContext | undefined,
  entity: WidgetEntity | undefined,
) {
  if (!context || context.isEdit) return;
  const descriptors = context.actions.descriptors('elementClick');
  for (let element = event.target as Element | null; element; element = element.parentElement) {
    const descriptor = element.id ? descriptors.find((action) => action.name === element?.id) : undefined;
    if (descriptor) {
      context.actions.run(descriptor, { entity });
      return;
    }
    if (element === event.currentTarget) return;
  }
}
