import { checkedBy, isPublicConfig, type PublicConfig, SESSION_IDLE_SECONDS } from '@stroomlijn/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

const publicConfig = checkedBy(isPublicConfig, 'PublicConfig');

/** GET /api/config: settings the browser needs before and after sign-in (anonymous; checked without zod). */
export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => api.get<PublicConfig>('/api/config', { signal, schema: publicConfig }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(configQueryOptions);
}

/** The inactivity limit in seconds: the server's value, or the shared default until it is known. */
export function sessionIdleSeconds(config: PublicConfig | undefined | null): number {
  return config?.sessionIdleSeconds ?? SESSION_IDLE_SECONDS;
}
