import { ADMIN_PERMISSION_IDS, ENTERPRISE_PERMISSION_IDS, type PermissionId } from '@simlessly/shared'
import type { MemberActor, PlatformAdminActor } from '../src/domain/actor.ts'

/**
 * Actors for tests that call domain functions directly, as the API's guard would build them (an Owner's
 * ids unless told otherwise); the routes' own tests go through the guard.
 */
export function memberActor(
  member: { enterpriseId: string; userId: string },
  permissions: Iterable<PermissionId> = ENTERPRISE_PERMISSION_IDS,
): MemberActor {
  return {
    kind: 'member',
    enterpriseId: member.enterpriseId,
    userId: member.userId,
    sessionId: `test-${crypto.randomUUID()}`,
    permissions: new Set(permissions),
    access: { roleName: 'Owner', canOperate: true },
  }
}

export function platformAdmin(email = 'admin@example.com'): PlatformAdminActor {
  return {
    kind: 'platformAdmin',
    userId: `admin-${crypto.randomUUID()}`,
    sessionId: `test-${crypto.randomUUID()}`,
    email,
    permissions: new Set(ADMIN_PERMISSION_IDS),
  }
}
