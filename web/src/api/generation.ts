import { generationEndpoints as generation } from '@simlessly/shared/endpoints/generation'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api, type EndpointInput, type EndpointOutput } from '@/lib/api-client'
import { saveBlob } from '@/lib/download'
import { uploadFile } from '@/lib/upload'
import { BATCH_READS } from './batch'
import { invalidate, queryKey } from './query-key'

export type GenerateSingleRequest = EndpointInput<typeof generation.single>
export type GeneratedAc = EndpointOutput<typeof generation.single>
/** The file and how to read and answer it. */
export type UploadBatchRequest = Omit<EndpointInput<typeof generation.uploadedBatch>, 'upload'> & {
  file: File
}
/** A quantity from ICCID and IMSI starting points. */
export type OpenBatchRequest = EndpointInput<typeof generation.openBatch>
export type RegenerateRequest = EndpointInput<typeof generation.regenerate>
export type RegenerateResult = EndpointOutput<typeof generation.regenerate>
export type RegenerateOutcome = RegenerateResult['results'][number]

/** One AC now. The form shows failures under its fields or above the button. */
export const generateSingle = (request: GenerateSingleRequest) =>
  api.call(generation.single, request, { notify: false })

export function useGenerateSingle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateSingle,
    // A single AC is a batch of one: the logs list it, and its configuration is now in use.
    onSettled: () => invalidate(queryClient, ...BATCH_READS),
  })
}

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
  return useMutation({ mutationFn: start, onSuccess: () => invalidate(queryClient, ...BATCH_READS) })
}

/** Starts a file batch, with where its upload is while it runs. */
export function useStartUploadBatch() {
  const [stage, setStage] = useState<UploadStage | null>(null)
  const mutation = useStart((request: UploadBatchRequest) => startUploadBatch(request, setStage))
  return { ...mutation, stage: mutation.isPending ? stage : null }
}
export const useStartOpenBatch = () => useStart(startOpenBatch)

/**
 * New ACs for profiles already generated, or the reason per ICCID. The form
 * shows a failure of the whole call itself.
 */
export const regenerate = (request: RegenerateRequest) =>
  api.call(generation.regenerate, request, { notify: false })

export function useRegenerate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: regenerate,
    // Recorded as a RE_GENERATE batch: the logs list it.
    onSettled: () => invalidate(queryClient, ...BATCH_READS),
  })
}

/** The CSV template, fetched with the session's headers and saved under the name the endpoint declares. */
export async function downloadTemplate() {
  saveBlob(await api.call(generation.template), generation.template.file.filename)
}

/** The armored key to encrypt input files to. */
export const getPlatformKey = () => api.call(generation.platformKey)

const outputKeyQuery = queryOptions({
  queryKey: queryKey(generation.outputKey),
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
