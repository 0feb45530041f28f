import {
  ADMIN_PROTOCOL,
  ADMIN_PROTOCOL_HEADER,
  ES2PLUS_FUNCTIONS,
  ES2PLUS_PATH,
  type Es2PlusFunction,
  requestSchemas,
} from '@simlessly/shared/esim/es2plus'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { z } from 'zod'
import { Reason, Subject } from '../../adapters/smdp/status-codes.ts'
import { Es2Failure, type Es2PlusFunctions } from './es2plus-functions.ts'
import type { ProfileStore } from './profile-store.ts'

/**
 * Answers kept for repeats of a call: those of the last two minutes (the adapter gives up on a call after
 * 1 + SMDP_RETRIES attempts of SMDP_TIMEOUT_MS, about 45 s by default), and at most REPLAY_LIMIT of them
 * (a batch makes about two calls per profile), about 400 bytes each.
 */
export const REPLAY_WINDOW_MS = 120_000
const REPLAY_LIMIT = 50_000

/**
 * POST /gsma/rsp2/es2plus/<function> (SGP.22 6.5). An answer is sent only once its change is in the
 * journal. A repeated call (same requester, function call id and body: a client retrying after a lost
 * answer) gets the first answer again instead of a state error, which is what makes the adapter's retries
 * safe against this simulator.
 */
export function createEs2PlusRoutes(
  functions: Es2PlusFunctions,
  store: ProfileStore,
  now: () => number = Date.now,
): Hono {
  const routes = new Hono()
  const replays = new Map<string, { body: string; answer: string; at: number }>()
  function keep(key: string, body: string, answer: string) {
    const at = now()
    replays.set(key, { body, answer, at })
    // Insertion order is time order: the oldest are first.
    for (const [oldest, kept] of replays) {
      if (replays.size <= REPLAY_LIMIT && kept.at > at - REPLAY_WINDOW_MS) break
      replays.delete(oldest)
    }
  }

  routes.post(`${ES2PLUS_PATH}/:function`, async (c) => {
    const name = c.req.param('function')
    if (!(ES2PLUS_FUNCTIONS as readonly string[]).includes(name)) {
      return c.json({ error: `This SM-DP+ has no ES2+ function ${name}` }, 404)
    }
    if (!c.req.header(ADMIN_PROTOCOL_HEADER)?.startsWith('gsma/rsp/v2.')) {
      return answer(
        c,
        400,
        failed(Subject.FUNCTION, Reason.INVALID, `${ADMIN_PROTOCOL_HEADER} must be gsma/rsp/v2.x.y`),
      )
    }
    const json: unknown = await c.req.json().catch(() => undefined)
    if (typeof json !== 'object' || json === null) {
      return answer(c, 400, failed(Subject.FUNCTION, Reason.INVALID, 'The body is not a JSON object'))
    }
    const parsed = requestSchemas[name as Es2PlusFunction].safeParse(json)
    if (!parsed.success) return answer(c, 200, invalidRequest(parsed.error, json))

    const { header, ...fields } = parsed.data
    const key = `${name}\n${header.functionRequesterIdentifier}\n${header.functionCallIdentifier}`
    const body = JSON.stringify(fields)
    const earlier = replays.get(key)
    if (earlier?.body === body && earlier.at > now() - REPLAY_WINDOW_MS) {
      await store.persisted()
      return sent(c, 200, earlier.answer)
    }

    let result: object
    try {
      result = {
        header: { functionExecutionStatus: { status: 'Executed-Success' } },
        ...run(name, parsed.data),
      }
    } catch (error) {
      if (!(error instanceof Es2Failure)) throw error
      result = failed(error.subjectCode, error.reasonCode, error.message)
    }
    const text = JSON.stringify(result)
    keep(key, body, text)
    await store.persisted()
    return sent(c, 200, text)
  })

  // The schema of `name` parsed `input`; TypeScript cannot follow that link through the lookup table.
  function run(name: string, input: unknown): object {
    const call = functions[name as Es2PlusFunction] as (request: unknown) => object
    return call(input)
  }
  return routes
}

function answer(c: Context, status: 200 | 400, body: object) {
  return sent(c, status, JSON.stringify(body))
}

function sent(c: Context, status: 200 | 400, text: string) {
  return c.body(text, status, {
    'Content-Type': 'application/json;charset=UTF-8',
    [ADMIN_PROTOCOL_HEADER]: ADMIN_PROTOCOL,
  })
}

function failed(subjectCode: string, reasonCode: string, message: string) {
  return {
    header: {
      functionExecutionStatus: { status: 'Failed', statusCodeData: { subjectCode, reasonCode, message } },
    },
  }
}

/** SGP.22 names the parameter in the message: 2.2 when it is missing, 2.1 when it is malformed. */
function invalidRequest(error: z.ZodError, input: object) {
  const path = error.issues[0]?.path ?? []
  const field = path.join('.') || 'body'
  let value: unknown = input
  for (const key of path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key]
  const missing = value === undefined
  return failed(
    Subject.FUNCTION,
    missing ? Reason.MANDATORY_ELEMENT_MISSING : Reason.INVALID,
    `${missing ? 'Missing' : 'Invalid'} parameter ${field}`,
  )
}
