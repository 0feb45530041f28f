import { randomInt } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { API_BASE_PATH, type Endpoint, eidCheckDigits, endpoints } from '@simlessly/shared'
import { COMPLETE_CONFIG, createConfigWithApi, randomHex, randomIccid } from './generation'
import { sessionToken } from './session'

/** A fresh EID with valid check digits (its value mod 97 is 1). */
export function randomEid(): string {
  const first30 = `8904903200${Array.from({ length: 20 }, () => randomInt(10)).join('')}`
  return `${first30}${eidCheckDigits(first30)}`
}

type Envelope = { success: boolean; code: number; msg: string; obj: unknown }

/**
 * A call with an explicit token, from any request context (a client apart from the pages' session included);
 * answers its `obj`, failing the test unless it succeeded.
 */
export async function callWithToken<T>(
  request: APIRequestContext,
  endpoint: Endpoint,
  token: string,
  data?: unknown,
): Promise<T> {
  const body = await envelopeOf(request, endpoint, token, data)
  expect(body.success, `${endpoint.path}: ${body.msg}`).toBe(true)
  return body.obj as T
}

async function envelopeOf(request: APIRequestContext, endpoint: Endpoint, token: string, data?: unknown) {
  const answer = await request.fetch(API_BASE_PATH + endpoint.path, {
    method: endpoint.method,
    headers: { token },
    data,
  })
  return (await answer.json()) as Envelope
}

/** A call as the signed-in page makes it; answers the whole envelope for the test to check. */
export async function apiCall(page: Page, endpoint: Endpoint, data?: unknown) {
  return envelopeOf(page.request, endpoint, (await sessionToken(page)) ?? '', data)
}

/** A call that must succeed; answers its `obj`. */
export async function apiOk<T>(page: Page, endpoint: Endpoint, data?: unknown): Promise<T> {
  return callWithToken<T>(page.request, endpoint, (await sessionToken(page)) ?? '', data)
}

/** A complete configuration, for tests whose subject is what comes after generation. */
export const createCompleteConfig = (page: Page) =>
  createConfigWithApi(page, { name: `Ops ${randomHex(3)}`, ...COMPLETE_CONFIG })

/** One profile generated through the API (a batch of one); answers its ICCID. */
export async function generateProfile(page: Page, configId: string, extra: { eid?: string } = {}) {
  const iccid = randomIccid()
  await apiOk(page, endpoints.generation.single, {
    configId,
    iccid,
    imsi: `310410${String(randomInt(1_000_000_000)).padStart(9, '0')}`,
    ki: randomHex(16),
    opc: randomHex(16),
    ...extra,
  })
  return iccid
}
