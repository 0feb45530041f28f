import { warmRenderPool } from '../domain/generation/chunks.ts'
import { createWorkerHandler } from '../worker/handler.ts'
import { lambdaContext } from './boot.ts'

const ctx = await lambdaContext('simlessly-worker')
// The render threads boot during the function's init, not in its first chunk.
warmRenderPool(ctx)

/** The worker on the work queue's event source, with partial batch responses (ReportBatchItemFailures). */
export const handler = createWorkerHandler(ctx)
