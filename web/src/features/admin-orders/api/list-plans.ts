import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { ADMIN_ORDERS_KEY } from './keys'

/** The plan catalogue as admins edit it (prices in cents). */
export const listAdminPlans = (signal?: AbortSignal) =>
  api.call(endpoints.adminOrder.plans, undefined, { signal })

export const adminPlansQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_ORDERS_KEY, 'plans'],
    queryFn: ({ signal }) => listAdminPlans(signal),
  })

export const useAdminPlans = () => useQuery(adminPlansQueryOptions())
