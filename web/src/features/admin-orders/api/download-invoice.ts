import { endpoints } from '@simlessly/shared'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { saveBlob } from '@/lib/download'

/** Any paid order's receipt (PDF), fetched with the session's headers and saved under its number. */
export async function downloadAdminInvoice(order: { orderId: string; invoiceNumber: string | null }) {
  const blob = await api.call(endpoints.adminOrder.invoice, { orderId: order.orderId })
  const fallback = endpoints.adminOrder.invoice.file.filename
  saveBlob(blob, order.invoiceNumber ? `${order.invoiceNumber}.pdf` : fallback)
}

export const useDownloadAdminInvoice = () => useMutation({ mutationFn: downloadAdminInvoice })
