import { qrStyleSettingsSchema } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** `GET /api/v1/qrstyle`: the default style, the enterprise's own (or null) and which one is in use. */
export const qrStyleQueryOptions = () =>
  queryOptions({
    queryKey: ['qrStyle', 'settings'],
    // The panel shows a failure in place, with a way to try again.
    queryFn: ({ signal }) => api.get('/qrstyle', qrStyleSettingsSchema, { signal, notify: false }),
  })

export const useQrStyleSettings = () => useQuery(qrStyleQueryOptions())
