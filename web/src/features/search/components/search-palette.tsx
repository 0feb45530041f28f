import '@/locales/search'
import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import type { ScreenEntry } from '../palette-options'
import { PaletteBody } from './palette-body'

/** Apple keyboards name the shortcut's key ⌘; the others Ctrl. */
const onApple = () => /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '')

/**
 * "Find anything" in the header: a button showing the shortcut (an icon on phones), and Ctrl-K or ⌘-K
 * anywhere in the signed-in console, open a dialog that finds records and screens. Each opening starts
 * with an empty input (and the recent searches).
 */
export function SearchPalette({ screens }: { screens: readonly ScreenEntry[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const shortcut = onApple() ? '⌘K' : 'Ctrl K'
  const descriptionId = useId()

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey) return
      event.preventDefault()
      setOpen((wasOpen) => !wasOpen)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <>
      <Button
        variant="outline"
        className="hidden w-56 justify-between text-muted-foreground md:inline-flex"
        aria-label={t('search.open')}
        aria-keyshortcuts={onApple() ? 'Meta+K' : 'Control+K'}
        onClick={() => setOpen(true)}
      >
        <span className="flex items-center gap-2">
          <Search aria-hidden="true" className="size-4" />
          {t('search.open')}
        </span>
        <kbd className="rounded border border-border bg-muted px-1.5 font-mono text-xs">{shortcut}</kbd>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t('search.open')}
        onClick={() => setOpen(true)}
      >
        <Search aria-hidden="true" className="size-5" />
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="top-[10dvh] max-w-xl translate-y-0 gap-3 p-4"
          aria-describedby={descriptionId}
        >
          <DialogTitle className="sr-only">{t('search.title')}</DialogTitle>
          <DialogDescription id={descriptionId} className="sr-only">
            {t('search.description', { shortcut })}
          </DialogDescription>
          {open ? <PaletteBody screens={screens} onClose={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  )
}
