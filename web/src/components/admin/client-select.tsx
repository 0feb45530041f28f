import { type ComponentProps, useState } from 'react'
import { useClients } from '@/api/admin-client'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'

export type ClientChoice = { enterpriseId: string; name: string; ownerEmail: string }

type ClientSelectProps = {
  id: string
  /** The words of the screen using it: the search's and the choice's labels, the empty choice, none found. */
  labels: { search: string; client: string; choose: string; none: string }
  /** How a client is named in a choice (its name and its owner's email, so two of one owner differ). */
  optionLabel: (client: ClientChoice) => string
  /** The picked client's id, when it is no longer among the choices (a search typed since), and its words. */
  picked?: { enterpriseId: string; label: string } | undefined
  error?: string | undefined
  /** Given to the select: a form's registration, or a value and its change. */
  selectProps: Omit<ComponentProps<typeof NativeSelect>, 'children'>
  /** Told which client was picked (undefined: none), after the select's own change. */
  onPick?: (client: ClientChoice | undefined) => void
}

/**
 * A client of the platform picked from the admin's client list: searched by name or owner's email, each
 * choice naming the enterprise and its owner. Admin, Orders' "Create order" and BIP's group target use it.
 */
export function ClientSelect(props: ClientSelectProps) {
  const { id, labels, optionLabel, picked, error, selectProps, onPick } = props
  const [search, setSearch] = useState('')
  const clients = useClients({ q: search.trim(), pageSize: 20, sort: 'name', order: 'asc' })
  const list = clients.data?.list ?? []
  return (
    <>
      <FormField id={`${id}-search`} label={labels.search}>
        {(control) => (
          <Input {...control} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        )}
      </FormField>
      <FormField
        id={id}
        label={labels.client}
        hint={!clients.isPending && list.length === 0 ? labels.none : undefined}
        error={error}
      >
        {(control) => (
          <NativeSelect
            {...control}
            {...selectProps}
            aria-required="true"
            onChange={(event) => {
              selectProps.onChange?.(event)
              onPick?.(list.find((c) => c.enterpriseId === event.target.value))
            }}
          >
            <option value="">{labels.choose}</option>
            {list.map((c) => (
              <option key={c.enterpriseId} value={c.enterpriseId}>
                {optionLabel(c)}
              </option>
            ))}
            {picked?.enterpriseId && !list.some((c) => c.enterpriseId === picked.enterpriseId) ? (
              <option value={picked.enterpriseId}>{picked.label}</option>
            ) : null}
          </NativeSelect>
        )}
      </FormField>
    </>
  )
}
