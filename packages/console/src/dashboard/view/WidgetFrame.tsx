import type { AlarmData, EntityId, Widget } from '@fleetdeck/model';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeWindowControl } from '../../components/time/TimeWindowControl';
import { api } from '../../core/http/api';
import { widgetDefinition } from '../../widgets/registry';
import { WidgetRenderer } from '../../widgets/WidgetRenderer';
import type { WidgetConfig } from '../../widgets/widget-config';
import type { WidgetAlarms } from '../../widgets/widget-context';
import type { WidgetDefinition } from '../../widgets/widget-definition';
import { CustomLiveWidget } from '../custom-widget/CustomLiveWidget';
import { customTranslation } from '../model/custom-translation';
import { toStoredTimewindow, toTimewindow } from '../model/stored-timewindow';
import { useDashboardRuntime } from '../runtime/DashboardRuntimeContext';
import { aliasIdByName, withExtraDatasources, withTimeseriesKeys } from '../runtime/entity-keys';
import { useEntityTimeseriesKeys } from '../runtime/useEntityTimeseriesKeys';
import { useWidgetContext } from '../runtime/useWidgetContext';
import { useWidgetData } from '../runtime/useWidgetData';
import { useWidgetTimewindow } from '../runtime/useWidgetTimewindow';
import { widgetDataStatus } from '../runtime/widget-data-status';
import { insertEntityVariables } from '../runtime/widget-series';
import { MissingWidget } from './MissingWidget';
import { WidgetChrome } from './WidgetChrome';
import { WidgetDataMessage } from './WidgetDataMessage';
import { WidgetEditButton } from './WidgetEditButton';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

/**
 * One widget of the dashboard: its card, and inside it the widget of its type, a tenant's own type in its sandbox, or a
 * placeholder naming a system type the console cannot render.
 */
export function WidgetFrame({ widget }: { widget: Widget }) {
  const { t } = useTranslation();
  const fqn = `${widget.bundleAlias}.${widget.typeAlias}`;
  const definition = widgetDefinition(fqn);
  if (!definition && widget.isSystemType === false) return <CustomLiveWidget widget={widget} />;
  if (!definition) {
    return (
      <WidgetChrome widget={widget} title={customTranslation(String(widget.config.title ?? ''), t)}>
        <MissingWidget fqn={fqn} />
      </WidgetChrome>
    );
  }
  return <LiveWidget widget={widget} definition={definition} />;
}

function LiveWidget({ widget: saved, definition }: { widget: Widget; definition: WidgetDefinition }) {
  const { t } = useTranslation();
  const { widget, control: timewindow, own: ownTimewindow, select: selectTimewindow } = useWidgetTimewindow(saved);
  const { maxDatapointsLimit } = useDashboardRuntime();
  // Some widgets read keys of their entity that their datasource does not name: once the entity is known, its
  // time-series keys are listed and those the widget picks are added to its subscription.
  const [keysOf, setKeysOf] = useState<EntityId | null>(null);
  const entityKeys = useEntityTimeseriesKeys(keysOf);
  const pickKeys = definition.entityTimeseriesKeys;
  const entityAliases = useDashboardRuntime().dashboard.configuration.entityAliases;
  const withExtra = useMemo(() => {
    const extra = definition.extraDatasources;
    if (!extra) return widget;
    const config = definition.migrate(widget.config as unknown as WidgetConfig);
    return withExtraDatasources(
      widget,
      extra(config, (name) => aliasIdByName(entityAliases, name)),
    );
  }, [widget, definition, entityAliases]);
  const subscribed = useMemo(() => {
    if (!pickKeys || entityKeys.length === 0) return withExtra;
    const config = definition.migrate(withExtra.config as unknown as WidgetConfig);
    return withTimeseriesKeys(withExtra, pickKeys(config, entityKeys));
  }, [withExtra, definition, pickKeys, entityKeys]);
  const snapshot = useWidgetData(subscribed);
  const firstType = snapshot.entities[0]?.entity.id.entityType;
  const firstId = snapshot.entities[0]?.entity.id.id;
  // Kept while a new subscription (with the added keys) has not found the entity again, or the two would alternate.
  useEffect(() => {
    if (!pickKeys || !firstType || !firstId) return;
    setKeysOf((known) =>
      known?.entityType === firstType && known.id === firstId ? known : { entityType: firstType, id: firstId },
    );
  }, [pickKeys, firstType, firstId]);
  // the first datasource's entity is the widget's active entity: its title variables and header actions use it
  const first = snapshot.data.find((series) => series.entity) ?? snapshot.entities[0];
  const activeEntity = first?.entity;
  const services = useWidgetContext(widget, activeEntity);
  const context = useMemo(() => ({ ...services, timewindow }), [services, timewindow]);
  const alarms = useMemo<WidgetAlarms | undefined>(
    () =>
      snapshot.alarms
        ? {
            ...snapshot.alarms,
            acknowledge: (alarm: AlarmData) => api.alarms.ack(alarm.id.id),
            clear: (alarm: AlarmData) => api.alarms.clear(alarm.id.id),
          }
        : undefined,
    [snapshot.alarms],
  );
  const points = [...snapshot.data, ...snapshot.latestData].reduce((sum, series) => sum + series.data.length, 0);
  const title = insertEntityVariables(
    customTranslation(String(widget.config.title ?? ''), t),
    activeEntity,
    typeof first?.datasource.aliasName === 'string' ? first.datasource.aliasName : '',
  );
  const status = widgetDataStatus(widget.type, snapshot, definition.processNoDataByWidget === true);
  const noDataMessage =
    typeof widget.config.noDataDisplayMessage === 'string' ? widget.config.noDataDisplayMessage : '';
  return (
    <WidgetChrome
      widget={widget}
      title={title}
      points={points}
      ownHeader={definition.ownHeader}
      actions={<WidgetEditButton widget={saved} definition={definition} />}
      timewindow={
        ownTimewindow &&
        widget.config.displayTimewindow !== false && (
          <TimeWindowControl
            value={toTimewindow(ownTimewindow, maxDatapointsLimit, Date.now())}
            onChange={(next) => selectTimewindow(toStoredTimewindow(next))}
            maxDatapointsLimit={maxDatapointsLimit}
          />
        )
      }
    >
      <WidgetDataMessage status={status} noDataMessage={customTranslation(noDataMessage, t)} />
      <WidgetErrorBoundary message={t('widget.widget-failed')}>
        <WidgetRenderer
          definition={definition}
          config={subscribed.config as unknown as WidgetConfig}
          data={snapshot.data}
          latestData={snapshot.latestData}
          entities={snapshot.entities}
          alarms={alarms}
          timeWindow={snapshot.timeWindow}
          comparison={snapshot.comparison}
          context={context}
        />
      </WidgetErrorBoundary>
    </WidgetChrome>
  );
}
