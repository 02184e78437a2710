import { mdiChevronDown } from '@mdi/js';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { RESOURCES } from '../app/resources';
import { Logo } from '../components/chrome/Logo';
import { MdiIcon } from '../components/icons/MdiIcon';
import { useAuthStore } from '../core/session/auth-store';
import { isSectionActive, isUserAuthority, type MenuSection, menuSections } from './menu-sections';

/** The side navigation: the logo and the menu of the signed-in authority, with the active entry highlighted. */
export function SideMenu({ onNavigate }: { onNavigate(): void }) {
  const authority = useAuthStore((state) => state.authUser?.authority);
  const edgesEnabled = useAuthStore((state) => state.edgesSupportEnabled);
  const sections = isUserAuthority(authority) ? menuSections(RESOURCES, authority, { edgesEnabled }) : [];
  return (
    // the dark scheme's blue is light, so white text would not read on it: the menu takes the dark paper instead
    <Box
      sx={{
        height: '100%',
        bgcolor: ({ palette }) => (palette.mode === 'dark' ? palette.background.paper : palette.primary.main),
        color: 'common.white',
      }}
    >
      <Box sx={{ height: 64, display: 'flex', alignItems: 'center', px: 2 }}>
        <Logo color="common.white" />
      </Box>
      <List component="nav" aria-label="menu" data-testid="side-menu">
        {sections.map((section) => (
          <MenuEntry key={section.id} section={section} onNavigate={onNavigate} />
        ))}
      </List>
    </Box>
  );
}

function MenuEntry({ section, onNavigate, depth = 0 }: { section: MenuSection; onNavigate(): void; depth?: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isSectionActive(section, pathname);
  const button = (
    <ListItemButton
      component={RouterLink}
      // A group has no page of its own: its entry opens the group's first page.
      to={section.pages?.[0]?.path ?? section.path}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      sx={{
        pl: 2 + depth * 2,
        color: 'inherit',
        '&.Mui-selected': { bgcolor: 'rgba(255,255,255,0.15)' },
        '&.Mui-selected:hover, &:hover': { bgcolor: 'rgba(255,255,255,0.2)' },
      }}
    >
      <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
        <MdiIcon path={section.icon} />
      </ListItemIcon>
      <ListItemText primary={t(section.name)} />
      {section.type === 'toggle' && (
        <MdiIcon path={mdiChevronDown} sx={{ transform: active ? 'rotate(180deg)' : undefined }} />
      )}
    </ListItemButton>
  );
  if (section.type === 'link') return button;
  return (
    <>
      {button}
      {/* A group opens to its section height while one of its pages is active. */}
      <Collapse in={active} sx={{ maxHeight: section.height }}>
        <List disablePadding>
          {section.pages?.map((page) => (
            <MenuEntry key={page.id} section={page} onNavigate={onNavigate} depth={depth + 1} />
          ))}
        </List>
      </Collapse>
    </>
  );
}
