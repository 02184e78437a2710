import type { MouseEvent } from 'react';
import { clickedActionName } from './map-patterns';

/**
 * A marker's or shape's tooltip: the pattern's sanitised HTML, whose action links and buttons run the widget's
 * tooltip action of their name.
 */
export function MapPopupContent({ html, onAction }: { html: string; onAction(name: string): void }) {
  const click = (event: MouseEvent) => {
    const name = clickedActionName(event.target);
    if (!name) return;
    event.preventDefault();
    onAction(name);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicks come from the links and buttons the pattern made
    // biome-ignore lint/a11y/useKeyWithClickEvents: those links and buttons take the keyboard themselves
    <div
      className="fd-map-tooltip"
      onClick={click}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the tooltip pattern's HTML, sanitised
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
