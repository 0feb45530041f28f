import { entitlementQueryOptions } from '@/api/plan'
import { configOptionsQueryOptions } from '@/api/profile-config'
import type { Prefetch } from '@/lib/prefetch'

/** Generate AC's first queries: the configurations to choose from, and the plan's locks for one who may generate. */
export const prefetchGenerateAc: Prefetch = async ({ queryClient, can }) => {
  await Promise.all([
    queryClient.prefetchQuery(configOptionsQueryOptions()),
    can('Ac_Generate') ? queryClient.prefetchQuery(entitlementQueryOptions()) : undefined,
  ])
}
