// @vitest-environment jsdom
// The card's HTML is sanitised; the sanitiser supports jsdom, not happy-dom.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WidgetAction } from '@fleetdeck/model';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testContext } from '../../testing/test-context';
import { englishTranslate } from '../../testing/translate';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { HtmlValueCard } from './HtmlValueCard';
import { migrateHtmlValueCard } from './migrate';
import type { HtmlValueCardSettings } from './settings';

afterEach(cleanup);

const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/firmware-waiting-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

function card(change: (config: WidgetConfig<HtmlValueCardSettings>) => void = () => {}, count: unknown = '7') {
  const config = migrateHtmlValueCard(structuredClone(saved));
  change(config);
  const datasource = config.datasources?.[0];
  if (!datasource) throw new Error('the fixture has a datasource');
  const data: WidgetSeries[] = [{ datasource, dataKey: datasource.dataKeys[0], data: [[1000, count]] }];
  return { config, data };
}

describe('the HTML value card', { timeout: 20000 }, () => {
  it('shows the count with the decimals its template asks for', () => {
    const { config, data } = card();
    const { container } = render(
      <HtmlValueCard config={config} data={data} timeWindow={{ min: 0, max: 1 }} translate={englishTranslate} />,
    );
    expect(container.querySelector('.value')?.textContent?.trim()).toBe('7');
    expect(screen.getByText('Device Waiting')).toBeTruthy();
  });

  it('limits its CSS to its own container', () => {
    const { config, data } = card();
    const { container } = render(
      <HtmlValueCard config={config} data={data} timeWindow={{ min: 0, max: 1 }} translate={englishTranslate} />,
    );
    const root = container.firstElementChild as HTMLElement;
    const scope = root.className;
    expect(scope).toMatch(/^html-value-card-/);
    const css = root.querySelector('style')?.textContent ?? '';
    expect(css).toContain(`.${scope} .card .value {`);
    expect(css).toContain(`@media (min-width: 960px) and (max-width: 1200px) {\n.${scope} .card .content img {`);
    expect(css).not.toMatch(/(^|\n)\.card/);
  });

  it('runs the elementClick action named by the id of the clicked element', () => {
    const { config, data } = card();
    const context = testContext({ actions: config.actions as Record<string, WidgetAction[]> });
    render(
      <HtmlValueCard
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={context}
      />,
    );
    fireEvent.click(screen.getByText('Device Waiting'));
    expect(context.calls.actions).toHaveLength(1);
    expect(context.calls.actions[0].action).toMatchObject({
      name: 'activeDevices',
      targetDashboardStateId: 'device_waiting',
    });
    expect(context.calls.actions[0].target).toEqual({ entity: undefined });
  });

  it("finds the action through an ancestor's id and passes the card's entity", () => {
    const { config, data } = card((config) => {
      config.settings.cardHtml = '<div id="openChart"><span><b>Open</b></span></div><p>Elsewhere</p>';
      config.actions = { elementClick: [{ id: 'a1', name: 'openChart', type: 'openDashboardState' }] };
    });
    const entity = { id: { entityType: 'DEVICE' as const, id: 'd1' }, name: 'Thermostat T1', label: null };
    data[0].entity = entity;
    const context = testContext({ actions: config.actions as Record<string, WidgetAction[]> });
    render(
      <HtmlValueCard
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={context}
      />,
    );
    fireEvent.click(screen.getByText('Elsewhere'));
    expect(context.calls.actions).toEqual([]);
    fireEvent.click(screen.getByText('Open'));
    expect(context.calls.actions[0].target?.entity).toEqual(entity);
  });

  it('shows sanitised HTML: no scripts or event handlers from the template or the values', () => {
    const { config, data } = card((config) => {
      config.settings.cardHtml = `<div class="value" onclick="steal()">\${waitingDevicesNumber}</div><script>steal()</script>`;
    }, '<img src=x onerror=steal()>');
    const { container } = render(
      <HtmlValueCard config={config} data={data} timeWindow={{ min: 0, max: 1 }} translate={englishTranslate} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onclick');
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.querySelector('.value img')).not.toBeNull();
  });

  it('fires nothing while the dashboard is edited', () => {
    const { config, data } = card();
    const context = testContext({ actions: config.actions as Record<string, WidgetAction[]>, isEdit: true });
    render(
      <HtmlValueCard
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={context}
      />,
    );
    fireEvent.click(screen.getByText('Device Waiting'));
    expect(context.calls.actions).toEqual([]);
  });
});
