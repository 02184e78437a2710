import { useId, useMemo } from 'react';
import { sanitizeHtml } from '../../sanitize-html';
import { scopeCss } from '../../scope-css';
import type { WidgetProps } from '../../widget-definition';
import { runElementClick } from '../element-click';
import { cardVariables, fillCardTemplate } from './card-template';
import type { HtmlValueCardSettings } from './settings';

/**
 * The "HTML Value Card" widget: the user's HTML with the latest values filled in, sanitised, styled by the user's
 * CSS limited to this card. A click on an element whose id (or an ancestor's) names an `elementClick` action runs
 * that action for the card's entity.
 */
export function HtmlValueCard({ config, data, translate, context }: WidgetProps<HtmlValueCardSettings>) {
  const { cardHtml, cardCss } = config.settings;
  // a class of this card alone, so its CSS reaches no other widget
  const scope = `html-value-card-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const css = useMemo(() => scopeCss(cardCss, scope), [cardCss, scope]);
  const html = useMemo(
    () => sanitizeHtml(fillCardTemplate(cardHtml, cardVariables(data), translate)),
    [cardHtml, data, translate],
  );

  return (
    <div className={scope} style={{ height: '100%' }}>
      <style>{css}</style>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the card's own elements are the targets; the card's actions name them by id */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the user's HTML decides which elements act, as in the platform */}
      <div
        style={{ height: '100%' }}
        onClick={(event) => runElementClick(event, context, data[0]?.entity)}
        // sanitised: the user's HTML without scripts or event handlers
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the card's template is HTML by design
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
