import { endpoints, type QrStyle } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { qrStyleQueryOptions } from './get-qr-style'

/** Stores the enterprise's style and puts it in use. The form shows failures. */
export const saveQrStyle = (style: QrStyle) => api.call(endpoints.qrStyle.save, style, { notify: false })

export function useSaveQrStyle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveQrStyle,
    // The answer is the settings as they now are.
    onSuccess: (settings) => queryClient.setQueryData(qrStyleQueryOptions().queryKey, settings),
  })
}
