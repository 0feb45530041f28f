import { createWorkerHandler } from '../worker/handler.ts'
import { lambdaContext } from './boot.ts'

/**
 * The webhook queue's consumer: the worker's handler, as a function of its own, so a receiver that hangs
 * for its whole timeout holds up other deliveries at most, never a batch or a mail.
 */
export const handler = createWorkerHandler(await lambdaContext('simlessly-webhook'))
