import type { AcFormat, generateOpenBatchRequestSchema } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'

/** Both batch starts answer the batch's code at once; progress comes from `/batch/info`. */
const batchStartedSchema = z.object({ batchCode: z.string() })

export type UploadBatchRequest = {
  configId: string
  file: File
  fileType: 0 | 1
  formats: AcFormat[]
  encryptOutput: boolean
}
export type OpenBatchRequest = z.output<typeof generateOpenBatchRequestSchema>

/** `POST /api/v1/ac/generateByBatch` (multipart): the file and how to read and answer it. */
export function startUploadBatch(request: UploadBatchRequest) {
  const form = new FormData()
  form.set('file', request.file, request.file.name)
  form.set('fileType', String(request.fileType))
  form.set('configId', request.configId)
  form.set('formats', request.formats.join(','))
  form.set('encryptOutput', String(request.encryptOutput))
  return api.postForm('/ac/generateByBatch', form, batchStartedSchema, { notify: false })
}

/** `POST /api/v1/ac/generateOpenBatch`: a quantity from ICCID and IMSI starting points. */
export const startOpenBatch = (request: OpenBatchRequest) =>
  api.post('/ac/generateOpenBatch', request, batchStartedSchema, { notify: false })

function useStart<T>(start: (request: T) => Promise<{ batchCode: string }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: start,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['batches'] }),
  })
}

export const useStartUploadBatch = () => useStart(startUploadBatch)
export const useStartOpenBatch = () => useStart(startOpenBatch)
