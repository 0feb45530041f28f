import { FileSpreadsheet, Files, Palette, RefreshCw, Zap } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { PlanGate } from '@/components/plan-lock'
import { RoleNotice } from '@/components/role-notice'
import { Card, CardContent } from '@/components/ui/card'
import { Tabs, TabsBar, TabsContent } from '@/components/ui/tabs'
import { usePermission } from '@/lib/session/use-permission'
import { usePageParams } from '@/lib/use-page-params'
import { BatchForm } from './batch-form'
import { BatchProgressPanel } from './batch-progress-panel'
import { ConfigSearch } from './config-search'
import { OpenBatchForm } from './open-batch-form'
import { RegenerateForm } from './regenerate-form'
import { SingleForm } from './single-form'
import { useConfigChoices } from './use-config-choices'

const MODES = ['single', 'batch', 'open', 'regenerate', 'style'] as const
type Mode = (typeof MODES)[number]
/** The tabs that generate with a chosen configuration (re-generate uses the profiles' own). */
const WITH_CONFIG: readonly Mode[] = ['single', 'batch', 'open']

/**
 * `profile/generateac`: single, batch and open batch in three tabs (`?mode=`, as the home page links),
 * sharing the chosen configuration (`?config=`). A started batch is followed under `?batch=`, so a reload
 * keeps watching it. A fourth tab re-generates the ACs of profiles already generated. A fifth holds the QR
 * code style the generated pictures are drawn in; the app hands it in, since features do not import one
 * another.
 */
export function GenerateAcPage({ styleTab }: { styleTab: ReactNode }) {
  const { t } = useTranslation()
  const { params, update } = usePageParams()
  const requested = params.get('mode')
  const mode: Mode = MODES.includes(requested as Mode) ? (requested as Mode) : 'single'
  const configId = params.get('config') ?? ''
  const batchCode = params.get('batch')
  const [keyword, setKeyword] = useState('')
  const choices = useConfigChoices(keyword)

  const chooseConfig = (id: string) => update({ config: id }, { replace: true })
  const started = (code: string) => update({ batch: code })
  const reset = () => update({ batch: undefined })
  const shared = { choices, configId, onChooseConfig: chooseConfig }
  // Generating uses the plan's quota: without Ac_Generate the tabs say so instead of offering a form, and
  // without a plan that runs they show why and the way out before anything is filled in. A batch under way
  // can still be followed.
  const canGenerate = usePermission('Ac_Generate')
  const generating = (form: ReactNode) =>
    canGenerate ? (
      <PlanGate capability="GENERATE">{form}</PlanGate>
    ) : (
      <RoleNotice>{t('roleNotice.generate')}</RoleNotice>
    )

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <PageHeader title={t('routeTitles.profile/generateac')} description={t('generate.description')} />
      {canGenerate && WITH_CONFIG.includes(mode) && (!choices.all || keyword) ? (
        <ConfigSearch keyword={keyword} onSearch={setKeyword} />
      ) : null}
      <Tabs value={mode} onValueChange={(next) => update({ mode: next, batch: undefined })}>
        <TabsBar
          label={t('generate.tabs.label')}
          tabs={[
            { value: 'single', icon: Zap, label: t('generate.tabs.single') },
            { value: 'batch', icon: FileSpreadsheet, label: t('generate.tabs.batch') },
            { value: 'open', icon: Files, label: t('generate.tabs.open') },
            { value: 'regenerate', icon: RefreshCw, label: t('generate.tabs.regenerate') },
            { value: 'style', icon: Palette, label: t('generate.tabs.style') },
          ]}
        />
        <Card>
          <CardContent>
            <TabsContent value="single">{generating(<SingleForm {...shared} />)}</TabsContent>
            <TabsContent value="batch">
              {batchCode ? (
                <BatchProgressPanel key={batchCode} batchCode={batchCode} onReset={reset} />
              ) : (
                generating(<BatchForm {...shared} onStarted={started} />)
              )}
            </TabsContent>
            <TabsContent value="open">
              {batchCode ? (
                <BatchProgressPanel key={batchCode} batchCode={batchCode} onReset={reset} />
              ) : (
                generating(<OpenBatchForm {...shared} onStarted={started} />)
              )}
            </TabsContent>
            <TabsContent value="regenerate">{generating(<RegenerateForm />)}</TabsContent>
            <TabsContent value="style">{styleTab}</TabsContent>
          </CardContent>
        </Card>
      </Tabs>
    </div>
  )
}
