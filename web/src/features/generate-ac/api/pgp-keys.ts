import { endpoints } from '@simlessly/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

const { generation } = endpoints

/** The armored key to encrypt input files to. */
export const getPlatformKey = () => api.call(generation.platformKey)

const outputKeyQuery = queryOptions({
  queryKey: ['ac', 'outputKey'],
  queryFn: ({ signal }) => api.call(generation.outputKey, undefined, { signal }),
})

/** The enterprise's key for encrypted outputs, or null. */
export const useOutputKey = () => useQuery(outputKeyQuery)

/** Stores the enterprise's armored public key; the dialog shows failures. */
export function useSetOutputKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (publicKey: string) => api.call(generation.saveOutputKey, { publicKey }, { notify: false }),
    onSuccess: (key) => queryClient.setQueryData(outputKeyQuery.queryKey, key),
  })
}
