import { selectionResultSchema } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { FLEET_KEY } from './list-profiles'

/**
 * The actions on a selection of profiles. Each answers which profiles changed and why the others did not
 * (a protected profile is not recycled); the table and any open detail are fetched again afterwards.
 */
export type FleetAction =
  | { kind: 'notes'; iccids: string[]; notes: string }
  | { kind: 'protection'; iccids: string[]; protected: boolean }
  | { kind: 'group'; iccids: string[]; groupId: string | null }
  | { kind: 'recycle'; iccids: string[] }

const PATHS = {
  notes: '/profile/notes',
  protection: '/profile/protection',
  group: '/profile/group/move',
  recycle: '/profile/recycle',
} as const

/** `POST /api/v1/profile/{notes,protection,group/move,recycle}`. */
export function runFleetAction({ kind, ...body }: FleetAction) {
  return api.post(PATHS[kind], body, selectionResultSchema)
}

export function useFleetAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runFleetAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [FLEET_KEY] }),
  })
}
