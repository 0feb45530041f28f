import { createWorkerHandler } from '../worker/handler.ts'
import { lambdaContext } from './boot.ts'

/** The worker on the work queue's event source, with partial batch responses (ReportBatchItemFailures). */
export const handler = createWorkerHandler(await lambdaContext('simlessly-worker'))
