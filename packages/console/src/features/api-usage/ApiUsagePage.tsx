import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type HourlySeries, readHourlyUsage, readUsageState } from './api-usage-query';
import { HourlyUsageChart } from './HourlyUsageChart';
import {
  type FeatureFigures,
  featureFigures,
  hourlyValues,
  lastDayHours,
  monthStartOf,
  USAGE_FEATURES,
  type UsageState,
} from './usage-figures';

/** The server stores the counters every 10 s; reading them as often shows them as they grow. */
const REFRESH_MS = 10_000;

const STATE_COLOURS: Record<UsageState, 'success' | 'warning' | 'error'> = {
  ENABLED: 'success',
  WARNING: 'warning',
  DISABLED: 'error',
};

/** /usage: the tenant's API usage this month per feature, with its state, and the last day's hourly counts. */
export function ApiUsagePage() {
  const { t } = useTranslation();
  const usage = useQuery({ queryKey: ['apiUsage'], queryFn: readUsageState, refetchInterval: REFRESH_MS });
  const entity = usage.data ?? null;
  const hourly = useQuery({
    queryKey: ['apiUsage', 'hourly', entity?.entityId.id],
    queryFn: (): Promise<HourlySeries> => (entity ? readHourlyUsage(entity, Date.now()) : Promise.resolve({})),
    enabled: entity !== null,
    refetchInterval: REFRESH_MS,
  });
  const hours = useMemo(() => lastDayHours(hourly.dataUpdatedAt || Date.now()), [hourly.dataUpdatedAt]);
  const bars = useMemo(
    () =>
      USAGE_FEATURES.map((feature) => ({
        name: t(feature.title),
        values: hourlyValues(hours, hourly.data?.[feature.hourlyKey] ?? []),
      })),
    [hourly.data, hours, t],
  );

  if (usage.isError) {
    return (
      <Box sx={{ p: { xs: 1, sm: 3 } }}>
        <Alert severity="error">{t('api-usage.load-failed')}</Alert>
      </Box>
    );
  }
  if (!entity) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {featureFigures(entity, monthStartOf(Date.now())).map((figures) => (
          <FeatureCard key={figures.feature.monthKey} figures={figures} />
        ))}
      </Stack>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('api-usage.hourly-activity')}
          </Typography>
          <HourlyUsageChart hours={hours} series={bars} label={t('api-usage.hourly-activity')} />
        </CardContent>
      </Card>
    </Stack>
  );
}

/** One feature's count of the month and its state. */
function FeatureCard({ figures }: { figures: FeatureFigures }) {
  const { t } = useTranslation();
  const title = t(figures.feature.title);
  return (
    <Card component="section" aria-label={title} sx={{ flex: 1 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Chip
            size="small"
            color={STATE_COLOURS[figures.state]}
            label={t(`api-usage.state-${figures.state.toLowerCase()}`)}
          />
        </Stack>
        <Typography variant="h4" component="p" sx={{ mt: 1 }}>
          {figures.count.toLocaleString()}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('api-usage.this-month')}
        </Typography>
      </CardContent>
    </Card>
  );
}
