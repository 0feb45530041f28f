import { endpoints } from '@simlessly/shared'
import { startOpenBatch, startRowsBatch, startUploadBatch } from '../../domain/generation/generate.ts'
import { ensurePlatformKey, getOutputKey, setOutputKey } from '../../domain/generation/pgp.ts'
import { regenerate } from '../../domain/generation/regenerate.ts'
import { INPUT_TEMPLATE_CSV } from '../../domain/generation/rows.ts'
import { generateSingle } from '../../domain/generation/single.ts'
import { requestBatchUpload, startUploadedBatch } from '../../domain/generation/uploads.ts'
import { implement } from '../endpoint-router.ts'

export const generationRoutes = implement(endpoints.generation, {
  single: ({ ctx, actor, input: { configId, confirmationCode, ...profile } }) =>
    generateSingle(ctx, actor, { configId, confirmationCode, profile }),
  rowsBatch: ({ ctx, actor, input }) => startRowsBatch(ctx, actor, input),
  uploadUrl: ({ ctx, actor, input }) => requestBatchUpload(ctx, actor, input),
  uploadedBatch: ({ ctx, actor, input }) => startUploadedBatch(ctx, actor, input),
  uploadBatch: async ({ ctx, actor, input: { file, ...fields } }) =>
    startUploadBatch(ctx, actor, { ...fields, file: new Uint8Array(await file.arrayBuffer()) }),
  openBatch: ({ ctx, actor, input }) => startOpenBatch(ctx, actor, input),
  regenerate: ({ ctx, actor, input }) => regenerate(ctx, actor, input),
  platformKey: ({ ctx }) => ensurePlatformKey(ctx),
  outputKey: ({ ctx, actor }) => getOutputKey(ctx, actor),
  saveOutputKey: ({ ctx, actor, input }) => setOutputKey(ctx, actor, input),
  template: () => INPUT_TEMPLATE_CSV,
})
