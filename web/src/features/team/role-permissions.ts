import {
  ACTION_SCREEN,
  ActionPermission,
  ENTERPRISE_PERMISSION_IDS,
  MENU,
  type PermissionId,
  withScreens,
} from '@simlessly/shared'

/** A screen of the menu and, under it, the element-level ids that act in it. */
export type ScreenNode = { id: PermissionId; actions: PermissionId[] }
/** A menu group and its screens. */
export type GroupNode = { group: string; screens: ScreenNode[] }

const ACTIONS = Object.keys(ActionPermission) as (keyof typeof ActionPermission)[]
const SCREEN_OF = new Map<string, PermissionId>(ACTIONS.map((id) => [id, ACTION_SCREEN[id]]))

/**
 * The ids a role can hold, as the menu shows them: its groups, their screens, and each screen's element-level
 * ids nested under it. The platform admin's group is not an enterprise's to give.
 */
export const ROLE_TREE: readonly GroupNode[] = MENU.map(({ group, ids }) => ({
  group,
  screens: ids
    .filter((id) => ENTERPRISE_PERMISSION_IDS.includes(id))
    .map((id) => ({ id, actions: ACTIONS.filter((action) => ACTION_SCREEN[action] === id) })),
})).filter((node) => node.screens.length > 0)

const ACTIONS_OF = new Map(ROLE_TREE.flatMap((group) => group.screens.map((s) => [s.id, s.actions])))

/** Every id of a group, each screen before its actions. */
export const groupIds = (group: GroupNode): PermissionId[] =>
  group.screens.flatMap((screen) => [screen.id, ...screen.actions])

export type Selection = ReadonlySet<string>

/**
 * Whether the user may tick or untick an id: nobody grants an id they do not hold, ticking an action ticks
 * its screen (so that screen must be grantable too, or ticked already), and a screen cannot be unticked while
 * it keeps an action the user cannot take away.
 */
export function isLocked(id: string, selected: Selection, grantable: Selection): boolean {
  if (!grantable.has(id)) return true
  const screen = SCREEN_OF.get(id)
  if (screen) return !selected.has(screen) && !grantable.has(screen)
  const actions = ACTIONS_OF.get(id as PermissionId) ?? []
  return selected.has(id) && actions.some((action) => selected.has(action) && !grantable.has(action))
}

/** Ticks or unticks one id: an action brings its screen along, a screen takes its actions away with it. */
export function setId(selected: Selection, id: string, on: boolean, grantable: Selection): Set<string> {
  const next = new Set(selected)
  if (isLocked(id, selected, grantable)) return next
  if (on) {
    next.add(id)
    const screen = SCREEN_OF.get(id)
    if (screen) next.add(screen)
    return next
  }
  next.delete(id)
  for (const action of ACTIONS_OF.get(id as PermissionId) ?? []) next.delete(action)
  return next
}

/** A group's box: ticked when every id of it is, mixed when some are. */
export function groupState(group: GroupNode, selected: Selection): boolean | 'mixed' {
  const ids = groupIds(group)
  const held = ids.filter((id) => selected.has(id)).length
  if (held === 0) return false
  return held === ids.length ? true : 'mixed'
}

/** A group's box clicked: a full group is emptied, any other filled, as far as the user may change each id. */
export function setGroup(selected: Selection, group: GroupNode, grantable: Selection): Set<string> {
  const on = groupState(group, selected) !== true
  const ids = groupIds(group)
  // Screens first when ticking (their actions need them), actions first when unticking (they unlock them).
  return (on ? ids : ids.toReversed()).reduce<Set<string>>(
    (next, id) => setId(next, id, on, grantable),
    new Set(selected),
  )
}

/** The ids as a role saves them: enterprise ids only, with the screen of each action, in the table's order. */
export const roleIds = (selected: Selection): PermissionId[] => withScreens([...selected])
