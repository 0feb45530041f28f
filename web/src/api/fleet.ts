import type { FleetListRequest } from '@simlessly/shared'
import { fleetEndpoints as fleet } from '@simlessly/shared/endpoints/fleet'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { unlessPrefetched } from '@/lib/prefetched'
import { GROUP_MEMBERSHIP } from './group'
import { invalidate, queryKey } from './query-key'

/** A background export is asked for its progress this often. */
export const EXPORT_POLL_MS = 2000

/** A page of the enterprise's profiles, filtered and sorted on the server. */
export const listProfiles = (request: FleetListRequest, signal?: AbortSignal) =>
  api.call(fleet.list, request, { signal, notify: false })

export const fleetQueryOptions = (request: FleetListRequest) =>
  queryOptions({
    queryKey: queryKey(fleet.list, request),
    queryFn: ({ signal }) => listProfiles(request, signal),
    // The previous page stays on screen while the next one loads, instead of a flash of "loading".
    placeholderData: keepPreviousData,
    staleTime: 0,
    // Asked afresh on each visit, but not twice in one: the navigation's prefetch answers it first.
    refetchOnMount: unlessPrefetched,
  })

export const useFleet = (request: FleetListRequest) => useQuery(fleetQueryOptions(request))

/** The fleet's profiles by state and in all, read from its counters: the status chips. */
export const fleetCountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(fleet.counts, undefined),
    queryFn: ({ signal }) => api.call(fleet.counts, undefined, { signal, notify: false }),
    staleTime: 0,
    refetchOnMount: unlessPrefetched,
  })

export const useFleetCounts = () => useQuery(fleetCountsQueryOptions())

/** One profile with its QR code and its history, newest first. */
export const getProfileInfo = (iccid: string, signal?: AbortSignal) =>
  api.call(fleet.info, { iccid }, { signal, notify: false })

export const profileInfoQueryOptions = (iccid: string) =>
  queryOptions({
    queryKey: queryKey(fleet.info, { iccid }),
    queryFn: ({ signal }) => getProfileInfo(iccid, signal),
    staleTime: 0,
  })

export const useProfileInfo = (iccid: string) => useQuery(profileInfoQueryOptions(iccid))

export type MoveRequest = EndpointInput<typeof fleet.moveToGroup>

/** Moves profiles into a group, or out of any group with `groupId: null` (the group screen and the fleet's). */
const moveProfiles = (request: MoveRequest, { notify = true }: { notify?: boolean } = {}) =>
  api.call(fleet.moveToGroup, request, { notify })

/**
 * Into a group, or out of any group with `groupId: null`. The answer says how many moved and why the others
 * did not; the groups' counts and pages, and the fleet's list and details, are read again either way.
 * `notify: false` when the caller shows a failure itself (the add dialog).
 */
export function useMoveProfiles({ notify = true }: { notify?: boolean } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: MoveRequest) => moveProfiles(request, { notify }),
    // Not awaited: the answer shows at once while the counts and pages are read again.
    onSettled: () => {
      void invalidate(queryClient, ...GROUP_MEMBERSHIP)
    },
  })
}

/**
 * The actions on a selection of profiles, each the request of its endpoint with a kind to tell them apart.
 * Each answers which profiles changed and why the others did not (a protected profile is not recycled);
 * the table and any open detail are fetched again afterwards.
 */
export type FleetAction =
  | ({ kind: 'notes' } & EndpointInput<typeof fleet.notes>)
  | ({ kind: 'protection' } & EndpointInput<typeof fleet.protection>)
  | ({ kind: 'group' } & MoveRequest)
  | ({ kind: 'recycle' } & EndpointInput<typeof fleet.recycle>)

/** The request an action sends: the action without its kind. */
function requestOf<A extends FleetAction>({ kind: _kind, ...request }: A) {
  return request
}

export function runFleetAction(action: FleetAction) {
  switch (action.kind) {
    case 'notes':
      return api.call(fleet.notes, requestOf(action))
    case 'protection':
      return api.call(fleet.protection, requestOf(action))
    case 'group':
      return moveProfiles(requestOf(action))
    case 'recycle':
      return api.call(fleet.recycle, requestOf(action))
  }
}

export function useFleetAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runFleetAction,
    // A move changes the groups' counts and pages as well as the fleet.
    onSettled: (_answer, _error, action) =>
      action.kind === 'group'
        ? invalidate(queryClient, ...GROUP_MEMBERSHIP)
        : invalidate(queryClient, fleet.list, fleet.info, fleet.counts),
  })
}

/**
 * The filtered fleet as CSV. Small sets come back COMPLETE with their link;
 * larger ones come back RUNNING and are followed with {@link useExportInfo}.
 */
export const useStartExport = () =>
  useMutation({
    mutationFn: (request: EndpointInput<typeof fleet.export>) => api.call(fleet.export, request),
  })

/** Where an export is, every 2 s until the export is COMPLETE or FAILED. */
export const exportInfoQueryOptions = (exportId: string) =>
  queryOptions({
    queryKey: queryKey(fleet.exportInfo, { exportId }),
    queryFn: ({ signal }) => api.call(fleet.exportInfo, { exportId }, { signal, notify: false }),
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? EXPORT_POLL_MS : false),
    staleTime: 0,
  })

export const useExportInfo = (exportId: string | undefined) =>
  useQuery({ ...exportInfoQueryOptions(exportId ?? ''), enabled: exportId !== undefined })
