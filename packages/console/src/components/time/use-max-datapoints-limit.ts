import { useQuery } from '@tanstack/react-query';
import { api } from '../../core/http/api';
import { DEFAULT_MAX_DATAPOINTS_LIMIT, maxDatapointsLimitFrom } from './intervals';

/**
 * The server's maximum data points per key (GET /api/dashboard/maxDatapointsLimit). Until it answers the
 * default of 500 applies; a failed call falls back the same way a missing value does (8).
 */
export function useMaxDatapointsLimit(): number {
  const query = useQuery({
    queryKey: ['maxDatapointsLimit'],
    queryFn: () => api.system.maxDatapointsLimit(),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { suppressErrors: true },
  });
  if (query.isPending) return DEFAULT_MAX_DATAPOINTS_LIMIT;
  return maxDatapointsLimitFrom(query.data);
}
