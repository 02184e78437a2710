// @vitest-environment jsdom
// The card's HTML is sanitised; the sanitiser supports jsdom, not happy-dom.

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testContext } from '../../testing/test-context';
import { englishTranslate } from '../../testing/translate';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { markdownCardDefaultConfig } from './default-config';
import { MarkdownCard } from './MarkdownCard';
import { migrateMarkdownCard } from './migrate';
import type { MarkdownCardSettings } from './settings';

afterEach(cleanup);

function card(change: (config: WidgetConfig<MarkdownCardSettings>) => void = () => {}) {
  const config = migrateMarkdownCard(structuredClone(markdownCardDefaultConfig));
  change(config);
  const datasource = {
    ...config.datasources?.[0],
    type: 'entity' as const,
    dataKeys: config.datasources?.[0].dataKeys ?? [],
  };
  const entity = { id: { entityType: 'DEVICE' as const, id: 'd1' }, name: 'Pump 7', label: null };
  const data: WidgetSeries[] = [{ datasource, dataKey: datasource.dataKeys[0], entity, data: [[1000, 42.5]] }];
  return { config, data };
}

describe('the markdown/HTML card', { timeout: 20000 }, () => {
  it("renders the default pattern's markdown with the entity's name and the latest value", () => {
    const { config, data } = card();
    const { container } = render(
      <MarkdownCard config={config} data={data} timeWindow={{ min: 0, max: 1 }} translate={englishTranslate} />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('Markdown/HTML card');
    const items = [...container.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual(['Current entity: Pump 7.', 'Current value: 42.5.']);
    expect(container.querySelector('li strong')?.textContent).toBe('Current entity');
  });

  it('renders what the markdown function answers from the rows of values, through the sandbox', () => {
    const body = 'return "# " + data[0].entityName + " at " + data[0].Random;';
    const { config, data } = card((config) => {
      config.settings.useMarkdownTextFunction = true;
      config.settings.markdownTextFunction = body;
    });
    const context = testContext({
      functions: {
        [body]: (rows) =>
          `# ${(rows as Array<Record<string, unknown>>)[0].entityName} at ${(rows as Array<Record<string, unknown>>)[0].Random}`,
      },
    });
    const { container } = render(
      <MarkdownCard
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={context}
      />,
    );
    expect(container.querySelector('h1')?.textContent).toBe('Pump 7 at 42.5');
    expect(context.calls.functions[0].argNames).toEqual(['data', 'ctx']);
  });

  it('sanitises HTML in the markdown and in the values', () => {
    const { config, data } = card((config) => {
      config.settings.markdownTextPattern = `**\${entityName}** <img src=x onerror="steal()"> <script>steal()</script> [a](javascript:steal())`;
    });
    data[0].entity = { id: { entityType: 'DEVICE', id: 'd1' }, name: '<img src=y onerror=steal()>', label: null };
    const { container } = render(
      <MarkdownCard config={config} data={data} timeWindow={{ min: 0, max: 1 }} translate={englishTranslate} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('javascript:');
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });
});
