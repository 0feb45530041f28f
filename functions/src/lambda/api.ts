import { handle } from 'hono/aws-lambda'
import { createApp } from '../api/app.ts'
import { lambdaContext } from './boot.ts'

/** The API behind the HTTP API (payload 2.0): built once per container, reused across invocations. */
export const handler = handle(createApp(await lambdaContext('simlessly-api')))
