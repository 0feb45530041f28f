import { useTranslation } from 'react-i18next'
import { useEidPushUsage } from '@/api/eid-push'
import { usePlanLock } from '@/api/plan'
import { PageHeader } from '@/components/page-header'
import { PlanLockNotice } from '@/components/plan-lock'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { usePermission } from '@/lib/session/use-permission'
import { usePageParams } from '@/lib/use-page-params'
import { pushAvailability } from '../usage'
import { PushForm } from './push-form'
import { PushList } from './push-list'
import { UsagePanel } from './usage-panel'

/**
 * `profile/eidpush`: push a profile's AC to a device by its EID (in beta, 10 pushes per account), then
 * follow the pushes. The fleet links here with `?iccid=` to fill in the profile. The route needs no id, so
 * the page shows what the role may use: the usage and the pushes with EidPush_View, the form with
 * EidPush_Push, and a plain statement when it holds neither.
 */
export function EidPushPage() {
  const { t } = useTranslation()
  const { params } = usePageParams()
  const iccid = params.get('iccid') ?? ''
  const canView = usePermission('EidPush_View')
  const canPush = usePermission('EidPush_Push')
  const usage = useEidPushUsage({ enabled: canView })
  // Without a plan that includes EID push, its lock (why, and the way out) takes the form's place.
  const { lock } = usePlanLock('EID_PUSH')
  const availability = pushAvailability(usage.data)

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title={t('routeTitles.profile/eidpush')}
        description={t('eidPush.description')}
        badge={<Badge variant="warning">{t('eidPush.beta')}</Badge>}
      />
      {!canView && !canPush ? (
        <Card className="max-w-3xl">
          <CardContent>
            <p className="text-muted-foreground">{t('eidPush.noPermission')}</p>
          </CardContent>
        </Card>
      ) : null}
      {canPush ? (
        <Card className="max-w-3xl">
          <CardContent className="grid gap-6">
            <h2 className="font-semibold text-lg text-foreground">{t('eidPush.form.heading')}</h2>
            {canView && usage.isPending ? (
              <p className="inline-flex items-center gap-2 text-sm text-muted-foreground" role="status">
                <Spinner />
                {t('eidPush.usage.loading')}
              </p>
            ) : (
              <UsagePanel availability={availability} planLocked={Boolean(lock)} />
            )}
            {lock ? (
              <PlanLockNotice lock={lock} />
            ) : (
              <PushForm key={iccid} initialIccid={iccid} availability={availability} />
            )}
          </CardContent>
        </Card>
      ) : null}
      {canView && !canPush ? (
        <Card className="max-w-3xl">
          <CardContent>
            <UsagePanel availability={availability} />
          </CardContent>
        </Card>
      ) : null}
      {canView ? <PushList /> : null}
    </div>
  )
}
