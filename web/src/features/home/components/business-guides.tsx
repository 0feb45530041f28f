import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Permission } from '@/components/permission'

/** The three steps of the business (configure, generate, download or install), each linking to its screen. */
const STEPS = [
  { key: 'configure', to: '/config', permission: ['Profile_Config_View'] },
  { key: 'generate', to: '/profile/generateac', permission: ['Generate_Ac_View'] },
  {
    key: 'download',
    to: '/logs?view=generate-ac',
    permission: ['Generate_AC_Log_View', 'Profile_Log_View', 'Recycle_Log_View'],
  },
] as const

export function BusinessGuides() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-guides" className="grid gap-4">
      <h2 id="home-guides" className="font-semibold text-lg text-zinc-900">
        {t('home.guides.heading')}
      </h2>
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.key}
            className="flex flex-col gap-2 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm"
          >
            <span className="font-semibold text-primary text-sm">
              {t('home.guides.step', { number: index + 1 })}
            </span>
            <h3 className="font-medium text-zinc-900">{t(`home.guides.${step.key}.title`)}</h3>
            <p className="flex-1 text-sm text-zinc-600">{t(`home.guides.${step.key}.body`)}</p>
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
        ))}
      </ol>
    </section>
  )
}
