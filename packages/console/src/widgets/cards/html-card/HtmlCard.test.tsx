// @vitest-environment jsdom
// The card's HTML is sanitised; the sanitiser supports jsdom, not happy-dom.

import type { WidgetAction } from '@fleetdeck/model';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testContext } from '../../testing/test-context';
import { englishTranslate } from '../../testing/translate';
import { htmlCardDefaultConfig } from './default-config';
import { htmlCardDefinition } from './definition';

afterEach(cleanup);

const Component = htmlCardDefinition.component;

describe('the HTML card', { timeout: 40000 }, () => {
  it("shows the user's sanitised HTML with its CSS and runs the action named by a clicked element's id", async () => {
    const config = htmlCardDefinition.migrate(structuredClone(htmlCardDefaultConfig));
    config.settings.cardHtml = `<div class='card' id='openDetails'>Plant {i18n:asset.assets} \${price}<script>steal()</script></div>`;
    config.actions = { elementClick: [{ id: 'a1', name: 'openDetails', type: 'openDashboardState' }] };
    const context = testContext({ actions: config.actions as Record<string, WidgetAction[]> });
    const { container } = render(
      <Suspense fallback={null}>
        <Component
          config={config}
          data={[]}
          timeWindow={{ min: 0, max: 1 }}
          translate={englishTranslate}
          context={context}
        />
      </Suspense>,
    );
    // no data: the card's text and its unknown variables stay as written, message keys become texts
    const card = await screen.findByText(`Plant Assets \${price}`, undefined, { timeout: 15000 });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('style')?.textContent).toContain('font-size: 32px;');
    fireEvent.click(card);
    expect(context.calls.actions[0].action).toMatchObject({ name: 'openDetails' });
  });
});
