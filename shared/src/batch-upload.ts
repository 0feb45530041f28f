import { z } from 'zod'
import { BATCH_LIMITS, generateBatchFieldsSchema } from './batch.ts'

/**
 * A batch file goes straight to storage, not through the API (a Lambda request carries at most 6 MB): the
 * client asks for an upload (its name and size), PUTs the file to the link it gets with the headers it
 * gets, then starts the batch with the upload's key. The link takes exactly the size declared, for a
 * quarter of an hour; the upload may start one batch within the hour.
 */
export const BATCH_UPLOAD = {
  contentType: 'application/octet-stream',
  linkSeconds: 15 * 60,
  startWithinSeconds: 60 * 60,
} as const

export const batchUploadRequestSchema = z.object({
  /** The file's name, for the people reading the logs; its contents decide how it is read. */
  fileName: z.string().trim().min(1, 'Required').max(255, 'Up to 255 characters'),
  size: z
    .number()
    .int()
    .min(1, 'The file is empty; use the template')
    .max(BATCH_LIMITS.maxBytes, `Up to ${BATCH_LIMITS.maxBytes / 1024 / 1024} MB per file`),
})

export const batchUploadSchema = z.object({
  /** What starts the batch (`generateByUpload`): the object's key, under the enterprise's upload prefix. */
  upload: z.string(),
  /** Where to PUT the file, with exactly these headers, before `expiresAt` (epoch ms). */
  url: z.url(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.number(),
})
export type BatchUpload = z.infer<typeof batchUploadSchema>

export const generateUploadedBatchRequestSchema = generateBatchFieldsSchema.extend({
  upload: z.string().trim().min(1, 'Upload the file first'),
})
