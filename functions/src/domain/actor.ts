/** Who acts: a member and the enterprise they act in. Every tenant's read and write is scoped by it. */
export type Actor = { enterpriseId: string; userId: string }

/**
 * A signed-in caller, as the API's guard builds it from the session: who acts, in which session, and what
 * their role lets them do in the current enterprise.
 */
export type SignedInActor = Actor & {
  sessionId: string
  permissions: ReadonlySet<string>
  /** The role's name and the operating check, from the same lookup as the permissions. */
  access: { roleName: string; canOperate: boolean }
}
