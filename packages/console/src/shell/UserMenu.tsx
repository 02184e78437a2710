import { mdiAccount, mdiCheck, mdiDotsVertical, mdiExitToApp, mdiLock } from '@mdi/js';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useColorSchemeStore } from '../app/color-scheme-store';
import { MdiIcon } from '../components/icons/MdiIcon';
import { useAuthStore } from '../core/session/auth-store';
import { logout } from '../core/session/session';
import { COLOR_SCHEME_CHOICES } from '../core/settings/color-scheme';

const ROLE_LABELS: Record<string, string> = {
  SYS_ADMIN: 'user.sys-admin',
  TENANT_ADMIN: 'user.tenant-admin',
  CUSTOMER_USER: 'user.customer',
};

/** The user menu: avatar, name and role on wide screens; Profile, Security, the theme and Logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  const user = useAuthStore((state) => state.userDetails);
  const authority = useAuthStore((state) => state.authUser?.authority);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const colorScheme = useColorSchemeStore();
  if (!user || !authority || authority === 'ANONYMOUS') return null;

  const displayName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  const signOut = () => {
    setAnchor(null);
    logout({ notifyServer: true });
    navigate('/login');
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {wide && (
        <>
          <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main' }}>
            {displayName.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ lineHeight: 1.1, maxWidth: 200 }} data-testid="user-display">
            <Typography variant="body2" noWrap>
              {displayName}
            </Typography>
            <Typography variant="caption" noWrap sx={{ opacity: 0.8 }}>
              {t(ROLE_LABELS[authority] ?? '')}
            </Typography>
          </Box>
        </>
      )}
      <IconButton color="inherit" onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('user.user-menu')}>
        <MdiIcon path={mdiDotsVertical} />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => go('/profile')}>
          <ListItemIcon>
            <MdiIcon path={mdiAccount} />
          </ListItemIcon>
          {t('profile.profile')}
        </MenuItem>
        <MenuItem onClick={() => go('/security')}>
          <ListItemIcon>
            <MdiIcon path={mdiLock} />
          </ListItemIcon>
          {t('security.security')}
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: '32px' }}>{t('user.theme')}</ListSubheader>
        {COLOR_SCHEME_CHOICES.map((choice) => (
          <MenuItem
            key={choice}
            role="menuitemradio"
            aria-checked={colorScheme.choice === choice}
            onClick={() => colorScheme.choose(choice)}
          >
            <ListItemIcon>{colorScheme.choice === choice && <MdiIcon path={mdiCheck} />}</ListItemIcon>
            {t(`user.theme-${choice}`)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <MdiIcon path={mdiExitToApp} />
          </ListItemIcon>
          {t('home.logout')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
