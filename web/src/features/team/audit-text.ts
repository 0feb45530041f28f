import { ENTERPRISE_PERMISSION_IDS, MEMBER_STATUSES } from '@simlessly/shared'
import type { TFunction } from 'i18next'

const PERMISSION_IDS = new Set<string>(ENTERPRISE_PERMISSION_IDS)
const STATUSES = new Set<string>(MEMBER_STATUSES)

/**
 * An audit entry's before or after in words. The server keeps it as text: a list (`a, b`), perhaps after a
 * role's name (`Name: a, b`), whose items are permission ids (`Group_Manage`), member statuses
 * (`DEACTIVATED`), role names or emails. An item that is an id or a status becomes its label ("Manage
 * groups", "Deactivated"); the rest stays as written (a role named "Report readers" is not the Report id).
 */
export function readableChange(text: string, t: TFunction): string {
  return text
    .split(/(, |: )/)
    .map((item) => {
      if (PERMISSION_IDS.has(item)) return t(`teamPermissions.${item}.label`)
      if (STATUSES.has(item)) return t(`team.statuses.${item}`)
      return item
    })
    .join('')
}
