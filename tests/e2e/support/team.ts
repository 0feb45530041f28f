import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'
import { API_BASE_PATH, endpoints, type PermissionId } from '@simlessly/shared'
import { hashOf } from '../../../functions/src/domain/team/invitation-tokens.ts'
import { e2eContext, uniqueEmail } from '../../support/accounts'
import { linkIn, waitForMail } from './mail'
import { apiOk } from './operations'
import { PASSWORD, signInWithApi } from './session'

/** The invitation mail to `email` and its `/invitation?token=` link, as path and query. */
export async function invitationLink(request: APIRequestContext, email: string) {
  const mail = await waitForMail(request, email, /^You are invited to join /)
  return linkIn(mail, '/invitation')
}

/** A custom role made through the API by the signed-in owner. */
export const roleWithApi = (page: Page, name: string, permissions: PermissionId[]) =>
  apiOk<{ roleId: string; name: string }>(page, endpoints.role.add, { name, permissions })

/**
 * A new person invited by the signed-in owner with a role, who accepts through the API (name and
 * password), then signs in in a browser context of their own. For the specs whose subject comes after
 * joining; the invitation itself is the subject of the Members screen's spec.
 */
export async function joinedMember(owner: Page, browser: Browser, roleId: string, label: string) {
  const email = uniqueEmail(label)
  await apiOk(owner, endpoints.member.add, { email, roleId })
  const link = await invitationLink(owner.request, email)
  const token = new URL(link, 'http://e2e').searchParams.get('token')
  const person = { firstName: 'Mia', lastName: `Member ${label}` }
  // Accepted from the person's own browser: the acceptance signs in (sets the session cookie) where it is made.
  const context = await browser.newContext()
  const page = await context.newPage()
  const answer = await page.request.post(API_BASE_PATH + endpoints.member.acceptInvitation.path, {
    data: { token, ...person, password: PASSWORD },
  })
  const body = await answer.json()
  expect(body.success, body.msg).toBe(true)
  await signInWithApi(page, email, PASSWORD)
  return { email, password: PASSWORD, name: `${person.firstName} ${person.lastName}`, context, page }
}

/**
 * Moves an invitation link's end into the past, straight in the e2e server's table: seven days cannot
 * pass in a test, and nothing public makes a link expire sooner.
 */
export async function expireInvitationLink(link: string) {
  const token = new URL(link, 'http://e2e').searchParams.get('token') ?? ''
  const { entities } = e2eContext()
  const validUntil = Date.now() - 60_000
  const { data } = await entities.invitationToken
    .patch({ tokenHash: hashOf(token) })
    .set({ validUntil })
    .go({ response: 'all_new' })
  await entities.invitation
    .patch({ enterpriseId: data.enterpriseId, invitationId: data.invitationId })
    .set({ validUntil })
    .go()
}

/** The Members table and a row of it by the person's email. */
export function membersTable(page: Page) {
  const table = page.getByRole('table', { name: 'Members and invitations' })
  return { table, row: (email: string) => table.getByRole('row').filter({ hasText: email }) }
}
