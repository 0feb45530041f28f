import { createHash, randomBytes } from 'node:crypto'
import {
  INVITATION_PREFIX_LENGTH,
  INVITE_PARAM,
  type InvitationLinkCreated,
  type InvitationLinkCreateRequest,
  invitationLinkCreateSchema,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../../../app-error.ts'
import type { AppContext } from '../../../context.ts'
import type { InvitationLinkItem } from '../../../entities/invitation-link.ts'
import type { PlatformAdminActor } from '../../actor.ts'
import { findBrand } from '../../brand.ts'
import { consoleLink } from '../../console-link.ts'
import { recordAdminAction } from '../audit.ts'
import { linkName, linkView } from './view.ts'

/** How a link's token is stored and looked up: its SHA-256 (the token is 32 random bytes, only in the URL). */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex')

const endOfDay = (day: string) => Date.parse(`${day}T23:59:59.999Z`)

/** A new link. Its URL (with the token) is in this answer only; the platform keeps the token's hash. */
export async function createLink(
  ctx: AppContext,
  admin: PlatformAdminActor,
  request: InvitationLinkCreateRequest,
): Promise<InvitationLinkCreated> {
  const input = invitationLinkCreateSchema.parse(request)
  const now = ctx.now()
  const expiresAt = endOfDay(input.expiresOn)
  const fields = [
    ...(expiresAt > now ? [] : [{ path: 'expiresOn', message: 'Choose a day from today on' }]),
    ...(input.sys && !(await findBrand(ctx, input.sys))
      ? [{ path: 'sys', message: 'No brand has this key' }]
      : []),
  ]
  if (fields.length) throw new AppError(ErrorCode.VALIDATION_FAILED, undefined, { fields })
  const token = randomBytes(32).toString('base64url')
  const link: InvitationLinkItem = {
    tokenHash: tokenHashOf(token),
    linkId: ulid(now),
    prefix: token.slice(0, INVITATION_PREFIX_LENGTH),
    preset: JSON.stringify(input.preset),
    ...(input.sys && { sys: input.sys }),
    expiresAt,
    maxUses: input.maxUses,
    uses: 0,
    note: input.note,
    createdAt: now,
    createdBy: admin.email,
    scope: 'platform',
  }
  await ctx.entities.invitationLink.create(link).go()
  const view = linkView(link, now)
  await recordAdminAction(ctx, admin, {
    action: 'CREATE',
    subject: { kind: 'invitationLink', id: link.linkId, name: linkName(view) },
    after: `${view.status}, ${link.maxUses} uses, until ${input.expiresOn}${link.sys ? `, brand ${link.sys}` : ''}`,
  })
  return { ...view, url: consoleLink(ctx, '/signup', link.sys, token, INVITE_PARAM) }
}

async function linkById(ctx: AppContext, linkId: string): Promise<InvitationLinkItem> {
  const { data } = await ctx.entities.invitationLink.query.everyLink({ scope: 'platform', linkId }).go()
  const found = data[0]
  const { data: fresh } = found
    ? await ctx.entities.invitationLink.get({ tokenHash: found.tokenHash }).go({ consistent: true })
    : { data: null }
  if (!fresh) throw AppError.notFound('This invitation link does not exist')
  return fresh
}

/**
 * Withdraws a link: from this write on, a sign-up's claim of a use (conditional on no `revokedAt`) fails.
 * Revoking a revoked link changes nothing and writes no audit entry.
 */
export async function revokeLink(ctx: AppContext, admin: PlatformAdminActor, input: { linkId: string }) {
  const link = await linkById(ctx, input.linkId)
  const now = ctx.now()
  if (link.revokedAt !== undefined) return linkView(link, now)
  const before = linkView(link, now)
  const { data } = await ctx.entities.invitationLink
    .patch({ tokenHash: link.tokenHash })
    .set({ revokedAt: now })
    .go({ response: 'all_new' })
  const revoked = { ...link, ...data }
  await recordAdminAction(ctx, admin, {
    action: 'REVOKE',
    subject: { kind: 'invitationLink', id: link.linkId, name: linkName(before) },
    before: `${before.status}, ${link.uses}/${link.maxUses} uses`,
    after: 'REVOKED',
  })
  return linkView(revoked, now)
}

/**
 * A page of links, newest first. The platform's links partition holds a few links a week (each a small
 * item), so it is read whole: the total and the page come from one query.
 */
export async function listLinks(ctx: AppContext, input: { pageNum: number; pageSize: number }) {
  const skip = (input.pageNum - 1) * input.pageSize
  const { data } = await ctx.entities.invitationLink.query
    .everyLink({ scope: 'platform' })
    .go({ order: 'desc', pages: 'all' })
  const now = ctx.now()
  return {
    list: data.slice(skip, skip + input.pageSize).map((l) => linkView(l, now)),
    total: data.length,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  }
}

/** Who signed up through a link, oldest first. */
export async function linkSignups(ctx: AppContext, input: { linkId: string }) {
  const link = await linkById(ctx, input.linkId)
  const { data } = await ctx.entities.invitationSignup.query
    .byLink({ linkId: link.linkId })
    .go({ pages: 'all' })
  return data
    .sort((a, b) => a.signedUpAt - b.signedUpAt)
    .map((s) => ({
      email: s.email,
      signedUpAt: s.signedUpAt,
      enterpriseId: s.enterpriseId ?? null,
      enterpriseName: s.enterpriseName ?? null,
    }))
}
