import { useState } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useClients } from '@/api/admin-client'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import type { CreateOrderContext, CreateOrderRequest, CreateOrderValues } from '../create-order-values'

type ClientPickerProps = { form: UseFormReturn<CreateOrderValues, CreateOrderContext, CreateOrderRequest> }

/**
 * The order's client, picked from the client list: searched by name or owner's email, each choice naming
 * the enterprise and its owner, so an owner of two enterprises gets the order on the one picked.
 */
export function ClientPicker({ form }: ClientPickerProps) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const clients = useClients({ q: search.trim(), pageSize: 20, sort: 'name', order: 'asc' })
  const picked = useWatch({ control: form.control, name: 'enterpriseId' })
  const list = clients.data?.list ?? []
  const label = (c: { name: string; ownerEmail: string }) =>
    t('adminOrders.create.clientOption', { name: c.name, email: c.ownerEmail || '--' })
  const register = form.register('enterpriseId', {
    onChange: (event: { target: { value: string } }) => {
      const client = list.find((c) => c.enterpriseId === event.target.value)
      form.setValue('clientLabel', client ? label(client) : '')
    },
  })
  return (
    <>
      <FormField id="admin-order-client-search" label={t('adminOrders.create.clientSearch')}>
        {(control) => (
          <Input {...control} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        )}
      </FormField>
      <FormField
        id="admin-order-client"
        label={t('adminOrders.create.client')}
        hint={!clients.isPending && list.length === 0 ? t('adminOrders.create.noClient') : undefined}
        error={form.formState.errors.enterpriseId?.message}
      >
        {(control) => (
          <NativeSelect {...control} {...register} aria-required="true">
            <option value="">{t('adminOrders.create.chooseClient')}</option>
            {list.map((c) => (
              <option key={c.enterpriseId} value={c.enterpriseId}>
                {label(c)}
              </option>
            ))}
            {picked && !list.some((c) => c.enterpriseId === picked) ? (
              <option value={picked}>{form.getValues('clientLabel')}</option>
            ) : null}
          </NativeSelect>
        )}
      </FormField>
    </>
  )
}
