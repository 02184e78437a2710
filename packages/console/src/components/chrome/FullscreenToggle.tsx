import { mdiFullscreen, mdiFullscreenExit } from '@mdi/js';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../icons/MdiIcon';

/** Puts the whole console in browser fullscreen and back. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const label = t(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand');
  const toggle = () => {
    const change = fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch((error: unknown) => console.warn('Fullscreen change refused', error));
  };
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label}>
        <MdiIcon path={fullscreen ? mdiFullscreenExit : mdiFullscreen} />
      </IconButton>
    </Tooltip>
  );
}
