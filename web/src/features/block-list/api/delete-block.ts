import { type BlockKind, emptySchema } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'

/** The answer carries nothing: `null` as other deletions answer, or the `{}` the endpoint list names. */
const unblockedSchema = emptySchema.or(z.object({}).strict())

/** `POST /api/v1/block/delete`: unblock; the confirmation dialog shows a failure itself. */
export const deleteBlock = (ref: { kind: BlockKind; value: string }) =>
  api.post('/block/delete', ref, unblockedSchema, { notify: false })

export function useDeleteBlock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blocks'] }),
  })
}
