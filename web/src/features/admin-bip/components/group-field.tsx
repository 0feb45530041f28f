import { useTranslation } from 'react-i18next'
import { useBipGroups } from '@/api/admin-bip'
import { ClientSelect } from '@/components/admin/client-select'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/error-message'

type Props = {
  id: string
  enterpriseId: string
  groupId: string
  /** The client's words, kept while a later search no longer lists it. */
  clientLabel: string
  onChange: (change: { enterpriseId?: string; clientLabel?: string; groupId?: string }) => void
}

/** A client's group: the client picked from the client list (by name or owner's email), then one of its groups. */
export function GroupField({ id, enterpriseId, groupId, clientLabel, onChange }: Props) {
  const { t } = useTranslation()
  const groups = useBipGroups(enterpriseId)
  const list = groups.data?.groups ?? []
  const label = (c: { name: string; ownerEmail: string }) =>
    t('adminBip.queue.clientOption', { name: c.name, email: c.ownerEmail || '--' })
  return (
    <>
      <ClientSelect
        id={`${id}-client`}
        labels={{
          search: t('adminBip.queue.clientSearch'),
          client: t('adminBip.queue.client'),
          choose: t('adminBip.queue.chooseClient'),
          none: t('adminBip.queue.noClient'),
        }}
        optionLabel={label}
        picked={{ enterpriseId, label: clientLabel }}
        error={groups.error ? errorMessage(groups.error) : undefined}
        selectProps={{ value: enterpriseId }}
        onPick={(client) =>
          onChange({
            enterpriseId: client?.enterpriseId ?? '',
            clientLabel: client ? label(client) : '',
            groupId: '',
          })
        }
      />
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
