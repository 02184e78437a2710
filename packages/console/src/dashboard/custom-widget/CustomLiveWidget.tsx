import type { Widget } from '@fleetdeck/model';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/http/api';
import { useDashboardEdit } from '../edit/DashboardEditContext';
import { customTranslation } from '../model/custom-translation';
import { useDashboardRuntime } from '../runtime/DashboardRuntimeContext';
import { useWidgetContext } from '../runtime/useWidgetContext';
import { useWidgetData } from '../runtime/useWidgetData';
import { widgetDataStatus } from '../runtime/widget-data-status';
import { insertEntityVariables } from '../runtime/widget-series';
import { MissingWidget } from '../view/MissingWidget';
import { WidgetChrome } from '../view/WidgetChrome';
import { WidgetDataMessage } from '../view/WidgetDataMessage';
import { WidgetEditButton } from '../view/WidgetEditButton';
import type { WidgetConfigDefinition } from '../view/widget-config/widget-config-definition';
import { customWidgetDefinition } from './custom-widget-definition';
import type { WidgetRequest } from './protocol';
import { SandboxedWidget, type WidgetCode } from './SandboxedWidget';
import { answerWidgetRequest } from './widget-requests';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The code and configuration of a tenant's widget type, as a saved widget names it by bundle and type alias. */
function useCustomWidgetType(widget: Widget) {
  return useQuery({
    queryKey: ['customWidgetType', widget.bundleAlias, widget.typeAlias],
    queryFn: () =>
      api.widgets.widgetTypeByAlias({ isSystem: false, bundleAlias: widget.bundleAlias }, widget.typeAlias),
    select: (type): { code: WidgetCode; definition: WidgetConfigDefinition } | null =>
      type?.descriptor
        ? {
            code: {
              html: text(type.descriptor.templateHtml),
              css: text(type.descriptor.templateCss),
              js: text(type.descriptor.controllerScript),
            },
            definition: customWidgetDefinition(type.descriptor),
          }
        : null,
    staleTime: 60_000,
  });
}

/**
 * A widget of a tenant's own widget type (decision 046): its data comes from the same subscription as a native
 * widget's, and its code runs in a sandboxed frame whose requests the dashboard checks and answers.
 */
export function CustomLiveWidget({ widget }: { widget: Widget }) {
  const { t } = useTranslation();
  const widgetType = useCustomWidgetType(widget);
  const runtime = useDashboardRuntime();
  const isEdit = useDashboardEdit()?.active === true;
  const snapshot = useWidgetData(widget);
  const first = snapshot.data.find((series) => series.entity) ?? snapshot.entities[0];
  const context = useWidgetContext(widget, first?.entity);
  const entities = useMemo(
    () => [
      ...snapshot.entities.map((item) => item.entity),
      ...snapshot.data.flatMap((series) => (series.entity ? [series.entity] : [])),
    ],
    [snapshot.entities, snapshot.data],
  );
  const { state, authUser } = runtime;
  const answer = useCallback(
    (request: WidgetRequest) =>
      answerWidgetRequest(request, {
        context: { ...context, isEdit },
        entities,
        actions: widget.config.actions ?? {},
        state,
      }),
    [context, isEdit, entities, widget.config.actions, state],
  );
  const currentUser = useMemo(
    () => ({ authority: authUser.authority, tenantId: authUser.tenantId, customerId: authUser.customerId }),
    [authUser],
  );
  const title = insertEntityVariables(
    customTranslation(text(widget.config.title), t),
    first?.entity,
    text(first?.datasource.aliasName),
  );
  const points = snapshot.data.reduce((sum, series) => sum + series.data.length, 0);
  const status = widgetDataStatus(widget.type, snapshot, false);
  const fqn = `${widget.bundleAlias}.${widget.typeAlias}`;
  // A started widget is sent only new data; a changed config (its settings edited) starts it again in a new frame,
  // as the platform initialises a widget again when its config changes.
  const configKey = useMemo(() => JSON.stringify(widget.config), [widget.config]);

  return (
    <WidgetChrome
      widget={widget}
      title={title}
      points={points}
      actions={widgetType.data && <WidgetEditButton widget={widget} definition={widgetType.data.definition} />}
    >
      {widgetType.data === null || widgetType.isError ? (
        <MissingWidget fqn={fqn} />
      ) : (
        <>
          <WidgetDataMessage
            status={status}
            noDataMessage={customTranslation(text(widget.config.noDataDisplayMessage), t)}
          />
          {widgetType.data && (
            <SandboxedWidget
              key={configKey}
              code={widgetType.data.code}
              config={widget.config}
              series={snapshot.data}
              loaded={snapshot.loaded || widget.type === 'static'}
              isEdit={isEdit}
              stateId={state.current.id}
              stateParams={state.current.params}
              currentUser={currentUser}
              answer={answer}
            />
          )}
        </>
      )}
    </WidgetChrome>
  );
}
