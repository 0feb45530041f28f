import { Layers, Zap } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Permission } from '@/components/permission'
import { buttonVariants } from '@/components/ui/button'

/** Shortcuts into AC generation, single or batch; only for users who may generate. */
export function QuickGenerate() {
  const { t } = useTranslation()
  return (
    <Permission id="Ac_Generate">
      <section aria-labelledby="home-generate" className="grid gap-4">
        <h2 id="home-generate" className="font-semibold text-lg text-foreground">
          {t('home.generate.heading')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
            <p className="text-sm text-muted-foreground">{t('home.generate.quickBody')}</p>
            <Link
              to="/profile/generateac?mode=single"
              className={buttonVariants({ className: 'justify-self-start' })}
            >
              <Zap aria-hidden="true" />
              {t('home.generate.quick')}
            </Link>
          </div>
          <div className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
            <p className="text-sm text-muted-foreground">{t('home.generate.batchBody')}</p>
            <Link
              to="/profile/generateac?mode=batch"
              className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
            >
              <Layers aria-hidden="true" />
              {t('home.generate.batch')}
            </Link>
          </div>
        </div>
      </section>
    </Permission>
  )
}
