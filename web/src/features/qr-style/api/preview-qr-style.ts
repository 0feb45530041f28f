import { endpoints, type QrStyle } from '@simlessly/shared'
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** A sample code drawn in a style. The same style always draws the same. */
export const previewQueryOptions = (style: QrStyle | null) =>
  queryOptions({
    queryKey: ['qrStyle', 'preview', style],
    // Nothing to draw while the form knows the style to be invalid.
    queryFn:
      style === null
        ? skipToken
        : ({ signal }) => api.call(endpoints.qrStyle.preview, style, { signal, notify: false }),
    staleTime: Number.POSITIVE_INFINITY,
    // A rejected style is the user's to fix, not a blip to retry.
    retry: false,
    // The last preview stays on screen while the next one is drawn.
    placeholderData: keepPreviousData,
  })

/** The preview of `style`, or nothing while it is null (a style the form knows to be invalid). */
export const useQrStylePreview = (style: QrStyle | null) => useQuery(previewQueryOptions(style))
