import {
  DEFAULT_PLANS,
  type InvitationLink,
  type InvitationLinkStatus,
  type InvitationPreset,
  invitationPresetSchema,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../../app-error.ts'
import type { InvitationLinkItem } from '../../../entities/invitation-link.ts'

/** A link's status now: revoked wins, then used up, then past its last day. */
export function linkStatus(link: InvitationLinkItem, now: number): InvitationLinkStatus {
  if (link.revokedAt !== undefined) return 'REVOKED'
  if (link.uses >= link.maxUses) return 'USED_UP'
  if (now > link.expiresAt) return 'EXPIRED'
  return 'ACTIVE'
}

const REFUSALS = {
  EXPIRED: ErrorCode.INVITATION_LINK_EXPIRED,
  USED_UP: ErrorCode.INVITATION_LINK_USED_UP,
  REVOKED: ErrorCode.INVITATION_LINK_REVOKED,
} as const

/** Refuses a sign-up through a link that no longer works, saying why (and that the normal sign-up is open). */
export function requireActive(link: InvitationLinkItem | null, now: number): InvitationLinkItem {
  if (!link) throw new AppError(ErrorCode.INVITATION_LINK_UNKNOWN)
  const status = linkStatus(link, now)
  if (status !== 'ACTIVE') throw new AppError(REFUSALS[status])
  return link
}

export function presetOf(stored: string): InvitationPreset {
  return invitationPresetSchema.parse(JSON.parse(stored))
}

export function linkView(link: InvitationLinkItem, now: number): InvitationLink {
  return {
    linkId: link.linkId,
    prefix: link.prefix,
    preset: presetOf(link.preset),
    sys: link.sys ?? null,
    expiresAt: link.expiresAt,
    maxUses: link.maxUses,
    uses: link.uses,
    note: link.note,
    status: linkStatus(link, now),
    createdAt: link.createdAt,
    createdBy: link.createdBy,
    revokedAt: link.revokedAt ?? null,
  }
}

/** What a preset grants, in words: "30-day free trial", "Pro plan for 3 months". */
export function grantText(preset: InvitationPreset): string {
  if (preset.kind === 'TRIAL') return `${preset.days}-day free trial`
  const name = DEFAULT_PLANS.find((p) => p.code === preset.plan)?.name ?? preset.plan
  return `${name} plan for ${preset.months} month${preset.months === 1 ? '' : 's'}`
}

/** How the audit log names a link: its prefix and what it grants. */
export function linkName(link: { prefix: string; preset: InvitationPreset }): string {
  return `${link.prefix}… (${grantText(link.preset)})`
}
