import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api, type EndpointInput } from '@/lib/api-client'
import { uploadFile } from '@/lib/upload'

const { generation } = endpoints

/** The file and how to read and answer it. */
export type UploadBatchRequest = Omit<EndpointInput<typeof generation.uploadedBatch>, 'upload'> & {
  file: File
}
/** A quantity from ICCID and IMSI starting points. */
export type OpenBatchRequest = EndpointInput<typeof generation.openBatch>

/** Where a file batch is: its file on the way to storage (with the share sent), then the batch starting. */
export type UploadStage = { step: 'uploading'; percent: number } | { step: 'starting' }

/**
 * A batch from a file: the API hands out a link, the file goes straight to storage (a file may be larger
 * than a request to the API may carry), then the batch starts from the upload. The answer is the batch's
 * code; progress comes from the batch's info.
 */
export async function startUploadBatch(
  { file, ...fields }: UploadBatchRequest,
  onStage: (stage: UploadStage) => void = () => {},
) {
  const target = await api.call(
    generation.uploadUrl,
    { fileName: file.name, size: file.size },
    { notify: false },
  )
  onStage({ step: 'uploading', percent: 0 })
  await uploadFile(target, file, { onProgress: (percent) => onStage({ step: 'uploading', percent }) })
  onStage({ step: 'starting' })
  return api.call(generation.uploadedBatch, { ...fields, upload: target.upload }, { notify: false })
}

export const startOpenBatch = (request: OpenBatchRequest) =>
  api.call(generation.openBatch, request, { notify: false })

function useStart<T>(start: (request: T) => Promise<{ batchCode: string }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: start,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['batches'] }),
  })
}

/** Starts a file batch, with where its upload is while it runs. */
export function useStartUploadBatch() {
  const [stage, setStage] = useState<UploadStage | null>(null)
  const mutation = useStart((request: UploadBatchRequest) => startUploadBatch(request, setStage))
  return { ...mutation, stage: mutation.isPending ? stage : null }
}
export const useStartOpenBatch = () => useStart(startOpenBatch)
