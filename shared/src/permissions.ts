import { z } from 'zod'

/**
 * Permission ids: those the console's routes require (named by the product) plus element-level ids. A role is
 * a set of these ids; the server enforces them on every API route and the SPA uses the same ids for routes,
 * menus and elements.
 */
export const EnterprisePermission = {
  Fleet_View: 'Fleet_View',
  Generate_Ac_View: 'Generate_Ac_View',
  Group_View: 'Group_View',
  Campaign_View: 'Campaign_View',
  Profile_Config_View: 'Profile_Config_View',
  Analytic: 'Analytic',
  Report: 'Report',
  Generate_AC_Log_View: 'Generate_AC_Log_View',
  Profile_Log_View: 'Profile_Log_View',
  Recycle_Log_View: 'Recycle_Log_View',
  Member_View: 'Member_View',
  Role_View: 'Role_View',
  Subscription_View: 'Subscription_View',
  Order_View: 'Order_View',
  Developer_View: 'Developer_View',
  Block_View: 'Block_View',
} as const

export const AdminPermission = {
  Admin_Order_View: 'Admin_Order_View',
  Admin_Client_View: 'Admin_Client_View',
  Admin_Dashboard_View: 'Admin_Dashboard_View',
  Admin_Bip_View: 'Admin_Bip_View',
  Admin_Invitation_View: 'Admin_Invitation_View',
} as const

export const Permission = { ...EnterprisePermission, ...AdminPermission } as const
export type PermissionId = (typeof Permission)[keyof typeof Permission]

export const ENTERPRISE_PERMISSION_IDS = Object.values(EnterprisePermission) as PermissionId[]
export const ADMIN_PERMISSION_IDS = Object.values(AdminPermission) as PermissionId[]
export const ALL_PERMISSION_IDS: PermissionId[] = [...ENTERPRISE_PERMISSION_IDS, ...ADMIN_PERMISSION_IDS]

export const permissionIdSchema = z.enum(ALL_PERMISSION_IDS as [PermissionId, ...PermissionId[]])

/** A node of the permission tree the server returns: menu groups hold the ids they show. */
export type PermissionNode = { menuName: string; children: PermissionNode[] }
// A named schema: the OpenAPI document refers to it by id, which is how a recursive schema can be written.
export const permissionNodeSchema: z.ZodType<PermissionNode> = z
  .lazy(() => z.object({ menuName: z.string(), children: z.array(permissionNodeSchema) }))
  .meta({ id: 'PermissionNode' })

/**
 * The menu: groups (their names are menu labels, never permission ids) and, under them, the ids in the
 * order the side menu shows them. The server prunes it to the ids a user holds.
 */
export const MENU: readonly { group: string; ids: readonly PermissionId[] }[] = [
  {
    group: 'Profile',
    ids: [
      Permission.Fleet_View,
      Permission.Generate_Ac_View,
      Permission.Group_View,
      Permission.Campaign_View,
    ],
  },
  { group: 'Configuration', ids: [Permission.Profile_Config_View] },
  {
    group: 'Insights',
    ids: [
      Permission.Analytic,
      Permission.Report,
      Permission.Generate_AC_Log_View,
      Permission.Profile_Log_View,
      Permission.Recycle_Log_View,
    ],
  },
  { group: 'Team', ids: [Permission.Member_View, Permission.Role_View] },
  { group: 'Billing', ids: [Permission.Subscription_View, Permission.Order_View] },
  { group: 'Settings', ids: [Permission.Developer_View, Permission.Block_View] },
  { group: 'Admin', ids: ADMIN_PERMISSION_IDS },
]

/** The tree of `{ menuName, children }` for a set of held ids; empty groups are left out. */
export function permissionTree(held: Iterable<string>): PermissionNode[] {
  const ids = new Set(held)
  return MENU.map(({ group, ids: groupIds }) => ({
    menuName: group,
    children: groupIds.filter((id) => ids.has(id)).map((id) => ({ menuName: id, children: [] })),
  })).filter((node) => node.children.length > 0)
}

/**
 * True when some node of the tree, at any depth, is named by the given id (a string, or an object with a
 * `menuName`: the check takes either).
 */
export function hasPermission(tree: readonly PermissionNode[], id: string | { menuName: string }): boolean {
  const wanted = typeof id === 'string' ? id : id.menuName
  const stack = [...tree]
  while (stack.length > 0) {
    const node = stack.pop()
    if (!node) continue
    if (node.menuName === wanted) return true
    stack.push(...node.children)
  }
  return false
}

/** A route with no ids is always available; otherwise any one of its ids must be held. */
export function canAccess(tree: readonly PermissionNode[], ids: readonly string[] | undefined): boolean {
  return !ids || ids.length === 0 || ids.some((id) => hasPermission(tree, id))
}

const P = Permission
/**
 * The authenticated routes, by the names the product gives them -> the ids of which one is needed.
 * An empty list means always available to a signed-in user.
 */
export const ROUTE_PERMISSIONS = {
  home: [],
  'user/changePassword': [],
  'profile/fleet': [P.Fleet_View],
  'profile/generateac': [P.Generate_Ac_View],
  'profile/group': [P.Group_View],
  'profile/campaign': [P.Campaign_View],
  'profile/eidpush': [],
  config: [P.Profile_Config_View],
  'configform/:operation': [P.Profile_Config_View],
  dashboard: [P.Analytic],
  reports: [P.Report],
  logs: [P.Generate_AC_Log_View, P.Profile_Log_View, P.Recycle_Log_View],
  'team/member': [P.Member_View],
  'team/role': [P.Role_View],
  subscription: [P.Subscription_View],
  order: [P.Order_View],
  'order/purchase/:operation': [P.Order_View],
  'order/success': [P.Order_View],
  'setting/developer': [P.Developer_View],
  'setting/block': [P.Block_View],
  'admin/order': [P.Admin_Order_View],
  'admin/client': [P.Admin_Client_View],
  'admin/dashboard': [P.Admin_Dashboard_View],
  'admin/bip': [P.Admin_Bip_View],
  'admin/invitationlink': [P.Admin_Invitation_View],
} as const satisfies Record<string, readonly PermissionId[]>
export type AuthenticatedRouteName = keyof typeof ROUTE_PERMISSIONS
