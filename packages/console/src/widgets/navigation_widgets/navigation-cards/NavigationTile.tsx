import { Card, CardActionArea, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** One card of the navigation widgets: an icon above a name, a link to a console page. */
export function NavigationTile({ path, name, icon }: { path: string; name: string; icon: ReactNode }) {
  return (
    <Card sx={{ height: '100%', minHeight: 96 }}>
      <CardActionArea
        component={RouterLink}
        to={path}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          p: 1,
          color: 'primary.main',
          textAlign: 'center',
        }}
      >
        {icon}
        <Typography variant="body1" color="text.primary">
          {name}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
