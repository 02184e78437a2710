import type { EntityAliases, Widget, WidgetTypeDetails } from '@fleetdeck/model';
import { useMemo } from 'react';
import { widgetDefinition } from '../../widgets/registry';
import { customWidgetDefinition } from '../custom-widget/custom-widget-definition';
import { WidgetSettingsDialog } from '../view/WidgetSettingsDialog';
import { useWidgetConfigChoices } from '../view/widget-config/useWidgetConfigChoices';
import type { WidgetConfigDefinition } from '../view/widget-config/widget-config-definition';
import { type NewWidgetType, newWidgetConfig } from './dashboard-draft';
import { withFirstAlias } from './new-widget-type';

interface NewWidgetConfigStepProps {
  widgetType: NewWidgetType;
  definition: WidgetConfigDefinition;
  /** the configured widget, and the aliases created while configuring it */
  onAdd(config: Record<string, unknown>, entityAliases?: EntityAliases): void;
  onClose(): void;
}

/**
 * The configuration of a type picked in the add dialog: a native type's definition, or a tenant's own type's read
 * from its descriptor; a system type the console cannot render has none and is added unconfigured.
 */
export function definitionOf(picked: WidgetTypeDetails, widgetType: NewWidgetType): WidgetConfigDefinition | undefined {
  if (!widgetType.isSystemType) return customWidgetDefinition(picked.descriptor);
  return widgetDefinition(`${widgetType.bundleAlias}.${widgetType.typeAlias}`);
}

/**
 * The configuration step of adding a widget, as the platform's: the new widget's config dialog, its datasource
 * reading the dashboard's first alias; Add places the widget, Cancel adds nothing.
 */
export function NewWidgetConfigStep({ widgetType, definition, onAdd, onClose }: NewWidgetConfigStepProps) {
  const { aliases, filters, states } = useWidgetConfigChoices();
  const firstAliasId = aliases[0]?.id;
  const widget = useMemo(
    () =>
      ({
        id: 'new',
        bundleAlias: widgetType.bundleAlias,
        typeAlias: widgetType.typeAlias,
        type: widgetType.type,
        config: withFirstAlias(newWidgetConfig(widgetType), firstAliasId),
      }) as unknown as Widget,
    [widgetType, firstAliasId],
  );
  return (
    <WidgetSettingsDialog
      widget={widget}
      definition={definition}
      aliases={aliases}
      filters={filters}
      states={states}
      adding
      onSave={async (edit) => onAdd(edit.config ?? (widget.config as Record<string, unknown>), edit.entityAliases)}
      onClose={onClose}
    />
  );
}
