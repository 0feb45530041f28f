import { groupEndpoints } from '@simlessly/shared/endpoints/group'
import { profileConfigEndpoints } from '@simlessly/shared/endpoints/profile-config'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useGroupOptions } from '@/api/group'
import { useConfigOptions } from '@/api/profile-config'
import { FilterSelect } from '@/components/ui/filter-select'
import { usePermission } from '@/lib/session/use-permission'

export type ReportFilterKey = 'config' | 'group'

type ReportFiltersProps = {
  config: string
  group: string
  onChange: (key: ReportFilterKey, value: string) => void
}

/**
 * The configuration and group a report may be narrowed to. Each list shows only to a role that may read
 * it (the server refuses the names to anyone else); the report itself needs neither.
 */
export function ReportFilters({ config, group, onChange }: ReportFiltersProps) {
  const { t } = useTranslation()
  const id = useId()
  const canConfigs = usePermission(profileConfigEndpoints.list.access.anyOf)
  const canGroups = usePermission(groupEndpoints.options.access.anyOf)
  const configs = useConfigOptions('', { enabled: canConfigs })
  const groups = useGroupOptions({ enabled: canGroups, notify: false })
  if (!canConfigs && !canGroups) return null
  return (
    <div className="flex flex-wrap items-end gap-4">
      {canConfigs ? (
        <FilterSelect
          id={`${id}-config`}
          label={t('insights.report.config')}
          allLabel={t('insights.report.allConfigs')}
          value={config}
          options={(configs.data?.list ?? []).map(({ configId, name }) => ({ value: configId, label: name }))}
          onChange={(value) => onChange('config', value)}
          className="w-56"
        />
      ) : null}
      {canGroups ? (
        <FilterSelect
          id={`${id}-group`}
          label={t('insights.report.group')}
          allLabel={t('insights.report.allGroups')}
          value={group}
          options={(groups.data ?? []).map(({ groupId, name }) => ({ value: groupId, label: name }))}
          onChange={(value) => onChange('group', value)}
          className="w-56"
        />
      ) : null}
    </div>
  )
}
