import { ClipboardList, History, ReceiptText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Permission } from '@/components/permission'
import { Tabs, TabsBar, TabsContent } from '@/components/ui/tabs'
import { usePageParams } from '@/lib/use-page-params'
import { AuditTab } from './audit-tab'
import { CreateOrderDialog } from './create-order-dialog'
import { OrderDetailSheet } from './order-detail-sheet'
import { OrdersTab } from './orders-tab'
import { PlansTab } from './plans-tab'

const TABS = ['orders', 'plans', 'audit'] as const
type Tab = (typeof TABS)[number]
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value)

/**
 * `admin/order`: every enterprise's orders (filtered, paged, each opened in a panel with its actions), the
 * plan catalogue and the audit log of admin actions. The tab (`?tab=`) and the open order (`?order=`) are in
 * the URL with the filters, so a link brings an admin back to the same place.
 */
export function AdminOrdersPage() {
  const { t } = useTranslation()
  const { params, update } = usePageParams()
  const tabParam = params.get('tab')
  const tab: Tab = isTab(tabParam) ? tabParam : 'orders'
  const orderId = params.get('order')
  const open = (id: string) => update({ order: id })

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('routeTitles.admin/order')} description={t('adminOrders.description')}>
        <Permission id="Admin_Order_Manage">
          <CreateOrderDialog onCreated={open} />
        </Permission>
      </PageHeader>
      <Tabs
        value={tab}
        // Each tab pages its own list: switching starts on its first page.
        onValueChange={(next) => update({ tab: next === 'orders' ? undefined : next, page: undefined })}
      >
        <TabsBar
          label={t('adminOrders.tabs.label')}
          tabs={[
            { value: 'orders', icon: ReceiptText, label: t('adminOrders.tabs.orders') },
            { value: 'plans', icon: ClipboardList, label: t('adminOrders.tabs.plans') },
            { value: 'audit', icon: History, label: t('adminOrders.tabs.audit') },
          ]}
        />
        <TabsContent value="orders">
          <OrdersTab onOpen={open} />
        </TabsContent>
        <TabsContent value="plans">
          <PlansTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditTab onOpen={open} />
        </TabsContent>
      </Tabs>
      {orderId ? (
        <OrderDetailSheet orderId={orderId} onOpen={open} onClose={() => update({ order: undefined })} />
      ) : null}
    </div>
  )
}
