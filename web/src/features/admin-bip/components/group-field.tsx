import { useTranslation } from 'react-i18next'
import { useBipGroups } from '@/api/admin-bip'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/error-message'

type Props = {
  id: string
  enterpriseId: string
  groupId: string
  onChange: (change: { enterpriseId?: string; groupId?: string }) => void
}

/** A client's group: the enterprise id, then a choice among its groups. */
export function GroupField({ id, enterpriseId, groupId, onChange }: Props) {
  const { t } = useTranslation()
  const groups = useBipGroups(enterpriseId)
  const list = groups.data?.groups ?? []
  return (
    <>
      <FormField
        id={`${id}-enterprise`}
        label={t('adminBip.queue.enterpriseId')}
        hint={groups.data?.enterpriseName ?? t('adminBip.queue.enterpriseHint')}
        error={groups.error ? errorMessage(groups.error) : undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={enterpriseId}
            maxLength={40}
            className="font-mono"
            onChange={(e) => onChange({ enterpriseId: e.target.value, groupId: '' })}
          />
        )}
      </FormField>
      <FormField id={`${id}-group`} label={t('adminBip.queue.group')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={groupId}
            disabled={list.length === 0}
            onChange={(e) => onChange({ groupId: e.target.value })}
          >
            <option value="">
              {groups.data && list.length === 0
                ? t('adminBip.queue.noGroups')
                : t('adminBip.queue.chooseGroup')}
            </option>
            {list.map((g) => (
              <option key={g.groupId} value={g.groupId}>
                {g.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </>
  )
}
