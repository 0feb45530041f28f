import { endpoints } from '@simlessly/shared'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { saveBlob } from '@/lib/download'

/** A paid order's invoice (PDF), fetched with the session's headers and saved under its number. */
export async function downloadInvoice(order: { orderId: string; invoiceNumber: string | null }) {
  const blob = await api.call(endpoints.order.invoice, { orderId: order.orderId })
  saveBlob(blob, order.invoiceNumber ? `${order.invoiceNumber}.pdf` : endpoints.order.invoice.file.filename)
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice })
