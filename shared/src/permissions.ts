/**
 * Permission ids: those the console's routes require (named by the product) plus element-level ids. A role is
 * a set of these ids; the server enforces them on every API route and the SPA uses the same ids for routes,
 * menus and elements.
 */
const EnterpriseMenuPermission = {
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

/**
 * Element-level ids: actions inside a screen that change something, cost money or reveal ACs, each needing
 * an id of its own beyond the screen's. They are not menu items (the menu and the routes do not use them).
 */
export const ActionPermission = {
  /** See the EID pushes and the account's use of them (`eidpush/list`, `eidpush/usage`). */
  EidPush_View: 'EidPush_View',
  /** Push a profile to an EID, alone or by a campaign: it cancels the profile's order and bills a push. */
  EidPush_Push: 'EidPush_Push',
  /**
   * Receive ACs beyond the act of generating them: batch download links, a profile's AC, QR code and install
   * links, the ACs in the fleet and its export, the old and new AC in a re-generation's log entry.
   */
  Ac_Download: 'Ac_Download',
  /** Buy, upgrade, pay for or close the enterprise's orders: it costs money. */
  Order_Purchase: 'Order_Purchase',
  /** Cancel the free trial or a paid plan's renewal; edit the billing details invoices name. */
  Subscription_Manage: 'Subscription_Manage',
  /** Generate ACs (single, batch, open batch) and re-generate them: it uses the plan's quota. */
  Ac_Generate: 'Ac_Generate',
  /** Change the generation settings: the output encryption key and the QR code styles. */
  Generation_Settings_Manage: 'Generation_Settings_Manage',
  /** Edit profiles in the fleet: notes, protection, moving them between groups. */
  Profile_Edit: 'Profile_Edit',
  /** Recycle profiles (alone, from the fleet, or by a recycle campaign). */
  Profile_Recycle: 'Profile_Recycle',
  /** Create, rename and delete groups. */
  Group_Manage: 'Group_Manage',
  /** Create, pause, resume and cancel campaigns (a campaign of pushes needs EidPush_Push too). */
  Campaign_Manage: 'Campaign_Manage',
  /** Create, edit and delete profile configurations. */
  Profile_Config_Manage: 'Profile_Config_Manage',
  /** Add to and remove from the block list. */
  Block_Manage: 'Block_Manage',
  /** Invite, re-invite, deactivate, remove members and change their roles. */
  Member_Manage: 'Member_Manage',
  /** Create, edit and delete custom roles. */
  Role_Manage: 'Role_Manage',
  /** Create, rotate and revoke API keys and webhook endpoints. */
  Api_Key_Manage: 'Api_Key_Manage',
  /** Turn the monthly usage report mailed to the owners on or off. */
  Report_Mail_Manage: 'Report_Mail_Manage',
} as const

/**
 * The screen each element-level id acts in: the roles screen shows an id under its screen, and a role that
 * holds an id holds its screen too (saving a role adds it), so nobody can act where they cannot look.
 */
export const ACTION_SCREEN: Record<keyof typeof ActionPermission, MenuPermissionId> = {
  EidPush_View: 'Fleet_View',
  EidPush_Push: 'Fleet_View',
  Ac_Download: 'Generate_Ac_View',
  Order_Purchase: 'Order_View',
  Subscription_Manage: 'Subscription_View',
  Ac_Generate: 'Generate_Ac_View',
  Generation_Settings_Manage: 'Generate_Ac_View',
  Profile_Edit: 'Fleet_View',
  Profile_Recycle: 'Fleet_View',
  Group_Manage: 'Group_View',
  Campaign_Manage: 'Campaign_View',
  Profile_Config_Manage: 'Profile_Config_View',
  Block_Manage: 'Block_View',
  Member_Manage: 'Member_View',
  Role_Manage: 'Role_View',
  Api_Key_Manage: 'Developer_View',
  Report_Mail_Manage: 'Report',
}

/** Every id an enterprise's role can hold: the Owner role holds all of them. */
export const EnterprisePermission = { ...EnterpriseMenuPermission, ...ActionPermission } as const

const AdminMenuPermission = {
  Admin_Order_View: 'Admin_Order_View',
  Admin_Client_View: 'Admin_Client_View',
  Admin_Dashboard_View: 'Admin_Dashboard_View',
  Admin_Bip_View: 'Admin_Bip_View',
  Admin_Invitation_View: 'Admin_Invitation_View',
} as const

/** The platform admin's element-level ids: what changes a client's orders or the plan catalogue. */
export const AdminActionPermission = {
  /** Create, upgrade, confirm and close clients' orders; edit the plan catalogue. */
  Admin_Order_Manage: 'Admin_Order_Manage',
  /** Queue commands (recycle, update a parameter) for cards' BIP applets. */
  Admin_Bip_Manage: 'Admin_Bip_Manage',
  /** Create and revoke sign-up invitation links. */
  Admin_Invitation_Manage: 'Admin_Invitation_Manage',
  /** Suspend and reactivate a client, extend its trial, keep a private note on it. */
  Admin_Client_Manage: 'Admin_Client_Manage',
} as const

export const AdminPermission = { ...AdminMenuPermission, ...AdminActionPermission } as const
/** A platform admin's id: a route that asks only for these is a platform route. */
export type AdminPermissionId = (typeof AdminPermission)[keyof typeof AdminPermission]

export const Permission = { ...EnterprisePermission, ...AdminPermission } as const
export type PermissionId = (typeof Permission)[keyof typeof Permission]

export const ENTERPRISE_PERMISSION_IDS = Object.values(EnterprisePermission) as PermissionId[]
/** The enterprise's screen ids (menu items), without the element-level ones. */
export const ENTERPRISE_SCREEN_PERMISSION_IDS = Object.values(EnterpriseMenuPermission) as PermissionId[]
export const ENTERPRISE_ACTION_PERMISSION_IDS = Object.values(ActionPermission) as PermissionId[]
/** Every element-level id, the enterprise's and the platform admin's. */
export const ACTION_PERMISSION_IDS = [
  ...Object.values(ActionPermission),
  ...Object.values(AdminActionPermission),
] as PermissionId[]
export const ADMIN_PERMISSION_IDS = Object.values(AdminPermission) as PermissionId[]
type ActionPermissionId =
  | (typeof ActionPermission)[keyof typeof ActionPermission]
  | (typeof AdminActionPermission)[keyof typeof AdminActionPermission]
/** The ids that are menu items (and route permissions): every id but the element-level ones. */
export type MenuPermissionId = Exclude<PermissionId, ActionPermissionId>
export const ALL_PERMISSION_IDS: PermissionId[] = [...ENTERPRISE_PERMISSION_IDS, ...ADMIN_PERMISSION_IDS]

/** A node of the permission tree the server returns: menu groups hold the ids they show. */
export type PermissionNode = { menuName: string; children: PermissionNode[] }

/**
 * The menu: groups (their names are menu labels, never permission ids) and, under them, the ids in the
 * order the side menu shows them. The server prunes it to the ids a user holds.
 */
export const MENU: readonly { group: string; ids: readonly MenuPermissionId[] }[] = [
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
  { group: 'Admin', ids: Object.values(AdminMenuPermission) },
]

/**
 * The element-level ids travel in the same tree under a node of their own that is not a menu group: the
 * menu skips ids it does not route to, and the element checks find an id at any depth.
 */
export const ACTIONS_NODE_NAME = 'Actions'

/** The tree of `{ menuName, children }` for a set of held ids; empty groups are left out. */
export function permissionTree(held: Iterable<string>): PermissionNode[] {
  const ids = new Set(held)
  const groups = [...MENU, { group: ACTIONS_NODE_NAME, ids: ACTION_PERMISSION_IDS }]
  return groups
    .map(({ group, ids: groupIds }) => ({
      menuName: group,
      children: groupIds.filter((id) => ids.has(id)).map((id) => ({ menuName: id, children: [] })),
    }))
    .filter((node) => node.children.length > 0)
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
} as const satisfies Record<string, readonly MenuPermissionId[]>
export type AuthenticatedRouteName = keyof typeof ROUTE_PERMISSIONS
