import { useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'
import {
  groupIds,
  groupState,
  isLocked,
  ROLE_TREE,
  type ScreenNode,
  type Selection,
  setGroup,
  setId,
} from '../role-permissions'

type PermissionTreeProps = {
  /** The ids ticked. */
  selected: Selection
  /** The ids the user holds, the only ones they may change; the others show disabled. */
  grantable: Selection
  /** Absent for a role shown read-only. */
  onChange?: (next: Set<string>) => void
}

/**
 * A role's ids as the menu shows them: each group with a box for all of it (mixed when partly ticked), its
 * screens, and under each screen the actions taken in it. Ticking an action ticks its screen; unticking a
 * screen unticks its actions.
 */
export function PermissionTree({ selected, grantable, onChange }: PermissionTreeProps) {
  const { t } = useTranslation()
  const readOnly = onChange === undefined
  const locked = (id: string) => readOnly || isLocked(id, selected, grantable)
  const describe = (id: string) =>
    grantable.has(id) || readOnly
      ? t(`teamPermissions.${id}.description`)
      : t('team.roles.notHeld', { description: t(`teamPermissions.${id}.description`) })
  const box = (id: string) => (
    <Checkbox
      id={`permission-${id}`}
      label={t(`teamPermissions.${id}.label`)}
      description={describe(id)}
      checked={selected.has(id)}
      disabled={locked(id)}
      onChange={(event) => onChange?.(setId(selected, id, event.target.checked, grantable))}
    />
  )
  const screenItem = (screen: ScreenNode) => (
    <li key={screen.id} className="grid gap-2">
      {box(screen.id)}
      {screen.actions.length > 0 ? (
        <ul className="grid gap-2 border-border border-l pl-6">
          {screen.actions.map((action) => (
            <li key={action}>{box(action)}</li>
          ))}
        </ul>
      ) : null}
    </li>
  )

  return (
    <div className="grid gap-3">
      {ROLE_TREE.map((group) => {
        const state = groupState(group, selected)
        const label = t(`menu.groups.${group.group}`)
        return (
          <fieldset key={group.group} className="grid gap-3 rounded-lg border border-border p-3">
            <legend className="sr-only">{label}</legend>
            <Checkbox
              id={`permission-group-${group.group}`}
              label={label}
              checked={state === true}
              indeterminate={state === 'mixed'}
              disabled={readOnly || groupIds(group).every(locked)}
              onChange={() => onChange?.(setGroup(selected, group, grantable))}
            />
            <ul className="grid gap-3 pl-6">{group.screens.map(screenItem)}</ul>
          </fieldset>
        )
      })}
    </div>
  )
}
