import type { Order } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { formatDay } from '../billing-format'
import { BankDetails } from './bank-details'

/** A bank transfer order just made: where to send the money and its reference, and a link to the order. */
export function TransferResult({ order }: { order: Order }) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader
        title={t('billing.transfer.title')}
        description={t('billing.transfer.description', {
          plan: order.planName,
          start: formatDay(order.planStartAt),
        })}
      />
      <FormAlert variant="success" title={t('billing.transfer.placed', { orderId: order.orderId })}>
        {t('billing.transfer.waiting')}
      </FormAlert>
      {order.bankDetails ? <BankDetails details={order.bankDetails} level={2} /> : null}
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={`/order?orderId=${order.orderId}`}>{t('billing.transfer.viewOrder')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/subscription">{t('billing.links.subscription')}</Link>
        </Button>
      </div>
    </div>
  )
}
