import { handle } from 'hono/aws-lambda'
import { loadConfig } from '../config.ts'
import { createContext } from '../context.ts'
import { createApp } from './app.ts'

/** The API as one Lambda behind an HTTP API: built once per container, reused across invocations. */
const ctx = createContext(loadConfig())

export const handler = handle(createApp(ctx))
