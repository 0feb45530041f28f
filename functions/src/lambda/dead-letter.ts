import { createDeadLetterHandler } from '../worker/dead-letter.ts'
import { lambdaContext } from './boot.ts'

/** The dead-letter queue's consumer: a job that failed every delivery ends its batch, export or campaign. */
export const handler = createDeadLetterHandler(await lambdaContext('simlessly-dead-letter'))
