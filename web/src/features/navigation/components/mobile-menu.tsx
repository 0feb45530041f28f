import { Menu } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import type { MenuGroup } from '../menu-model'
import { SideMenu } from './side-menu'

type MobileMenuProps = { groups: readonly MenuGroup[]; brand: ReactNode }

/** On narrow screens the side menu lives in a sheet behind a menu button; following a link closes it. */
export function MobileMenu({ groups, brand }: MobileMenuProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('menu.open')}>
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="sr-only">{t('menu.label')}</SheetTitle>
        <SheetDescription className="sr-only">{t('menu.description')}</SheetDescription>
        {brand}
        <SideMenu groups={groups} onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  )
}
