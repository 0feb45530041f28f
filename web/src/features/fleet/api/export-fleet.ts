import { type FleetFilter, fleetExportSchema } from '@simlessly/shared'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { FleetSort } from '../fleet-filters'

/** A background export is asked for its progress this often. */
export const EXPORT_POLL_MS = 2000

/**
 * `POST /api/v1/profile/export`: the filtered fleet as CSV. Small sets come back COMPLETE with their link;
 * larger ones come back RUNNING and are followed with {@link useExportInfo}.
 */
export const useStartExport = () =>
  useMutation({
    mutationFn: (request: FleetFilter & FleetSort) => api.post('/profile/export', request, fleetExportSchema),
  })

/** `POST /api/v1/profile/export/info`, every 2 s until the export is COMPLETE or FAILED. */
export function exportInfoQueryOptions(exportId: string) {
  return queryOptions({
    queryKey: ['fleet-export', exportId],
    queryFn: ({ signal }) =>
      api.post('/profile/export/info', { exportId }, fleetExportSchema, { signal, notify: false }),
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? EXPORT_POLL_MS : false),
    staleTime: 0,
  })
}

export const useExportInfo = (exportId: string | undefined) =>
  useQuery({ ...exportInfoQueryOptions(exportId ?? ''), enabled: exportId !== undefined })
