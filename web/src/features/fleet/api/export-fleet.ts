import { endpoints } from '@simlessly/shared'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

/** A background export is asked for its progress this often. */
export const EXPORT_POLL_MS = 2000

/**
 * The filtered fleet as CSV. Small sets come back COMPLETE with their link;
 * larger ones come back RUNNING and are followed with {@link useExportInfo}.
 */
export const useStartExport = () =>
  useMutation({
    mutationFn: (request: EndpointInput<typeof endpoints.fleet.export>) =>
      api.call(endpoints.fleet.export, request),
  })

/** Where an export is, every 2 s until the export is COMPLETE or FAILED. */
export function exportInfoQueryOptions(exportId: string) {
  return queryOptions({
    queryKey: ['fleet-export', exportId],
    queryFn: ({ signal }) => api.call(endpoints.fleet.exportInfo, { exportId }, { signal, notify: false }),
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? EXPORT_POLL_MS : false),
    staleTime: 0,
  })
}

export const useExportInfo = (exportId: string | undefined) =>
  useQuery({ ...exportInfoQueryOptions(exportId ?? ''), enabled: exportId !== undefined })
