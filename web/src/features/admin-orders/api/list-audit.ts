import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { ADMIN_ORDERS_KEY } from './keys'

export type AuditParams = EndpointInput<typeof endpoints.adminOrder.audit>

/** A page of the admins' actions on orders and plans, newest first. */
export const listAudit = (params: AuditParams, signal?: AbortSignal) =>
  api.call(endpoints.adminOrder.audit, params, { signal })

export const auditQueryOptions = (params: AuditParams) =>
  queryOptions({
    queryKey: [ADMIN_ORDERS_KEY, 'audit', params],
    queryFn: ({ signal }) => listAudit(params, signal),
    placeholderData: keepPreviousData,
  })

export const useAudit = (params: AuditParams) => useQuery(auditQueryOptions(params))
