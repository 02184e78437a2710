import { Box } from '@mui/material';
import { useId, useMemo } from 'react';
import { scopeCss } from '../../scope-css';
import type { WidgetProps } from '../../widget-definition';
import { cardText } from '../card-text';
import { runElementClick } from '../element-click';
import { markdownHtml } from './markdown-html';
import type { MarkdownCardSettings } from './settings';

/**
 * The "Markdown/HTML Card" widget: markdown or HTML made from the latest data (a pattern or the user's function),
 * rendered sanitised, styled by the card's own CSS and, unless turned off, a default markdown style in the theme's
 * colours. A click on an element whose id names an `elementClick` action runs it, as in the HTML cards.
 */
export function MarkdownCard({ config, data, translate, context }: WidgetProps<MarkdownCardSettings>) {
  const settings = config.settings;
  const scope = `markdown-card-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const css = useMemo(() => scopeCss(settings.markdownCss, scope), [settings.markdownCss, scope]);
  const text = cardText(
    {
      pattern: settings.markdownTextPattern,
      useFunction: settings.useMarkdownTextFunction,
      functionBody: settings.markdownTextFunction,
    },
    data,
    config,
    context,
    translate,
  );
  const html = useMemo(() => markdownHtml(text), [text]);
  return (
    <Box
      className={scope}
      sx={[
        { height: '100%', overflow: 'auto' },
        settings.applyDefaultMarkdownStyle && {
          px: 2,
          '& table': { borderCollapse: 'collapse' },
          '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
          '& code, & pre': { bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace' },
          '& pre': { p: 1, overflow: 'auto' },
          '& a': { color: 'primary.main' },
          '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        },
      ]}
    >
      <style>{css}</style>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the card's own elements are the targets; the card's actions name them by id */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the user's markdown decides which elements act, as in the platform */}
      <div
        onClick={(event) => runElementClick(event, context, data[0]?.entity)}
        // sanitised: the user's markdown rendered to HTML without scripts or event handlers
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the card's text is markdown or HTML by design
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Box>
  );
}
