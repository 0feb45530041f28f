import { useTranslation } from 'react-i18next'
import { useBillingDetails } from '@/api/billing-details'
import { FactList } from '@/components/order/fact-list'
import { Permission } from '@/components/permission'
import { SectionCard } from '@/components/section-card'
import { displayValue } from '@/lib/format'
import { BillingDetailsDialog } from './billing-details-dialog'
import { QueryState } from './query-state'

/**
 * The buyer the enterprise's invoices name and its time zone, as the owner saved them (or as proposed until
 * then), with "Edit" for whoever manages the subscription. Paid invoices keep the details they were paid with.
 */
export function BillingDetailsCard() {
  const { t } = useTranslation()
  const query = useBillingDetails()
  const details = query.data
  return (
    <SectionCard
      className="max-w-3xl"
      title={t('billing.details.heading')}
      description={t('billing.details.description')}
      action={
        details ? (
          <Permission id="Subscription_Manage">
            <BillingDetailsDialog details={details} />
          </Permission>
        ) : null
      }
    >
      <QueryState query={query} />
      {details ? (
        <>
          {details.saved ? null : <p className="text-sm">{t('billing.details.notSaved')}</p>}
          <FactList
            facts={[
              { term: t('billing.details.companyName'), value: displayValue(details.companyName) },
              {
                term: t('billing.details.address'),
                value: <span className="whitespace-pre-line">{displayValue(details.address)}</span>,
              },
              { term: t('billing.details.country'), value: displayValue(details.country) },
              { term: t('billing.details.taxId'), value: displayValue(details.taxId) },
              { term: t('billing.details.billingEmail'), value: displayValue(details.billingEmail) },
              { term: t('billing.details.timeZone'), value: details.timeZone },
            ]}
          />
        </>
      ) : null}
    </SectionCard>
  )
}
