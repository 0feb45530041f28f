import { randomInt } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { API_BASE_PATH, type Endpoint, eidCheckDigits, endpoints } from '@simlessly/shared'
import { randomHex, randomIccid } from './generation'
import { sessionToken } from './session'

/** A fresh EID with valid check digits (32 digits whose value mod 97 is 1). */
export function randomEid(): string {
  const first30 = `8904903200${Array.from({ length: 20 }, () => randomInt(10)).join('')}`
  return `${first30}${eidCheckDigits(first30)}`
}

/** A call the signed-in page makes, which must succeed; answers the envelope's `obj`. */
export async function groupsApi<T>(page: Page, endpoint: Endpoint, data?: unknown): Promise<T> {
  const headers = { token: (await sessionToken(page)) ?? '' }
  const answer = await page.request.fetch(API_BASE_PATH + endpoint.path, {
    method: endpoint.method,
    headers,
    data,
  })
  const body = (await answer.json()) as { success: boolean; msg: string; obj: unknown }
  expect(body.success, `${endpoint.path}: ${body.msg}`).toBe(true)
  return body.obj as T
}

/**
 * `count` profiles generated one by one through the single-generation API (each its own batch); answers
 * their ICCIDs. With `eid: true` each gets a fresh valid EID, as an EID push needs.
 */
export async function generateProfiles(
  page: Page,
  configId: string,
  count: number,
  options: { eid?: boolean } = {},
): Promise<string[]> {
  const iccids: string[] = []
  for (let i = 0; i < count; i += 1) {
    const iccid = randomIccid()
    await groupsApi(page, endpoints.generation.single, {
      configId,
      iccid,
      imsi: `310410${String(randomInt(1_000_000_000)).padStart(9, '0')}`,
      ki: randomHex(16),
      opc: randomHex(16),
      ...(options.eid ? { eid: randomEid() } : {}),
    })
    iccids.push(iccid)
  }
  return iccids
}

/** A group made through the API, holding the given profiles. */
export async function groupWithProfiles(page: Page, name: string, iccids: string[]) {
  const group = await groupsApi<{ groupId: string; name: string }>(page, endpoints.group.add, { name })
  const moved = await groupsApi<{ updated: number }>(page, endpoints.fleet.moveToGroup, {
    iccids,
    groupId: group.groupId,
  })
  expect(moved.updated).toBe(iccids.length)
  return group
}
