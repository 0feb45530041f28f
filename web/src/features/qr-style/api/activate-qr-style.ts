import { endpoints, type QrStyleSettings } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { qrStyleQueryOptions } from './get-qr-style'

export type ActiveStyle = QrStyleSettings['active']

/** Which style draws QR pictures from now on. The choice shows failures. */
export const activateQrStyle = (active: ActiveStyle) =>
  api.call(endpoints.qrStyle.activate, { active }, { notify: false })

export function useActivateQrStyle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: activateQrStyle,
    // The answer is the settings as they now are.
    onSuccess: (settings) => queryClient.setQueryData(qrStyleQueryOptions().queryKey, settings),
  })
}
