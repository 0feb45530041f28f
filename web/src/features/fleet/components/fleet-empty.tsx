import { FilterX, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Permission } from '@/components/permission'
import { Button, buttonVariants } from '@/components/ui/button'

/** An empty fleet says why: the filters match nothing, or nothing was generated yet. */
export function FleetEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation()
  if (filtered) {
    return (
      <span className="grid justify-items-center gap-3">
        {t('fleet.emptyFiltered')}
        <Button variant="outline" size="sm" onClick={onClear}>
          <FilterX aria-hidden="true" />
          {t('fleet.filters.clear')}
        </Button>
      </span>
    )
  }
  return (
    <span className="grid justify-items-center gap-3">
      {t('fleet.empty')}
      <Permission id="Generate_Ac_View">
        <Link to="/profile/generateac" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Plus aria-hidden="true" />
          {t('fleet.generate')}
        </Link>
      </Permission>
    </span>
  )
}
