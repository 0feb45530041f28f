import { hasPermission, type Subscription } from '@simlessly/shared'
import { CircleAlert, TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { useSubscription } from '@/api/plan'
import { usePermission } from '@/lib/session/use-permission'
import { useSession } from '@/lib/session/use-session'
import { cn } from '@/lib/utils'
import { formatDay } from '../billing-format'

type NoticeKind = NonNullable<Subscription['notice']>['kind']

/** The trial's last days are a warning; an ended trial or plan, a failed renewal and no plan at all stop work. */
const WARNINGS: readonly NoticeKind[] = ['TRIAL_ENDING']
const ENDED: readonly NoticeKind[] = ['TRIAL_EXPIRED', 'EXPIRED']

/**
 * The subscription's notice above every signed-in page, in the server's words for this person with the
 * brand's app name (the trial ending from 3 days before, the trial or plan ended, a failed renewal, no plan),
 * with a link to choose a plan for one who may buy, or the day a paid plan starts. Asked only of users who
 * may read the subscription.
 */
export function SubscriptionNotice() {
  const { t } = useTranslation()
  const { permissions } = useSession()
  const canRead = Boolean(
    permissions &&
      (hasPermission(permissions, 'Subscription_View') || hasPermission(permissions, 'Order_View')),
  )
  const canBuy = usePermission('Order_Purchase')
  const { pathname } = useLocation()
  const subscription = useSubscription({ enabled: canRead }).data
  const notice = subscription?.notice
  if (!canRead || !subscription || !notice) return null
  const warning = WARNINGS.includes(notice.kind)
  const Icon = warning ? TriangleAlert : CircleAlert
  // The way out: a paid plan due later is waited for; with none paid, one who may buy chooses a plan (with
  // a paid plan on the timeline a new one would overlap it, and the message says what to do).
  const { scheduled } = subscription
  const waiting = scheduled && ENDED.includes(notice.kind) ? scheduled : null
  const choose = canBuy && !waiting && subscription.timeline.length === 0

  return (
    <div
      role="status"
      aria-label={t('billing.notice.label')}
      className={cn(
        'mx-auto mb-6 flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border px-4 py-3 text-sm',
        warning
          ? 'border-warning/60 bg-warning/10 text-foreground'
          : 'border-destructive/25 bg-destructive/5 text-destructive',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1 font-medium">{notice.message}</p>
      {waiting ? (
        <p>{t('billing.lock.wait', { plan: waiting.planName, date: formatDay(waiting.startsAt) })}</p>
      ) : null}
      {choose && !pathname.startsWith('/order/purchase') ? (
        <Link
          to="/order/purchase/NEW"
          className="rounded font-medium underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {t('billing.actions.choose')}
        </Link>
      ) : null}
    </div>
  )
}
