import type { QrStyle } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'

/** The route declares its answer inline (not in shared): a PNG data URL. */
const previewSchema = z.object({ image: z.string().startsWith('data:image/png;base64,') })

/** `POST /api/v1/qrstyle/preview`: a sample code drawn in a style. The same style always draws the same. */
export const previewQueryOptions = (style: QrStyle | null) =>
  queryOptions({
    queryKey: ['qrStyle', 'preview', style],
    queryFn: ({ signal }) => api.post('/qrstyle/preview', style, previewSchema, { signal, notify: false }),
    enabled: style !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // A rejected style is the user's to fix, not a blip to retry.
    retry: false,
    // The last preview stays on screen while the next one is drawn.
    placeholderData: keepPreviousData,
  })

/** The preview of `style`, or nothing while it is null (a style the form knows to be invalid). */
export const useQrStylePreview = (style: QrStyle | null) => useQuery(previewQueryOptions(style))
