import { adminOrderEndpoints as adminOrder } from '@simlessly/shared/endpoints/admin-order'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { saveBlob } from '@/lib/download'
import { invalidate, queryKey } from './query-key'

export type AdminOrderListParams = EndpointInput<typeof adminOrder.list>
export type AuditParams = EndpointInput<typeof adminOrder.audit>

/** Every read of the admin order screen: an admin's action may change any of them, and is in the audit. */
const ADMIN_ORDER_READS = [adminOrder.list, adminOrder.info, adminOrder.audit, adminOrder.plans] as const

/** A page of every enterprise's orders, newest first, filtered. */
export const listAdminOrders = (params: AdminOrderListParams, signal?: AbortSignal) =>
  api.call(adminOrder.list, params, { signal })

export const adminOrdersQueryOptions = (params: AdminOrderListParams) =>
  queryOptions({
    queryKey: queryKey(adminOrder.list, params),
    queryFn: ({ signal }) => listAdminOrders(params, signal),
    placeholderData: keepPreviousData,
  })

export const useAdminOrders = (params: AdminOrderListParams) => useQuery(adminOrdersQueryOptions(params))

/** One order of any enterprise; the detail panel shows a failure itself. */
export const getAdminOrder = (orderId: string, signal?: AbortSignal) =>
  api.call(adminOrder.info, { orderId }, { signal, notify: false })

export const adminOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKey(adminOrder.info, { orderId }),
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
  })

export const useAdminOrder = (orderId: string) => useQuery(adminOrderQueryOptions(orderId))

/** A page of the admins' actions on orders and plans, newest first. */
export const listAudit = (params: AuditParams, signal?: AbortSignal) =>
  api.call(adminOrder.audit, params, { signal })

export const auditQueryOptions = (params: AuditParams) =>
  queryOptions({
    queryKey: queryKey(adminOrder.audit, params),
    queryFn: ({ signal }) => listAudit(params, signal),
    placeholderData: keepPreviousData,
  })

export const useAudit = (params: AuditParams) => useQuery(auditQueryOptions(params))

/** The plan catalogue as admins edit it (prices in cents). */
export const listAdminPlans = (signal?: AbortSignal) => api.call(adminOrder.plans, undefined, { signal })

export const adminPlansQueryOptions = () =>
  queryOptions({ queryKey: queryKey(adminOrder.plans), queryFn: ({ signal }) => listAdminPlans(signal) })

export const useAdminPlans = () => useQuery(adminPlansQueryOptions())

/** An admin's change: its dialog or form shows a refusal itself, and every read of the screen is read again. */
function useAdminChange<T, R>(change: (request: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: change, onSuccess: () => invalidate(queryClient, ...ADMIN_ORDER_READS) })
}

/** Confirms a bank transfer arrived: the order is paid and activates. */
export const confirmAdminOrder = (orderId: string) =>
  api.call(adminOrder.confirm, { orderId }, { notify: false })

/** Closes an unpaid or unconfirmed order. */
export const closeAdminOrder = (orderId: string) => api.call(adminOrder.close, { orderId }, { notify: false })

/** An order for a client, found by its owner's email. */
export const createAdminOrder = (request: EndpointInput<typeof adminOrder.create>) =>
  api.call(adminOrder.create, request, { notify: false })

/** Upgrades a client's running order to a higher plan. */
export const upgradeAdminOrder = (request: EndpointInput<typeof adminOrder.upgrade>) =>
  api.call(adminOrder.upgrade, request, { notify: false })

/** Saves a plan's prices and inclusions; orders already made keep theirs. */
export const updateAdminPlan = (request: EndpointInput<typeof adminOrder.updatePlan>) =>
  api.call(adminOrder.updatePlan, request, { notify: false })

export const useConfirmAdminOrder = () => useAdminChange(confirmAdminOrder)
export const useCloseAdminOrder = () => useAdminChange(closeAdminOrder)
export const useCreateAdminOrder = () => useAdminChange(createAdminOrder)
export const useUpgradeAdminOrder = () => useAdminChange(upgradeAdminOrder)
export const useUpdateAdminPlan = () => useAdminChange(updateAdminPlan)

/** Any paid order's receipt (PDF), fetched with the session's headers and saved under its number. */
export async function downloadAdminInvoice(paid: { orderId: string; invoiceNumber: string | null }) {
  const blob = await api.call(adminOrder.invoice, { orderId: paid.orderId })
  saveBlob(blob, paid.invoiceNumber ? `${paid.invoiceNumber}.pdf` : adminOrder.invoice.file.filename)
}

export const useDownloadAdminInvoice = () => useMutation({ mutationFn: downloadAdminInvoice })
