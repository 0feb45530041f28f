import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The default style, the enterprise's own (or null) and which one is in use. */
export const qrStyleQueryOptions = () =>
  queryOptions({
    queryKey: ['qrStyle', 'settings'],
    // The panel shows a failure in place, with a way to try again.
    queryFn: ({ signal }) => api.call(endpoints.qrStyle.settings, undefined, { signal, notify: false }),
  })

export const useQrStyleSettings = () => useQuery(qrStyleQueryOptions())
