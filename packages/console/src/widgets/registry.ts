import { alarmsTableDefinition } from './alarm-widgets/alarms-table/definition';
import { compassDefinition } from './analogue-gauges/compass/definition';
import { linearGaugeDefinition } from './analogue-gauges/linear-gauge/definition';
import { radialGaugeDefinitions } from './analogue-gauges/radial-gauge/definitions';
import { attributesCardDefinition } from './cards/attributes-card/definition';
import { dashboardStateDefinition } from './cards/dashboard-state-widget/definition';
import { entitiesHierarchyDefinition } from './cards/entities-hierarchy/definition';
import { entitiesTableDefinition } from './cards/entities-table/definition';
import { htmlCardDefinition } from './cards/html-card/definition';
import { htmlValueCardDefinition } from './cards/html-value-card/definition';
import { labelWidgetDefinition } from './cards/label-widget/definition';
import { markdownCardDefinition } from './cards/markdown-card/definition';
import { qrCodeDefinition } from './cards/qr-code/definition';
import { simpleCardDefinition } from './cards/simple-card/definition';
import { timeseriesTableDefinition } from './cards/timeseries-table/definition';
import {
  basicTimeseriesDefinition,
  stateChartDefinition,
  timeseriesBarsDefinition,
} from './charts/basic-timeseries/definition';
import { latestChartDefinitions } from './charts/latest-chart/definitions';
import { knobControlDefinition } from './control-widgets/knob-control/definition';
import { ledIndicatorDefinition } from './control-widgets/led-indicator/definition';
import { persistentTableDefinition } from './control-widgets/persistent-table/definition';
import { rpcDebugTerminalDefinition } from './control-widgets/rpc-terminal/definition';
import { rpcButtonDefinition } from './control-widgets/rpcbutton/definition';
import { switchDefinitions } from './control-widgets/switch-control/definitions';
import { updateDeviceAttributeDefinition } from './control-widgets/update-device-attribute/definition';
import { dateRangeNavigatorDefinition } from './date/date-range-navigator/definition';
import { digitalGaugeDefinitions } from './digital-gauges/digital-gauge/definitions';
import { assetAdminTableDefinition } from './entity_admin_widgets/asset-admin-table/definition';
import { deviceAdminTableDefinition } from './entity_admin_widgets/device-admin-table/definition';
import { gatewayEventsDefinition } from './gateway-widgets/attributes-card/definition';
import { gatewayConfigDefinition } from './gateway-widgets/config-form-latest/definition';
import { gpioDefinitions } from './gpio-widgets/gpio/definitions';
import { deviceClaimingDefinition } from './input-widgets/device-claiming/definition';
import { markersPlacementDefinition } from './input-widgets/markers-placement-openstreetmap/definition';
import { placementMapDefinitions } from './input-widgets/markers-placement-providers/definitions';
import { updateMultipleAttributesDefinition } from './input-widgets/update-multiple-attributes/definition';
import { updateValueDefinitions } from './input-widgets/update-value/definitions';
import { webCameraDefinition } from './input-widgets/web-camera/definition';
import { openStreetMapDefinition } from './maps-v2/openstreetmap/definition';
import { providerMapDefinitions } from './maps-v2/provider-maps/definitions';
import { routeMapDefinitions } from './maps-v2/route-map/definitions';
import { navigationDefinitions } from './navigation_widgets/navigation-cards/definitions';
import type { WidgetDefinition } from './widget-definition';

/**
 * The registry holds each definition with its settings type forgotten. That is safe because a host only hands a
 * component a config that the same definition's `migrate` returned.
 */
const registered = <S extends object>(definition: WidgetDefinition<S>) => definition as unknown as WidgetDefinition;

/** Every widget type the console can render, keyed by `bundleAlias.typeAlias`. Add a new widget's definition here. */
export const widgetRegistry: ReadonlyMap<string, WidgetDefinition> = new Map(
  [
    registered(basicTimeseriesDefinition),
    registered(rpcButtonDefinition),
    registered(updateMultipleAttributesDefinition),
    registered(alarmsTableDefinition),
    registered(openStreetMapDefinition),
    registered(markersPlacementDefinition),
    registered(gatewayEventsDefinition),
    registered(gatewayConfigDefinition),
    registered(entitiesTableDefinition),
    registered(deviceAdminTableDefinition),
    registered(htmlValueCardDefinition),
    registered(timeseriesTableDefinition),
    ...updateValueDefinitions.map(registered),
    ...digitalGaugeDefinitions.map(registered),
    ...radialGaugeDefinitions.map(registered),
    registered(compassDefinition),
    registered(linearGaugeDefinition),
    // the charts bundle's other charts, and the maps of other providers than OpenStreetMap
    registered(timeseriesBarsDefinition),
    registered(stateChartDefinition),
    ...latestChartDefinitions.map(registered),
    ...providerMapDefinitions.map(registered),
    // control widgets: the RPC switches and the LED indicator
    ...switchDefinitions.map(registered),
    registered(ledIndicatorDefinition),
    // the cards, the navigation cards and the asset admin table
    registered(attributesCardDefinition),
    registered(simpleCardDefinition),
    registered(htmlCardDefinition),
    registered(labelWidgetDefinition),
    registered(markdownCardDefinition),
    registered(qrCodeDefinition),
    ...navigationDefinitions.map(registered),
    registered(assetAdminTableDefinition),
    // control widgets, part A: the knob, the RPC debug terminal and the update device attribute button
    registered(knobControlDefinition),
    registered(rpcDebugTerminalDefinition),
    registered(updateDeviceAttributeDefinition),
    // maps, part C: the placement maps of other providers, the route maps and the trip animation
    ...placementMapDefinitions.map(registered),
    ...routeMapDefinitions.map(registered),
    // input widgets part D: device claiming and the photo camera input
    registered(deviceClaimingDefinition),
    registered(webCameraDefinition),
    // the GPIO controls and panels, the date range navigator and the dashboard state widget
    ...gpioDefinitions.map(registered),
    registered(dateRangeNavigatorDefinition),
    registered(dashboardStateDefinition),
    // the last system types: the persistent RPC table and the entities hierarchy
    registered(persistentTableDefinition),
    registered(entitiesHierarchyDefinition),
  ].map((definition) => [definition.fqn, definition]),
);

/** The definition of a saved widget's type, or undefined when the console has none. */
export function widgetDefinition(fqn: string): WidgetDefinition | undefined {
  return widgetRegistry.get(fqn);
}
