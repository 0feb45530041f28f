import { type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ClientSelect } from '@/components/admin/client-select'
import type { CreateOrderContext, CreateOrderRequest, CreateOrderValues } from '../create-order-values'

type ClientPickerProps = { form: UseFormReturn<CreateOrderValues, CreateOrderContext, CreateOrderRequest> }

/**
 * The order's client, picked from the client list: searched by name or owner's email, each choice naming
 * the enterprise and its owner, so an owner of two enterprises gets the order on the one picked.
 */
export function ClientPicker({ form }: ClientPickerProps) {
  const { t } = useTranslation()
  const picked = useWatch({ control: form.control, name: 'enterpriseId' })
  const label = (c: { name: string; ownerEmail: string }) =>
    t('adminOrders.create.clientOption', { name: c.name, email: c.ownerEmail || '--' })
  return (
    <ClientSelect
      id="admin-order-client"
      labels={{
        search: t('adminOrders.create.clientSearch'),
        client: t('adminOrders.create.client'),
        choose: t('adminOrders.create.chooseClient'),
        none: t('adminOrders.create.noClient'),
      }}
      optionLabel={label}
      picked={{ enterpriseId: picked, label: form.getValues('clientLabel') }}
      error={form.formState.errors.enterpriseId?.message}
      selectProps={form.register('enterpriseId')}
      onPick={(client) => form.setValue('clientLabel', client ? label(client) : '')}
    />
  )
}
