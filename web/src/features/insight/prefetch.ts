import { dashboardQueryOptions } from '@/api/insight'
import { DEFAULT_PRESET, localToday, readRangeChoice, resolveRange } from '@/lib/day-range'
import type { Prefetch } from '@/lib/prefetch'

/** The dashboard's figures over the range the URL asks for (DashboardPage, through useRangeParams). */
export const prefetchDashboard: Prefetch = async ({ queryClient, url }) => {
  const { range } = resolveRange(readRangeChoice(url.searchParams, DEFAULT_PRESET), localToday())
  if (range) await queryClient.prefetchQuery(dashboardQueryOptions(range))
}
