import { mdiArrowLeft, mdiMenu } from '@mdi/js';
import { AppBar, Box, IconButton, LinearProgress, Toolbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Breadcrumb } from '../components/chrome/Breadcrumb';
import { FullscreenToggle } from '../components/chrome/FullscreenToggle';
import { MdiIcon } from '../components/icons/MdiIcon';
import { useIsLoading } from '../core/http/loading-store';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

interface AppToolbarProps {
  showMenuButton: boolean;
  showBackButton: boolean;
  onMenu(): void;
}

/** The top toolbar of the home shell. */
export function AppToolbar({ showMenuButton, showBackButton, onMenu }: AppToolbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loading = useIsLoading();
  const [searching, setSearching] = useState(false);
  return (
    <AppBar position="static" elevation={1} sx={{ position: 'relative' }}>
      <Toolbar sx={{ gap: 1 }}>
        {showMenuButton && (
          <IconButton color="inherit" edge="start" onClick={onMenu} aria-label={t('home.menu')}>
            <MdiIcon path={mdiMenu} />
          </IconButton>
        )}
        {showBackButton && (
          <IconButton color="inherit" edge="start" onClick={() => navigate(-1)} aria-label={t('action.back')}>
            <MdiIcon path={mdiArrowLeft} />
          </IconButton>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: searching ? { xs: 'none', sm: 'block' } : 'block' }}>
          <Breadcrumb />
        </Box>
        <SearchBox onOpenChange={setSearching} />
        <FullscreenToggle />
        <UserMenu />
      </Toolbar>
      {loading && (
        <LinearProgress
          color="secondary"
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}
          data-testid="loading-bar"
        />
      )}
    </AppBar>
  );
}
