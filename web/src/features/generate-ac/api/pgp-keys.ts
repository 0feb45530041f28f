import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'

/** The answers of the key routes, which the server declares inline (not in shared). */
const platformKeySchema = z.object({ publicKey: z.string() })
const outputKeySchema = z.object({ fingerprint: z.string(), userIds: z.array(z.string()) })
export type OutputKey = z.infer<typeof outputKeySchema>

/** `GET /api/v1/ac/platformKey`: the armored key to encrypt input files to. */
export const getPlatformKey = () => api.get('/ac/platformKey', platformKeySchema)

const outputKeyQuery = queryOptions({
  queryKey: ['ac', 'outputKey'],
  queryFn: ({ signal }) => api.get('/ac/outputKey', outputKeySchema.nullable(), { signal }),
})

/** `GET /api/v1/ac/outputKey`: the enterprise's key for encrypted outputs, or null. */
export const useOutputKey = () => useQuery(outputKeyQuery)

/** `POST /api/v1/ac/outputKey`: stores the enterprise's armored public key; the dialog shows failures. */
export function useSetOutputKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (publicKey: string) =>
      api.post('/ac/outputKey', { publicKey }, outputKeySchema, { notify: false }),
    onSuccess: (key) => queryClient.setQueryData(outputKeyQuery.queryKey, key),
  })
}
