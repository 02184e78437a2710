import type { Theme } from '@mui/material';

/**
 * Leaflet draws its own controls, popups and tooltips white on black text; these rules give them the console's theme,
 * so a dark dashboard has no glaring white buttons. The map tiles themselves keep the provider's colours.
 */
export function leafletChrome(theme: Theme) {
  const surface = { backgroundColor: theme.palette.background.paper, color: theme.palette.text.primary };
  // nested in the container, so each rule outranks leaflet.css's own (which loads later and names the container too)
  return {
    '& .leaflet-container': {
      width: '100%',
      height: '100%',
      backgroundColor: theme.palette.mode === 'dark' ? theme.palette.grey[900] : '#e8e8e8',
      '& .leaflet-bar a, & .leaflet-bar a.leaflet-disabled': {
        ...surface,
        borderBottomColor: theme.palette.divider,
      },
      '& .leaflet-bar a:hover': { backgroundColor: theme.palette.action.hover },
      '& .leaflet-bar a.leaflet-disabled': { color: theme.palette.text.disabled },
      '& .leaflet-control-attribution': {
        ...surface,
        backgroundColor: theme.palette.mode === 'dark' ? 'rgba(30, 30, 30, 0.8)' : 'rgba(255, 255, 255, 0.8)',
      },
      '& .leaflet-control-attribution a': { color: theme.palette.primary.main },
      '& .leaflet-popup-content-wrapper, & .leaflet-popup-tip': surface,
      '& .leaflet-tooltip': { ...surface, borderColor: theme.palette.divider },
      '& .leaflet-tooltip-top::before': { borderTopColor: theme.palette.background.paper },
      '& .leaflet-tooltip-bottom::before': { borderBottomColor: theme.palette.background.paper },
      '& .leaflet-tooltip-left::before': { borderLeftColor: theme.palette.background.paper },
      '& .leaflet-tooltip-right::before': { borderRightColor: theme.palette.background.paper },
      '& a.leaflet-popup-close-button': { color: theme.palette.text.secondary },
    },
  };
}
