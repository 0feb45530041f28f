import { Bookmark, Columns3 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/**
 * The Views and Columns buttons as they will be, unusable, while the user's columns load: the header's
 * actions take their full width from the first paint, so their arrival does not wrap the row and push the
 * filters and the list down.
 */
export function PendingMenus() {
  const { t } = useTranslation()
  return (
    <>
      <Button variant="outline" disabled>
        <Bookmark aria-hidden="true" />
        {t('fleet.views.button')}
      </Button>
      <Button variant="outline" disabled>
        <Columns3 aria-hidden="true" />
        {t('fleet.columnChooser.button')}
      </Button>
    </>
  )
}
