import type { WidgetTypeDescriptor } from '@fleetdeck/model';
import { useEffect, useMemo, useState } from 'react';
import { useAuthStore } from '../../../core/session/auth-store';
import { SandboxedWidget, type WidgetCode } from '../../../dashboard/custom-widget/SandboxedWidget';
import { nextRandomValue, previewSeries } from './preview-data';

const TICK_MS = 1000;
/** a time-series widget sees the last minute of points */
const KEPT_POINTS = 60;

function parsedConfig(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // a default config that is not JSON previews with no settings, as a new widget would get
  }
  return {};
}

const refuse = async () => {
  throw new Error('The preview sends nothing');
};

/**
 * The widget as last run, in the same sandbox as on a dashboard, fed by a function datasource that ticks every
 * second. Its requests (attribute saves, RPC, actions) are refused: there is no dashboard or device behind it.
 */
export function WidgetPreview({ descriptor }: { descriptor: WidgetTypeDescriptor }) {
  const [points, setPoints] = useState<Array<[number, number]>>(() => [[Date.now(), nextRandomValue(0)]]);
  const kept = descriptor.type === 'timeseries' ? KEPT_POINTS : 1;
  useEffect(() => {
    const timer = setInterval(() => {
      setPoints((current) => {
        const previous = current.at(-1)?.[1] ?? 0;
        return [...current, [Date.now(), nextRandomValue(previous)] as [number, number]].slice(-kept);
      });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [kept]);
  const series = useMemo(() => previewSeries(points), [points]);
  const code = useMemo<WidgetCode>(
    () => ({
      html: descriptor.templateHtml ?? '',
      css: descriptor.templateCss ?? '',
      js: descriptor.controllerScript ?? '',
    }),
    [descriptor],
  );
  const config = useMemo(() => parsedConfig(descriptor.defaultConfig), [descriptor]);
  const authUser = useAuthStore((state) => state.authUser);
  const currentUser = useMemo(
    () => ({
      authority: authUser?.authority ?? '',
      tenantId: authUser?.tenantId ?? null,
      customerId: authUser?.customerId ?? null,
    }),
    [authUser],
  );
  return (
    <SandboxedWidget
      code={code}
      config={config}
      series={series}
      loaded
      isEdit={false}
      stateId="default"
      stateParams={{}}
      currentUser={currentUser}
      answer={refuse}
    />
  );
}
