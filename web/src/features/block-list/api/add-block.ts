import { type blockAddRequestSchema, blockEntrySchema } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/lib/api-client'

export type BlockAddInput = z.output<typeof blockAddRequestSchema>

/** `POST /api/v1/block/add`: 409 when the identifier is already blocked; the dialog shows why. */
export const addBlock = (request: BlockAddInput) =>
  api.post('/block/add', request, blockEntrySchema, { notify: false })

export function useAddBlock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blocks'] }),
  })
}
