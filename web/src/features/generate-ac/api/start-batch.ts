import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

const { generation } = endpoints

/** The file and how to read and answer it (sent as a multipart form). */
export type UploadBatchRequest = EndpointInput<typeof generation.uploadBatch>
/** A quantity from ICCID and IMSI starting points. */
export type OpenBatchRequest = EndpointInput<typeof generation.openBatch>

/** Both batch starts answer the batch's code at once; progress comes from the batch's info. */
export const startUploadBatch = (request: UploadBatchRequest) =>
  api.call(generation.uploadBatch, request, { notify: false })

export const startOpenBatch = (request: OpenBatchRequest) =>
  api.call(generation.openBatch, request, { notify: false })

function useStart<T>(start: (request: T) => Promise<{ batchCode: string }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: start,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['batches'] }),
  })
}

export const useStartUploadBatch = () => useStart(startUploadBatch)
export const useStartOpenBatch = () => useStart(startOpenBatch)
