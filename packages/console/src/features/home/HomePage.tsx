import { Box, Card, CardActionArea, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RESOURCES } from '../../app/resources';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { api } from '../../core/http/api';
import { useAuthStore } from '../../core/session/auth-store';
import { homeSections, isUserAuthority } from '../../shell/menu-sections';

/** The dashboard runtime loads only for users who have a home dashboard. */
const OpenDashboard = lazy(() => import('../../dashboard/DashboardPage').then((m) => ({ default: m.OpenDashboard })));

/**
 * The home page: the user's home dashboard when the user, the customer or the tenant has one (without its toolbar
 * when so configured), else a greeting and the shortcut sections of the user's menu.
 */
export function HomePage() {
  const home = useHomeDashboard();
  if (home.isPending) return <LinearProgress />;
  if (home.data) {
    return (
      <Suspense fallback={<LinearProgress />}>
        <OpenDashboard
          key={home.data.id.id}
          dashboardId={home.data.id.id}
          initial={home.data}
          hideToolbar={home.data.hideDashboardToolbar}
        />
      </Suspense>
    );
  }
  return <HomeCards />;
}

function useHomeDashboard() {
  const authority = useAuthStore((state) => state.authUser?.authority);
  return useQuery({
    queryKey: ['entities', 'DASHBOARD', 'home', authority],
    queryFn: () => (authority === 'SYS_ADMIN' ? null : api.dashboards.home()),
    // without a home dashboard the cards show; a failed read shows them too
    meta: { suppressErrors: true },
  });
}

function HomeCards() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.userDetails);
  const authority = useAuthStore((state) => state.authUser?.authority);
  const edgesEnabled = useAuthStore((state) => state.edgesSupportEnabled);
  const sections = isUserAuthority(authority) ? homeSections(RESOURCES, authority, { edgesEnabled }) : [];
  const name = user?.firstName || user?.email || '';
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
        {t('home.welcome', { name })}
      </Typography>
      {/* Sections flow side by side, so a menu of many short sections fits a desktop screen without scrolling. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 3 }}>
        {sections.map((section) => (
          <Box key={section.name} component="section" aria-label={t(section.name)} sx={{ maxWidth: '100%' }}>
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ mb: 1, color: 'text.secondary', textTransform: 'uppercase' }}
            >
              {t(section.name)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              {section.places.map((place) => (
                <Card key={place.id} sx={{ width: { xs: 'calc(50vw - 24px)', sm: 160 } }} data-testid="home-shortcut">
                  <CardActionArea component={RouterLink} to={place.path} sx={{ height: '100%' }}>
                    <CardContent
                      sx={{
                        display: 'flex',
                        flexDirection: 'column',
                        alignItems: 'center',
                        gap: 1,
                        color: 'primary.main',
                        textAlign: 'center',
                      }}
                    >
                      <MdiIcon path={place.icon} sx={{ fontSize: 48 }} />
                      <Typography variant="body1" color="text.primary">
                        {t(place.name)}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
