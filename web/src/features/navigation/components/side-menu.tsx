import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { cn } from '@/lib/utils'
import { FIXED_ITEMS, isCurrentItem, type MenuGroup, type MenuItem } from '../menu-model'

type SideMenuProps = {
  groups: readonly MenuGroup[]
  /** Called after a link is followed (the mobile sheet closes then). */
  onNavigate?: () => void
}

function MenuLink({ item, onNavigate }: { item: MenuItem; onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const current = isCurrentItem(item.to, pathname, search)
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'flex items-center rounded-md px-3 py-2 text-sm text-muted-foreground outline-none transition-colors',
        'hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40',
        current && 'bg-primary/10 font-medium text-primary hover:bg-primary/15 hover:text-primary',
      )}
    >
      {t(item.labelKey)}
    </Link>
  )
}

/** The main navigation: the fixed items, then one titled list per permission group. */
export function SideMenu({ groups, onNavigate }: SideMenuProps) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('menu.label')} className="grid gap-5">
      <ul className="grid gap-1">
        {FIXED_ITEMS.map((item) => (
          <li key={item.id}>
            <MenuLink item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {groups.map((group) => (
        <section key={group.name} aria-labelledby={`menu-group-${group.name}`} className="grid gap-1">
          <h2
            id={`menu-group-${group.name}`}
            className="px-3 font-semibold text-xs text-muted-foreground uppercase tracking-wider"
          >
            {t(group.labelKey, { defaultValue: group.name })}
          </h2>
          <ul className="grid gap-1">
            {group.items.map((item) => (
              <li key={item.id}>
                <MenuLink item={item} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}
