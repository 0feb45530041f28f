import { z } from 'zod'
import { emailSchema } from './auth.ts'
import { pageSchema } from './page.ts'
import { passwordSchema } from './password.ts'
import { permissionIdSchema } from './permission-schemas.ts'
import {
  ACTION_SCREEN,
  ActionPermission,
  ENTERPRISE_PERMISSION_IDS,
  ENTERPRISE_SCREEN_PERMISSION_IDS,
  EnterprisePermission as P,
  type PermissionId,
} from './permissions.ts'

/**
 * The team: members of an enterprise, their roles, invitations, the audit of team changes, and the
 * enterprises a person belongs to.
 */

/** How long an invitation link can be used. */
export const INVITATION_VALID_DAYS = 7
/** The most enterprises one person can create. */
export const ENTERPRISES_PER_PERSON_MAX = 10

/**
 * The system roles every enterprise has, with fixed ids. Their ids are computed here, not stored, so an id
 * added to the console later reaches them with no migration. They nest, so that whoever may give a role may
 * give every role below it (nobody grants an id they do not hold): Owner holds everything; Admin everything
 * but billing (and ownership, which is the Owner role itself); Developer builds integrations and sees what a
 * Viewer sees; Viewer looks at every screen but billing and never acts. Beside them, Billing viewer sees the
 * subscription and the orders, for finance people: only an Owner holds the billing screens, so only an
 * Owner gives it.
 */
const BILLING_SCREEN_IDS: readonly PermissionId[] = [P.Subscription_View, P.Order_View]
const BILLING_IDS: readonly PermissionId[] = [...BILLING_SCREEN_IDS, P.Order_Purchase, P.Subscription_Manage]
const VIEWER_IDS: readonly PermissionId[] = [
  ...ENTERPRISE_SCREEN_PERMISSION_IDS.filter((id) => !BILLING_SCREEN_IDS.includes(id)),
  P.EidPush_View,
]
export const SYSTEM_ROLES = {
  OWNER: { name: 'Owner', permissions: ENTERPRISE_PERMISSION_IDS },
  ADMIN: {
    name: 'Admin',
    permissions: ENTERPRISE_PERMISSION_IDS.filter((id) => !BILLING_IDS.includes(id)),
  },
  DEVELOPER: {
    name: 'Developer',
    permissions: [...VIEWER_IDS, P.Ac_Generate, P.Ac_Download, P.Api_Key_Manage],
  },
  VIEWER: { name: 'Viewer', permissions: VIEWER_IDS },
  BILLING_VIEWER: { name: 'Billing viewer', permissions: BILLING_SCREEN_IDS },
} as const satisfies Record<string, { name: string; permissions: readonly PermissionId[] }>
export type SystemRoleId = keyof typeof SYSTEM_ROLES
export const SYSTEM_ROLE_IDS = Object.keys(SYSTEM_ROLES) as SystemRoleId[]
export const OWNER_ROLE_ID: SystemRoleId = 'OWNER'
export const isSystemRoleId = (roleId: string): roleId is SystemRoleId => Object.hasOwn(SYSTEM_ROLES, roleId)

/**
 * A role's ids as saved: only enterprise ids, each once, and the screen of every element-level id it holds
 * (nobody can act where they cannot look).
 */
export function withScreens(ids: readonly string[]): PermissionId[] {
  const held = new Set<string>()
  for (const id of ids) {
    if (!ENTERPRISE_PERMISSION_IDS.includes(id as PermissionId)) continue
    held.add(id)
    if (id in ActionPermission) held.add(ACTION_SCREEN[id as keyof typeof ActionPermission])
  }
  return ENTERPRISE_PERMISSION_IDS.filter((id) => held.has(id))
}

// --- Members and invitations ---

