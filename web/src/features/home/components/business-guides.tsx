import type { HomeInsights } from '@simlessly/shared'
import { ArrowRight, Circle, CircleCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useBehavior, useSaveBehavior } from '@/api/behavior'
import { Permission } from '@/components/permission'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { HOME_GUIDES } from '../guides-module'

type Steps = HomeInsights['steps']

/**
 * The three steps of the business (configure, generate, download or install), each linking to its screen
 * and ticked once the account has done it. A download happens on the device; the link leads to the ACs.
 */
const STEPS = [
  { key: 'configure', done: 'configured', to: '/configform/create', permission: ['Profile_Config_Manage'] },
  { key: 'generate', done: 'generated', to: '/profile/generateac', permission: ['Generate_Ac_View'] },
  {
    key: 'download',
    done: 'downloaded',
    to: '/logs?view=generate-ac',
    permission: ['Generate_AC_Log_View', 'Profile_Log_View', 'Recycle_Log_View'],
  },
] as const satisfies readonly { key: string; done: keyof Steps; to: string; permission: readonly string[] }[]

/**
 * The get-started checklist; `steps` is undefined until the home figures answer (nothing is ticked). Once
 * every step is done it can be hidden, for good (the user's behaviour config keeps it).
 */
export function BusinessGuides({ steps }: { steps?: Steps | undefined }) {
  const { t } = useTranslation()
  const saved = useBehavior(HOME_GUIDES)
  const save = useSaveBehavior(HOME_GUIDES)
  const doneCount = steps ? STEPS.filter((step) => steps[step.done]).length : 0
  if (saved.data?.dismissed) return null
  const allDone = doneCount === STEPS.length
  return (
    <section aria-labelledby="home-guides" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-guides" className="font-semibold text-lg text-foreground">
          {t('home.guides.heading')}
        </h2>
        {steps ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">
              {t('home.guides.progress', { done: doneCount, total: STEPS.length })}
            </p>
            {allDone ? (
              <Button
                variant="outline"
                size="sm"
                disabled={save.isPending}
                onClick={() => save.mutate({ dismissed: true })}
              >
                {t('home.guides.dismiss')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => {
          const done = steps?.[step.done] ?? false
          const Icon = done ? CircleCheck : Circle
          return (
            <li
              key={step.key}
              className={cn(
                'flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm',
                done ? 'border-success/35' : 'border-border',
              )}
            >
              <span className="flex items-center gap-2 font-semibold text-primary text-sm">
                {steps ? (
                  <Icon
                    aria-hidden="true"
                    className={cn('size-5', done ? 'text-success' : 'text-muted-foreground/70')}
                  />
                ) : null}
                {t('home.guides.step', { number: index + 1 })}
                {steps ? (
                  <span className="sr-only">{t(done ? 'home.guides.done' : 'home.guides.todo')}</span>
                ) : null}
              </span>
              <h3 className="font-medium text-foreground">{t(`home.guides.${step.key}.title`)}</h3>
              <p className="flex-1 text-sm text-muted-foreground">{t(`home.guides.${step.key}.body`)}</p>
              <Permission id={step.permission}>
                <Link
                  to={step.to}
                  className="inline-flex items-center gap-1 font-medium text-primary text-sm underline-offset-4 hover:underline"
                >
                  {t(`home.guides.${step.key}.link`)}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </Permission>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
