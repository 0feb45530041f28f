import type { Role } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'

/** What a role allows, by the ids' readable labels, folded away until asked for. */
export function RoleGrants({ role }: { role: Pick<Role, 'name' | 'permissions'> }) {
  const { t } = useTranslation()
  return (
    <details className="rounded-md border border-border px-3 py-2 text-sm">
      <summary className="cursor-pointer text-muted-foreground">
        {t('team.roles.allows', { name: role.name, count: role.permissions.length })}
      </summary>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-muted-foreground">
        {role.permissions.map((id) => (
          <li key={id}>{t(`teamPermissions.${id}.label`)}</li>
        ))}
      </ul>
    </details>
  )
}
