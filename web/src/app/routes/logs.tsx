import '@/locales/console'
import '@/locales/operations'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Tabs, TabsBar, TabsContent } from '@/components/ui/tabs'
import { GenerateAcLogs } from '@/features/log/components/generate-ac-logs'
import { ProfileLogs } from '@/features/log/components/profile-logs'
import { RecycleLogs } from '@/features/log/components/recycle-logs'
import { usePermission } from '@/lib/session/use-permission'
import { usePageParams } from '@/lib/use-page-params'

/** The three views of the logs area, each behind its own permission id. */
const VIEWS = [
  { view: 'generate-ac', permission: 'Generate_AC_Log_View' },
  { view: 'profile', permission: 'Profile_Log_View' },
  { view: 'recycle', permission: 'Recycle_Log_View' },
] as const

const SCREENS = { 'generate-ac': GenerateAcLogs, profile: ProfileLogs, recycle: RecycleLogs }

/** A view's filters do not carry over to another view. */
const FILTERS_CLEARED = {
  iccid: undefined,
  action: undefined,
  result: undefined,
  from: undefined,
  to: undefined,
}

/**
 * `logs?view=`: only the views the user's permissions allow, as tabs; a missing or forbidden view falls
 * back to the first allowed one.
 */
export function LogsRoute() {
  const { t } = useTranslation()
  const allowed = {
    'generate-ac': usePermission('Generate_AC_Log_View'),
    profile: usePermission('Profile_Log_View'),
    recycle: usePermission('Recycle_Log_View'),
  }
  const views = VIEWS.filter(({ view }) => allowed[view])
  const { params, update } = usePageParams()
  const requested = params.get('view')
  const current = views.find(({ view }) => view === requested) ?? views[0]

  useEffect(() => {
    if (current && current.view !== requested) update({ view: current.view }, { replace: true })
  }, [current, requested, update])

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={t('routeTitles.logs')} description={t('logs.description')} />
      {current ? (
        <Tabs
          value={current.view}
          onValueChange={(view) => update({ view, page: undefined, ...FILTERS_CLEARED })}
        >
          <TabsBar
            label={t('logs.views')}
            tabs={views.map(({ view, permission }) => ({
              value: view,
              label: t(`menu.items.${permission}`),
            }))}
          />
          {views.map(({ view }) => {
            const Screen = SCREENS[view]
            return (
              <TabsContent key={view} value={view}>
                <Screen />
              </TabsContent>
            )
          })}
        </Tabs>
      ) : null}
    </div>
  )
}
