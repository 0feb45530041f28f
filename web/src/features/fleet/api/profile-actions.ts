import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { FLEET_KEY } from './list-profiles'

const { fleet } = endpoints

/**
 * The actions on a selection of profiles, each the request of its endpoint with a kind to tell them apart.
 * Each answers which profiles changed and why the others did not (a protected profile is not recycled);
 * the table and any open detail are fetched again afterwards.
 */
export type FleetAction =
  | ({ kind: 'notes' } & EndpointInput<typeof fleet.notes>)
  | ({ kind: 'protection' } & EndpointInput<typeof fleet.protection>)
  | ({ kind: 'group' } & EndpointInput<typeof fleet.moveToGroup>)
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
      return api.call(fleet.moveToGroup, requestOf(action))
    case 'recycle':
      return api.call(fleet.recycle, requestOf(action))
  }
}

export function useFleetAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runFleetAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [FLEET_KEY] }),
  })
}
