import type { Widget } from '@fleetdeck/model';
import { mdiFullscreen, mdiFullscreenExit } from '@mdi/js';
import { Box, IconButton, Tooltip, Typography, useTheme } from '@mui/material';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { titleIconPath } from '../../components/icons/title-icons';
import { scopeCss } from '../../widgets/scope-css';
import { widgetColours } from './theme-colours';

interface WidgetChromeProps {
  widget: Widget;
  /** the title with its variables filled */
  title: string;
  /** how many values the widget has been given; tests and tools can tell data arrived without reading pixels */
  points?: number;
  /** the widget draws its own header with its title: the card shows no title, only its fullscreen button */
  ownHeader?: boolean;
  /** header buttons the host adds before the fullscreen button, such as the edit button of an editable dashboard */
  actions?: ReactNode;
  /** the widget's own time window control, shown beside its title */
  timewindow?: ReactNode;
  children: ReactNode;
}

const cssObject = (value: unknown): CSSProperties =>
  typeof value === 'object' && value !== null ? (value as CSSProperties) : {};

const iconSize = (config: Widget['config']) => (typeof config.iconSize === 'string' ? config.iconSize : '24px');

/**
 * The card around a widget as its config styles it: background, colour, padding, margin, shadow and extra
 * style; a header with the title icon, the title, the widget's own time window and the fullscreen button; the widget's own CSS confined to the card.
 */
export function WidgetChrome(props: WidgetChromeProps) {
  const { widget, title, points, ownHeader = false, actions, timewindow, children } = props;
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(false);
  const { config } = widget;
  const colours = widgetColours(config, useTheme().palette);
  const scope = `widget-css-${widget.id.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const showTitle = !ownHeader && config.showTitle !== false && title !== '';
  const iconPath = config.showTitleIcon === true ? titleIconPath(config.titleIcon) : undefined;
  const canFullscreen = config.enableFullscreen !== false;
  const fullscreenButton = canFullscreen && (
    <Tooltip title={t(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}>
      <IconButton
        size="small"
        sx={{ ml: 'auto', color: 'inherit', alignSelf: 'flex-start' }}
        aria-label={t(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}
        onClick={() => setFullscreen((current) => !current)}
      >
        <MdiIcon path={fullscreen ? mdiFullscreenExit : mdiFullscreen} fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  return (
    <Box
      className={scope}
      data-testid="dashboard-widget"
      data-widget-type={`${widget.bundleAlias}.${widget.typeAlias}`}
      data-points={points}
      aria-label={title || undefined}
      role="region"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        boxSizing: 'border-box',
        borderRadius: 1,
        bgcolor: colours.background,
        color: colours.color,
        p: (config.padding as string | undefined) ?? '8px',
        m: (config.margin as string | undefined) ?? 0,
        boxShadow: config.dropShadow === false ? 'none' : 2,
        ...(fullscreen ? { position: 'fixed', inset: 0, zIndex: 1300, m: 0, borderRadius: 0 } : {}),
      }}
      style={cssObject(config.widgetStyle)}
    >
      {typeof config.widgetCss === 'string' && config.widgetCss.trim() && (
        <style>{scopeCss(config.widgetCss, scope)}</style>
      )}
      {!ownHeader && (showTitle || canFullscreen || actions || timewindow) && (
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 0, flex: 'none' }}>
          {showTitle && iconPath && (
            <MdiIcon
              path={iconPath}
              data-testid="widget-title-icon"
              sx={{ mr: 1, color: (config.iconColor as string | undefined) ?? 'inherit', fontSize: iconSize(config) }}
            />
          )}
          {showTitle && (
            <Typography component="h3" noWrap sx={{ flex: 1, fontSize: 16 }} style={cssObject(config.titleStyle)}>
              {title}
            </Typography>
          )}
          {timewindow}
          <Box sx={{ ml: 'auto', display: 'flex', alignSelf: 'flex-start' }}>
            {actions}
            {fullscreenButton}
          </Box>
        </Box>
      )}
      {ownHeader ? (
        // the widget's header runs along its top, so the fullscreen button sits beside it rather than above
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
          <Box sx={{ flex: 1, minWidth: 0, position: 'relative' }}>{children}</Box>
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            {actions}
            {fullscreenButton}
          </Box>
        </Box>
      ) : (
        <Box sx={{ flex: 1, minHeight: 0, position: 'relative' }}>{children}</Box>
      )}
    </Box>
  );
}
