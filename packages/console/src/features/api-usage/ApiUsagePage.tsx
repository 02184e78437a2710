import { Alert, Box, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CounterSeries, readHourlyUsage, readMonthlyUsage, readUsageState } from './api-usage-query';
import { UsageBarChart } from './UsageBarChart';
import {
  type FeatureFigures,
  featureFigures,
  lastDayHours,
  lastYearMonths,
  monthStartOf,
  periodValues,
  USAGE_FEATURES,
  type UsageFeature,
  type UsageState,
} from './usage-figures';

/** The server stores the counters every 10 s; reading them as often shows them as they grow. */
const REFRESH_MS = 10_000;

const STATE_COLOURS: Record<UsageState, 'success' | 'warning' | 'error'> = {
  ENABLED: 'success',
  WARNING: 'warning',
  DISABLED: 'error',
};

const hourLabel = (ts: number): string =>
  new Date(ts).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
const monthLabel = (ts: number): string =>
  new Date(ts).toLocaleDateString(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Each feature's bars over the periods, from its counter's points. */
function useBars(periods: readonly number[], data: CounterSeries | undefined, key: (feature: UsageFeature) => string) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      USAGE_FEATURES.map((feature) => ({
        name: t(feature.title),
        values: periodValues(periods, data?.[key(feature)] ?? []),
      })),
    [data, periods, key, t],
  );
}

const hourlyKey = (feature: UsageFeature) => feature.hourlyKey;
const monthKey = (feature: UsageFeature) => feature.monthKey;

/**
 * /usage: the tenant's API usage this month per feature, with its state and its limit where the profile sets one,
 * and each feature's counts per hour over the last day and per month over the last year.
 */
export function ApiUsagePage() {
  const { t } = useTranslation();
  const usage = useQuery({ queryKey: ['apiUsage'], queryFn: readUsageState, refetchInterval: REFRESH_MS });
  const entity = usage.data ?? null;
  const hourly = useQuery({
    queryKey: ['apiUsage', 'hourly', entity?.entityId.id],
    queryFn: (): Promise<CounterSeries> => (entity ? readHourlyUsage(entity, Date.now()) : Promise.resolve({})),
    enabled: entity !== null,
    refetchInterval: REFRESH_MS,
  });
  const monthly = useQuery({
    queryKey: ['apiUsage', 'monthly', entity?.entityId.id],
    queryFn: (): Promise<CounterSeries> =>
      entity ? readMonthlyUsage(entity, lastYearMonths(Date.now())[0] ?? 0, Date.now()) : Promise.resolve({}),
    enabled: entity !== null,
    refetchInterval: REFRESH_MS,
  });
  const hours = useMemo(() => lastDayHours(hourly.dataUpdatedAt || Date.now()), [hourly.dataUpdatedAt]);
  const months = useMemo(() => lastYearMonths(monthly.dataUpdatedAt || Date.now()), [monthly.dataUpdatedAt]);
  const hourLabels = useMemo(() => hours.map(hourLabel), [hours]);
  const monthLabels = useMemo(() => months.map(monthLabel), [months]);
  const hourlyBars = useBars(hours, hourly.data, hourlyKey);
  const monthlyBars = useBars(months, monthly.data, monthKey);

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
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {featureFigures(entity, monthStartOf(Date.now())).map((figures) => (
          <FeatureCard key={figures.feature.monthKey} figures={figures} />
        ))}
      </Box>
      <ChartCard title={t('api-usage.hourly-activity')} periods={hourLabels} series={hourlyBars} />
      <ChartCard title={t('api-usage.monthly-activity')} periods={monthLabels} series={monthlyBars} />
    </Stack>
  );
}

function ChartCard({ title, ...chart }: { title: string } & Omit<Parameters<typeof UsageBarChart>[0], 'label'>) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <UsageBarChart {...chart} label={title} />
      </CardContent>
    </Card>
  );
}

/** One feature's count of the month ("count / limit" with a bar when its profile limits it) and its state. */
function FeatureCard({ figures }: { figures: FeatureFigures }) {
  const { t } = useTranslation();
  const title = t(figures.feature.title);
  const { count, limit, state } = figures;
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h2">
            {title}
          </Typography>
          <Chip size="small" color={STATE_COLOURS[state]} label={t(`api-usage.state-${state.toLowerCase()}`)} />
        </Stack>
        <Typography variant="h5" component="p" sx={{ mt: 1 }}>
          {limit === null ? count.toLocaleString() : `${count.toLocaleString()} / ${limit.toLocaleString()}`}
        </Typography>
        {limit !== null && (
          <LinearProgress
            variant="determinate"
            color={STATE_COLOURS[state]}
            value={Math.min(100, (count / limit) * 100)}
            aria-label={title}
            sx={{ mt: 1 }}
          />
        )}
        <Typography variant="body2" color="text.secondary">
          {t('api-usage.this-month')}
        </Typography>
      </CardContent>
    </Card>
  );
}
