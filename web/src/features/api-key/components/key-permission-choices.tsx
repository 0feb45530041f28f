import { KEY_GRANTABLE_IDS } from '@simlessly/shared'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'
import { CheckboxGroup } from '@/components/ui/checkbox-group'

type KeyPermissionChoicesProps = {
  /** The ids the user holds: the only ones a key of theirs may have; the others show disabled. */
  held: ReadonlySet<string>
  register: UseFormRegisterReturn
  error?: string | undefined
}

/**
 * The ids a key may be given, as boxes named like the roles editor names them (`teamPermissions.*`, the
 * console's one wording of the permission ids).
 */
export function KeyPermissionChoices({ held, register, error }: KeyPermissionChoicesProps) {
  const { t } = useTranslation()
  const describe = (id: string) =>
    held.has(id)
      ? t(`teamPermissions.${id}.description`)
      : t('developer.form.notHeld', { description: t(`teamPermissions.${id}.description`) })
  return (
    <CheckboxGroup id="api-key-permissions" legend={t('developer.form.permissions')} error={error}>
      <div className="grid gap-3 sm:grid-cols-2">
        {KEY_GRANTABLE_IDS.map((id) => (
          <Checkbox
            key={id}
            id={`api-key-permission-${id}`}
            value={id}
            label={t(`teamPermissions.${id}.label`)}
            description={describe(id)}
            {...register}
            disabled={!held.has(id)}
          />
        ))}
      </div>
    </CheckboxGroup>
  )
}
