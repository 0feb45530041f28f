import { hasPermission, type MenuPermissionId, type PermissionNode } from '@simlessly/shared'

export type MenuItem = { id: string; to: string; labelKey: string }
export type MenuGroup = { name: string; labelKey: string; items: MenuItem[] }

/**
 * Where each permission id of the tree leads. The three log ids share the logs route, each on its own view.
 */
const ITEM_ROUTES: Record<MenuPermissionId, string> = {
  Fleet_View: '/profile/fleet',
  Generate_Ac_View: '/profile/generateac',
  Group_View: '/profile/group',
  Campaign_View: '/profile/campaign',
  Profile_Config_View: '/config',
  Analytic: '/dashboard',
  Report: '/reports',
  Generate_AC_Log_View: '/logs?view=generate-ac',
  Profile_Log_View: '/logs?view=profile',
  Recycle_Log_View: '/logs?view=recycle',
  Member_View: '/team/member',
  Role_View: '/team/role',
  Subscription_View: '/subscription',
  Order_View: '/order',
  Developer_View: '/setting/developer',
  Block_View: '/setting/block',
  Admin_Order_View: '/admin/order',
  Admin_Client_View: '/admin/client',
  Admin_Dashboard_View: '/admin/dashboard',
  Admin_Bip_View: '/admin/bip',
  Admin_Invitation_View: '/admin/invitationlink',
}

function isMenuId(id: string): id is MenuPermissionId {
  return Object.hasOwn(ITEM_ROUTES, id)
}

/** Items every signed-in user has: the routes that need no permission id. */
export const FIXED_ITEMS: MenuItem[] = [
  { id: 'home', to: '/', labelKey: 'routeTitles.home' },
  { id: 'profile/eidpush', to: '/profile/eidpush', labelKey: 'routeTitles.profile/eidpush' },
]

/**
 * The side menu from the permission tree: groups, then their items; an item is shown only if its permission
 * exists, a group only if it keeps an item. Ids the console does not know are skipped. The Admin group, for
 * those who hold it, comes first.
 */
export function buildMenu(tree: readonly PermissionNode[]): MenuGroup[] {
  const groups = tree.flatMap((group) => {
    const items = group.children
      .map((child) => child.menuName)
      .filter((id) => isMenuId(id) && hasPermission(tree, id))
      .map((id) => ({ id, to: ITEM_ROUTES[id as MenuPermissionId], labelKey: `menu.items.${id}` }))
    return items.length > 0
      ? [{ name: group.menuName, labelKey: `menu.groups.${group.menuName}`, items }]
      : []
  })
  // The platform's staff run the business from the Admin group: it leads their menu.
  return [...groups.filter((g) => g.name === ADMIN_GROUP), ...groups.filter((g) => g.name !== ADMIN_GROUP)]
}

const ADMIN_GROUP = 'Admin'

/** Whether the user is the platform's staff: their home is the admin dashboard, not a tenant's Home. */
export function isPlatformAdmin(tree: readonly PermissionNode[]): boolean {
  return hasPermission(tree, 'Admin_Dashboard_View')
}

/**
 * Whether a menu link points at the current location: the path and, for the log views, the link's own
 * query parameters (a page number or page size added by the list does not change the view).
 */
export function isCurrentItem(to: string, pathname: string, search: string): boolean {
  const [path, query] = to.split('?')
  if (path !== pathname) return false
  const current = new URLSearchParams(search)
  return [...new URLSearchParams(query ?? '')].every(([key, value]) => current.get(key) === value)
}
