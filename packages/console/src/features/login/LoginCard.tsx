import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { Box, Card, CardContent, IconButton, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/chrome/Logo';
import { useIsLoading } from '../../core/http/loading-store';

interface LoginCardProps {
  title: string;
  subtitle?: string;
  /** shows a back chevron before the title */
  onBack?: () => void;
  children: ReactNode;
}

/** The frame of every sign-in screen: 450 px wide on wide screens, with the progress bar while anything loads. */
export function LoginCard({ title, subtitle, onBack, children }: LoginCardProps) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'primary.main',
        p: 2,
      }}
    >
      <Card sx={{ width: { xs: '100%', sm: 450 }, position: 'relative' }}>
        <LinearProgress sx={{ visibility: loading ? 'visible' : 'hidden' }} data-testid="login-progress" />
        <CardContent sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2, color: 'primary.main' }}>
            <Logo size={36} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: subtitle ? 1 : 2 }}>
            {onBack && (
              <IconButton aria-label={t('action.back')} onClick={onBack} edge="start">
                <ChevronLeftIcon />
              </IconButton>
            )}
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
          </Box>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
