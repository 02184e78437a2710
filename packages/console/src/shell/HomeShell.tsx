import { Box, Drawer, useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../components/chrome/Footer';
import { ShortcutOverlay } from '../components/chrome/ShortcutOverlay';
import { useAuthStore } from '../core/session/auth-store';
import { AppToolbar } from './AppToolbar';
import { SideMenu } from './SideMenu';
import { SHELL_SHORTCUTS } from './shortcuts';

/** Side menu width: 250 px, or all but 56 px on screens at most 456 px wide. */
const MENU_WIDTH = 250;

/** The home shell: side menu, toolbar, the active page and the footer. */
export function HomeShell() {
  const theme = useTheme();
  const sideMode = useMediaQuery(theme.breakpoints.up('md'));
  const tiny = useMediaQuery('(max-width:456px)');
  const forceFullscreen = useAuthStore((state) => state.forceFullscreen);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const width = tiny ? 'calc(100% - 56px)' : MENU_WIDTH;

  return (
    <Box sx={{ display: 'flex', height: '100vh', bgcolor: 'background.default' }}>
      {!forceFullscreen && (
        <Drawer
          variant={sideMode ? 'permanent' : 'temporary'}
          open={sideMode || menuOpen}
          onClose={closeMenu}
          sx={{ width: sideMode ? MENU_WIDTH : undefined, flexShrink: 0, '& .MuiDrawer-paper': { width, border: 0 } }}
        >
          <SideMenu onNavigate={sideMode ? noop : closeMenu} />
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppToolbar
          showMenuButton={!sideMode && !forceFullscreen}
          showBackButton={forceFullscreen}
          onMenu={() => setMenuOpen(true)}
        />
        <Box component="main" sx={{ flex: 1, overflow: 'auto', display: 'flex', flexDirection: 'column' }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
      <ShortcutOverlay shortcuts={SHELL_SHORTCUTS} />
    </Box>
  );
}

function noop(): void {}
