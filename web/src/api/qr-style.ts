import type { QrStyle, QrStyleSettings } from '@simlessly/shared'
import { qrStyleEndpoints as qrStyle } from '@simlessly/shared/endpoints/qr-style'
import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKey } from './query-key'

export type ActiveStyle = QrStyleSettings['active']

/** The default style, the enterprise's own (or null) and which one is in use. */
export const qrStyleQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(qrStyle.settings),
    // The panel shows a failure in place, with a way to try again.
    queryFn: ({ signal }) => api.call(qrStyle.settings, undefined, { signal, notify: false }),
  })

export const useQrStyleSettings = () => useQuery(qrStyleQueryOptions())

/** A sample code drawn in a style. The same style always draws the same. */
export const previewQueryOptions = (style: QrStyle | null) =>
  queryOptions({
    queryKey: queryKey(qrStyle.preview, style),
    // Nothing to draw while the form knows the style to be invalid.
    queryFn:
      style === null
        ? skipToken
        : ({ signal }) => api.call(qrStyle.preview, style, { signal, notify: false }),
    staleTime: Number.POSITIVE_INFINITY,
    // A rejected style is the user's to fix, not a blip to retry.
    retry: false,
    // The last preview stays on screen while the next one is drawn.
    placeholderData: keepPreviousData,
  })

/** The preview of `style`, or nothing while it is null (a style the form knows to be invalid). */
export const useQrStylePreview = (style: QrStyle | null) => useQuery(previewQueryOptions(style))

/** Stores the enterprise's style and puts it in use. The form shows failures. */
export const saveQrStyle = (style: QrStyle) => api.call(qrStyle.save, style, { notify: false })

/** Which style draws QR pictures from now on. The choice shows failures. */
export const activateQrStyle = (active: ActiveStyle) =>
  api.call(qrStyle.activate, { active }, { notify: false })

/** Both answer the settings as they now are, which take the place of the cached ones. */
function useSettingsChange<T>(change: (request: T) => Promise<QrStyleSettings>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => queryClient.setQueryData(qrStyleQueryOptions().queryKey, settings),
  })
}

export const useSaveQrStyle = () => useSettingsChange(saveQrStyle)
export const useActivateQrStyle = () => useSettingsChange(activateQrStyle)
