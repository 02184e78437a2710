import type { EntityAliases, Widget } from '@fleetdeck/model';
import { useEffect, useMemo, useState } from 'react';
import { comparisonPlan, comparisonWindowAt, pointsWithin } from '../model/comparison-plan';
import { planWidgetSubscription } from '../model/subscription-plan';
import type { DashboardSandbox } from '../sandbox/dashboard-sandbox';
import { useDashboardRuntime } from './DashboardRuntimeContext';
import { usesValueFunctions } from './value-functions';
import { type WidgetDataSnapshot, WidgetDataSubscription } from './widget-data-subscription';

const EMPTY: WidgetDataSnapshot = {
  data: [],
  latestData: [],
  entities: [],
  alarms: null,
  timeWindow: { min: 0, max: 0 },
  error: null,
  loaded: false,
  emptyAliases: [],
};

const POST_PROCESS_ARGS = ['time', 'value', 'prevValue', 'timePrev', 'prevOrigValue'];
const GENERATE_ARGS = ['time', 'prevValue'];

const reported = new Set<string>();

/** A failing value function is told once in the browser console; the value then shows unprocessed. */
function report(body: string, error: string): void {
  if (reported.has(body)) return;
  reported.add(body);
  console.error(`A dashboard value function failed: ${error}`);
}

function sandboxFunctions(sandbox: DashboardSandbox | null) {
  if (!sandbox) return {};
  return {
    postProcess: (
      body: string,
      time: number,
      value: unknown,
      prevValue: unknown,
      timePrev: number | null,
      prevOrig: unknown,
    ) => {
      const outcome = sandbox.call(body, POST_PROCESS_ARGS, [time, value, prevValue, timePrev, prevOrig]);
      if (outcome.ok) return outcome.value;
      report(body, outcome.error);
      return value;
    },
    generate: (body: string, time: number, prevValue: unknown) => {
      const outcome = sandbox.call(body, GENERATE_ARGS, [time, prevValue]);
      if (outcome.ok) return outcome.value;
      report(body, outcome.error);
      return null;
    },
  };
}

function withAliasNames(widget: Widget, aliases: EntityAliases): Widget {
  const datasources = (widget.config.datasources ?? []).map((datasource) => {
    const alias = datasource.entityAliasId ? aliases[datasource.entityAliasId] : undefined;
    return alias ? { ...datasource, aliasName: alias.alias } : datasource;
  });
  return { ...widget, config: { ...widget.config, datasources } };
}

/** The values of a chart's comparison period and the period itself. */
export interface ComparisonSnapshot {
  data: WidgetDataSnapshot['data'];
  timeWindow: WidgetDataSnapshot['timeWindow'];
}

/**
 * The live data of one widget: its subscription is planned from the dashboard's aliases, filters and time window
 * and runs over the dashboard's socket; a change of any of them (a new state, another time window) plans it again.
 */
export function useWidgetData(widget: Widget): WidgetDataSnapshot & { comparison: ComparisonSnapshot | null } {
  const { socket, sandbox, aliases, timewindow, maxDatapointsLimit, dashboard } = useDashboardRuntime();
  const { filters, entityAliases } = dashboard.configuration;
  const [snapshot, setSnapshot] = useState<WidgetDataSnapshot>(EMPTY);
  // datasources carry their alias's name, which titles and labels may show as ${aliasName}
  const named = useMemo(() => withAliasNames(widget, entityAliases), [widget, entityAliases]);
  const plan = useMemo(
    () =>
      planWidgetSubscription(named, {
        dashboardTimewindow: timewindow,
        maxDatapointsLimit,
        now: Date.now(),
        aliases,
        filters,
      }),
    [named, timewindow, maxDatapointsLimit, aliases, filters],
  );
  // the plan's content, not its identity: re-resolved aliases that did not change keep the subscription
  const planKey = JSON.stringify(plan);
  // the sandbox loads after the socket opens: only widgets with value functions subscribe again once it is there
  const usesSandbox = useMemo(() => usesValueFunctions(widget), [widget]);
  const functionSandbox = usesSandbox ? sandbox : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: planKey stands for the plan
  useEffect(() => {
    if (!socket) return;
    const subscription = new WidgetDataSubscription({
      socket,
      widget,
      plan,
      ...sandboxFunctions(functionSandbox),
      onChange: setSnapshot,
    });
    subscription.start();
    return () => subscription.stop();
  }, [socket, functionSandbox, named, planKey]);

  // a chart comparing with an earlier period reads that period's history over a subscription of its own; in a
  // realtime window the period moves with the window, and is read again once it moved past what was read
  const [comparison, setComparison] = useState<ComparisonSnapshot | null>(null);
  const [readAgain, setReadAgain] = useState(0);
  const settings = widget.config.settings;
  // the comparison settings by content: a new settings object alone must not plan a realtime period again
  const comparing = JSON.stringify([
    settings?.comparisonEnabled,
    settings?.timeForComparison,
    settings?.comparisonCustomIntervalValue,
  ]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: comparing stands for the settings; readAgain plans the period at a later now
  const earlier = useMemo(
    () => (widget.type === 'timeseries' ? comparisonPlan(plan, settings ?? {}, Date.now()) : null),
    [plan, widget.type, comparing, readAgain],
  );
  const earlierKey = JSON.stringify(earlier);
  // biome-ignore lint/correctness/useExhaustiveDependencies: earlierKey stands for the comparison plan
  useEffect(() => {
    if (!socket || !earlier) {
      setComparison(null);
      return;
    }
    const window = plan.timewindow;
    const moving = window?.realtime === true ? window : null;
    let received: ComparisonSnapshot | null = null;
    const show = () => {
      if (!received) return;
      if (!moving) {
        setComparison(received);
        return;
      }
      const visible = comparisonWindowAt(moving, settings ?? {}, Date.now());
      if (visible.max > (earlier.timewindow?.endTs ?? 0)) {
        setReadAgain((count) => count + 1);
        return;
      }
      const data = received.data.map((series) => ({
        ...series,
        data: pointsWithin(series.data, visible.min, visible.max),
      }));
      setComparison({ data, timeWindow: visible });
    };
    const subscription = new WidgetDataSubscription({
      socket,
      widget,
      plan: earlier,
      ...sandboxFunctions(functionSandbox),
      onChange: (next) => {
        received = { data: next.data, timeWindow: next.timeWindow };
        show();
      },
    });
    subscription.start();
    const timer = moving ? setInterval(show, Math.max(moving.interval, 1000)) : null;
    return () => {
      subscription.stop();
      if (timer) clearInterval(timer);
    };
  }, [socket, functionSandbox, named, earlierKey]);
  return useMemo(() => ({ ...snapshot, comparison }), [snapshot, comparison]);
}
