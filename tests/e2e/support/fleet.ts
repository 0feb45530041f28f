import { expect, type Page } from '@playwright/test'
import { API_BASE_PATH, type Endpoint, endpoints } from '@simlessly/shared'
import { COMPLETE_CONFIG, createConfigWithApi, randomHex, randomIccid } from './generation'
import { activeUser, sessionToken, signInWithApi } from './session'

export type FleetProfileSeed = { iccid: string; imsi: string }

/** A signed-in user of a fresh enterprise with one complete configuration. */
export async function fleetOwner(page: Page, label: string) {
  const user = await activeUser({ label })
  await signInWithApi(page, user.email, user.password)
  const config = await createConfigWithApi(page, { ...COMPLETE_CONFIG, name: `Fleet ${randomHex(3)}` })
  return { ...user, config }
}

/** Profiles made by single generations through the API, each with its own ICCID and IMSI. */
export async function generateProfiles(page: Page, configId: string, count: number) {
  const token = (await sessionToken(page)) ?? ''
  const profiles: FleetProfileSeed[] = []
  for (let i = 0; i < count; i++) {
    const profile = { iccid: randomIccid(), imsi: `310410${String(100_000_000 + i * 7).padStart(9, '0')}` }
    const answer = await page.request.post(API_BASE_PATH + endpoints.generation.single.path, {
      headers: { token },
      data: { configId, ...profile, ki: randomHex(16), opc: randomHex(16) },
    })
    const body = await answer.json()
    expect(body.success, body.msg).toBe(true)
    profiles.push(profile)
  }
  return profiles
}

/** A POST to the API from the test with the page's session, answering the envelope's `obj`. */
export async function postApi<T = unknown>(page: Page, endpoint: Endpoint, data: unknown): Promise<T> {
  const answer = await page.request.fetch(API_BASE_PATH + endpoint.path, {
    method: endpoint.method,
    headers: { token: (await sessionToken(page)) ?? '' },
    data,
  })
  const body = await answer.json()
  expect(body.success, body.msg).toBe(true)
  return body.obj as T
}

/** The fleet table and its rows by ICCID. */
export function fleetTable(page: Page) {
  const table = page.getByRole('table', { name: 'Profiles of the fleet' })
  return {
    table,
    rows: table.locator('tbody').getByRole('row'),
    row: (iccid: string) => table.getByRole('row').filter({ hasText: iccid }),
    headers: table.getByRole('columnheader'),
  }
}

/** The cell of a row under the named column header. */
export async function cellOf(page: Page, iccid: string, column: string) {
  const { headers, row } = fleetTable(page)
  const names = await headers.allInnerTexts()
  const index = names.findIndex((name) => name.trim().toLowerCase() === column.toLowerCase())
  expect(index, `column ${column} in ${names.join(', ')}`).toBeGreaterThanOrEqual(0)
  return row(iccid).getByRole('cell').nth(index)
}

/** Ticks the row boxes of these ICCIDs. */
export async function selectProfiles(page: Page, iccids: string[]) {
  for (const iccid of iccids) await page.getByRole('checkbox', { name: `Select ICCID ${iccid}` }).check()
}

/** The outcome of the last action on a selection, above the table. */
export const actionResult = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title}:`) })

/** Opens a profile's sheet from the fleet's list on screen and reads its AC (drawn once its files are read). */
export async function acOfProfile(page: Page, iccid: string): Promise<string> {
  await page.getByRole('button', { name: iccid, exact: true }).click()
  const sheet = page.getByRole('dialog', { name: `Profile ${iccid}` })
  return (await sheet.locator('code').first().innerText({ timeout: 30_000 })).trim()
}