export const MEMBER_STATUSES = ['ACTIVE', 'INVITED', 'DEACTIVATED'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

/**
 * A row of the Members screen: a member (`userId`) or a pending invitation (`invitationId`, status INVITED,
 * no name until it is accepted).
 */
export const memberSchema = z.object({
  userId: z.string().optional(),
  invitationId: z.string().optional(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(MEMBER_STATUSES),
  roleId: z.string(),
  roleName: z.string(),
  /** Whether the row is the caller. */
  self: z.boolean(),
  /** The member's last request in any enterprise (to the minute); absent if never signed in. */
  lastActiveAt: z.number().optional(),
  joinedAt: z.number().optional(),
  invitedAt: z.number().optional(),
  /** When an invitation's link stops working. */
  invitationExpiresAt: z.number().optional(),
})
export type Member = z.infer<typeof memberSchema>
export const memberPageSchema = pageSchema(memberSchema)
export const memberListRequestSchema = z.object({
  /** Matches the start of the email, first or last name, case-insensitively. */
  search: z.string().trim().max(100).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
})
const id = z.string().trim().min(1, 'Required').max(64)
export const inviteRequestSchema = z.object({ email: emailSchema, roleId: id })
export const invitationSchema = z.object({
  invitationId: z.string(),
  email: z.string(),
  expiresAt: z.number(),
})
export const invitationRefSchema = z.object({ invitationId: id })
export const memberRefSchema = z.object({ userId: id })
export const roleChangeRequestSchema = z.object({ userId: id, roleId: id })
export const invitationRoleChangeRequestSchema = z.object({ invitationId: id, roleId: id })

// --- Accepting an invitation (public: the link's token is the proof) ---

const invitationToken = z.string().trim().min(16).max(200)
export const invitationTokenSchema = z.object({ token: invitationToken })
export const INVITATION_STATES = ['VALID', 'EXPIRED', 'USED'] as const
export const invitationInfoSchema = z.object({
  state: z.enum(INVITATION_STATES),
  enterpriseName: z.string(),
  email: z.string(),
  inviterName: z.string(),
  /** An existing account just joins; a new person sets a name and a password. */
  existingUser: z.boolean(),
  expiresAt: z.number(),
})
export type InvitationInfo = z.infer<typeof invitationInfoSchema>
const personName = z.string().trim().min(1, 'Required').max(50, 'Up to 50 characters')
export const acceptInvitationRequestSchema = z.object({
  token: invitationToken,
  /** Required for a new person, ignored for an existing account. */
  firstName: personName.optional(),
  lastName: personName.optional(),
  password: z.optional(passwordSchema),
})
export const acceptInvitationResponseSchema = z.object({
  email: z.string(),
  enterpriseName: z.string(),
  /** A new person's acceptance signs them in (the session cookie comes with it): who is signed in. */
  user: z
    .object({ userId: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() })
    .optional(),
})

// --- Roles ---

export const ROLE_NAME_MAX = 50
const roleName = z.string().trim().min(1, 'Required').max(ROLE_NAME_MAX, `Up to ${ROLE_NAME_MAX} characters`)
export const roleSchema = z.object({
  roleId: z.string(),
  name: z.string(),
  /** Owner, Admin, Developer, Viewer and Billing viewer: fixed, neither edited nor deleted. */
  system: z.boolean(),
  permissions: z.array(permissionIdSchema),
  /** Members holding the role now (invitations included). */
  memberCount: z.number().int(),
})
export type Role = z.infer<typeof roleSchema>
export const roleListSchema = z.object({ list: z.array(roleSchema) })
export const roleAddRequestSchema = z.object({
  name: roleName,
  permissions: z.array(permissionIdSchema).max(100),
})
export const roleUpdateRequestSchema = roleAddRequestSchema.extend({ roleId: id })
export const roleRefSchema = z.object({ roleId: id })

// --- The audit of team changes ---

export const TEAM_AUDIT_ACTIONS = [
  'INVITE',
  'RESEND',
  'CANCEL_INVITATION',
  'ACCEPT',
  'ROLE_CHANGE',
  'DEACTIVATE',
  'REACTIVATE',
  'DELETE',
  'ROLE_ADD',
  'ROLE_UPDATE',
  'ROLE_DELETE',
  'OWNER_TRANSFER',
] as const
export const teamAuditEntrySchema = z.object({
  entryId: z.string(),
  at: z.number(),
  /** Who did it (a name, kept as it was then). */
  actor: z.string(),
  action: z.enum(TEAM_AUDIT_ACTIONS),
  /** Whom or what it was done to: an email or a role name. */
  target: z.string(),
  before: z.string().optional(),
  after: z.string().optional(),
})
export type TeamAuditEntry = z.infer<typeof teamAuditEntrySchema>
export const teamAuditPageSchema = pageSchema(teamAuditEntrySchema)
export const teamAuditRequestSchema = z.object({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
})

// --- Enterprises ---

export const ENTERPRISE_NAME_MAX = 100
export const enterpriseAddRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(ENTERPRISE_NAME_MAX, `Up to ${ENTERPRISE_NAME_MAX} characters`),
})
export const enterpriseRefSchema = z.object({ enterpriseId: id })
export const enterpriseSummarySchema = z.object({
  enterpriseId: z.string(),
  name: z.string(),
  roleName: z.string(),
  /** The person's membership there: a deactivated one cannot be switched to. */
  status: z.enum(['ACTIVE', 'DEACTIVATED']),
  /** The enterprise the session is in. */
  current: z.boolean(),
})
export type EnterpriseSummary = z.infer<typeof enterpriseSummarySchema>
export const enterpriseListSchema = z.object({ list: z.array(enterpriseSummarySchema) })
/** After a switch: the session's new token (its claims name the new enterprise). */
export const enterpriseSwitchResponseSchema = z.object({ token: z.string(), enterpriseId: z.string() })
