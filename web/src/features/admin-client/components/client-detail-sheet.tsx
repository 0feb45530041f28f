import type { ClientDetail } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useClient, useClientAudit, useClientUsage } from '@/api/admin-client'
import { LoadFailed } from '@/components/ui/load-failed'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { Spinner } from '@/components/ui/spinner'
import { formatDateTime, formatDay } from '@/lib/format'
import { ClientActions } from './client-actions'

const DAY = 86_400_000
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10)

/** One client: its facts, paid plans, usage, members, the admins' recent actions, and the actions. */
export function ClientDetailSheet({ enterpriseId, onClose }: { enterpriseId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const query = useClient(enterpriseId)
  const client = query.data
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="right-0 left-auto w-full max-w-none gap-5 p-6 sm:w-[42rem] sm:max-w-[95vw]">
        <SheetTitle className="pr-8 text-lg text-foreground">
          {t('adminClients.detail.title', { name: client?.name ?? '' })}
        </SheetTitle>
        <SheetDescription className="font-mono text-muted-foreground text-xs">
          {enterpriseId}
        </SheetDescription>
        {query.isPending ? <Spinner /> : null}
        {query.isError ? (
          <LoadFailed
            title={t('adminClients.detail.loadFailed')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : null}
        {client ? <ClientBody client={client} /> : null}
      </SheetContent>
    </Sheet>
  )
}

function ClientBody({ client }: { client: ClientDetail }) {
  const { t } = useTranslation()
  const to = Date.now() - DAY
  const usage = useClientUsage({
    enterpriseId: client.enterpriseId,
    from: isoDay(to - 29 * DAY),
    to: isoDay(to),
  })
  const audit = useClientAudit(client.enterpriseId)
  const facts: [string, string][] = [
    [t('adminClients.columns.owner'), client.ownerEmail || '--'],
    [t('adminClients.columns.status'), t(`adminClients.statuses.${client.status}`)],
    [
      t('adminClients.columns.plan'),
      client.freeTrial
        ? t('adminClients.trialLeft', { count: client.trialDaysLeft ?? 0 })
        : (client.plan ?? t('adminClients.noPlan')),
    ],
    [t('adminClients.columns.members'), String(client.members)],
    [t('adminClients.columns.profiles'), String(client.profiles)],
    [t('adminClients.columns.downloads'), String(client.downloads)],
    [t('adminClients.columns.createdAt'), formatDay(client.createdAt)],
  ]
  return (
    <div className="grid gap-5">
      <ClientActions client={client} />
      <section aria-label={t('adminClients.detail.facts')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="grid gap-2">
        <h2 className="font-medium">{t('adminClients.detail.timeline')}</h2>
        {client.subscription.timeline.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('adminClients.detail.noTimeline')}</p>
        ) : (
          <ul className="text-sm">
            {client.subscription.timeline.map((p) => (
              <li key={p.orderId}>
                {p.planName}: {formatDay(p.startsAt)} – {formatDay(p.endsAt)}
              </li>
            ))}
          </ul>
        )}
        <Link
          className="text-primary text-sm underline"
          to={`/admin/order?enterprise=${client.enterpriseId}`}
        >
          {t('adminClients.detail.ordersLink')}
        </Link>
      </section>
      <section className="grid gap-1">
        <h2 className="font-medium">{t('adminClients.detail.usage')}</h2>
        <p className="text-sm">
          {usage.data ? t('adminClients.detail.usageTotals', usage.data.totals) : '--'}
        </p>
      </section>
      <section className="grid gap-1">
        <h2 className="font-medium">{t('adminClients.detail.members')}</h2>
        <ul className="text-sm">
          {client.memberList.map((m) => (
            <li key={m.userId}>
              {m.name} ({m.email}), {m.roleName}, {m.status}
            </li>
          ))}
        </ul>
      </section>
      <section className="grid gap-1">
        <h2 className="font-medium">{t('adminClients.detail.audit')}</h2>
        {audit.data?.list.length ? (
          <ul className="text-sm">
            {audit.data.list.map((e) => (
              <li key={e.entryId}>
                {formatDateTime(e.at)} {e.actor}: {e.action} ({e.before ?? '--'} → {e.after ?? '--'})
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">{t('adminClients.detail.noAudit')}</p>
        )}
      </section>
    </div>
  )
}
