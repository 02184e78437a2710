import { mdiChevronRight, mdiHome } from '@mdi/js';
import { Box, Breadcrumbs, Link, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRouteMatches } from '../../app/route-handle';
import { MdiIcon } from '../icons/MdiIcon';

/**
 * One entry per route level with breadcrumb data not marked skip. The last entry is not a link; on
 * small screens it alone is shown, as a heading.
 */
export function Breadcrumb() {
  const { t } = useTranslation();
  const small = useMediaQuery(useTheme().breakpoints.down('sm'));
  const entries = useRouteMatches()
    .filter((match) => match.handle?.breadcrumb && !match.handle.breadcrumb.skip)
    .map((match) => ({
      path: match.pathname,
      label: t(match.handle?.breadcrumb?.label ?? 'home.home'),
      icon: match.handle?.breadcrumb?.icon ?? mdiHome,
    }));
  const last = entries.at(-1);
  if (!last) return null;
  if (small) {
    return (
      <Typography variant="h6" component="h1" noWrap sx={{ fontSize: 18 }}>
        {last.label}
      </Typography>
    );
  }
  return (
    <Breadcrumbs
      separator={<MdiIcon path={mdiChevronRight} fontSize="small" />}
      sx={{ color: 'inherit', fontSize: 18 }}
      aria-label="breadcrumb"
    >
      {entries.map((entry) =>
        entry === last ? (
          <Box
            key={entry.path}
            component="h1"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 18, fontWeight: 400, m: 0 }}
          >
            <MdiIcon path={entry.icon} fontSize="small" />
            {entry.label}
          </Box>
        ) : (
          <Link
            key={entry.path}
            component={RouterLink}
            to={entry.path}
            color="inherit"
            underline="hover"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <MdiIcon path={entry.icon} fontSize="small" />
            {entry.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
