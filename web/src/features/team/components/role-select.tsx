import type { Role } from '@simlessly/shared'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { canGrantRole, useGrantable } from '../use-grantable'
import { RoleGrants } from './role-grants'

type RoleSelectProps = {
  id: string
  /** The roles of the enterprise; undefined while they load. */
  roles: readonly Role[] | undefined
  /** The role chosen now, to say what it allows. */
  roleId: string
  error?: string | undefined
  /** What react-hook-form's register returns for the role id. */
  inputProps: UseFormRegisterReturn
}

/**
 * The role to give: every role of the enterprise, those holding an id the user does not hold disabled (the
 * server refuses them), and what the chosen one allows underneath.
 */
export function RoleSelect({ id, roles, roleId, error, inputProps }: RoleSelectProps) {
  const { t } = useTranslation()
  const grantable = useGrantable()
  const chosen = roles?.find((role) => role.roleId === roleId)
  // The select mounts with its options, so the form's value (a member's role) shows as chosen.
  if (!roles) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {t('common.loading')}
      </p>
    )
  }
  return (
    <div className="grid gap-2">
      <FormField id={id} label={t('team.fields.role')} error={error}>
        {(control) => (
          <NativeSelect {...control} {...inputProps} aria-required="true">
            <option value="">{t('team.fields.chooseRole')}</option>
            {roles.map((role) => {
              const allowed = canGrantRole(role, grantable)
              return (
                <option key={role.roleId} value={role.roleId} disabled={!allowed}>
                  {allowed ? role.name : t('team.fields.roleNotGrantable', { name: role.name })}
                </option>
              )
            })}
          </NativeSelect>
        )}
      </FormField>
      {chosen ? <RoleGrants role={chosen} /> : null}
    </div>
  )
}
