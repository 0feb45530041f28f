import { CircleAlert, CircleCheck, XIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { type NotificationStore, notifications } from '@/lib/notifications'
import { useNotifications } from '@/lib/use-notifications'
import { cn } from '@/lib/utils'

/**
 * The notifications at the bottom of the page, on the right from a tablet's width on (a failed call shows
 * in red, with its error text): below the header and a drawer's title, which they never cover. The region
 * is always in the page, so screen readers announce what appears in it; errors interrupt, successes wait
 * their turn.
 */
export function NotificationViewport({ store = notifications }: { store?: NotificationStore }) {
  const { t } = useTranslation()
  const items = useNotifications(store)
  return (
    <section
      aria-label={t('notifications.label')}
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4 sm:justify-end"
    >
      <ol
        aria-live="assertive"
        aria-relevant="additions text"
        className="flex w-full max-w-md flex-col gap-2"
      >
        {items.map((item) => (
          <li
            key={item.id}
            data-variant={item.variant}
            className={cn(
              'pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-md',
              item.variant === 'error'
                ? 'border-destructive/40 bg-popover bg-linear-to-r from-destructive/5 to-destructive/5 text-destructive'
                : 'border-success/35 bg-popover bg-linear-to-r from-success/5 to-success/5 text-success',
            )}
          >
            {item.variant === 'error' ? (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <p className="flex-1">{item.message}</p>
            <button
              type="button"
              onClick={() => store.dismiss(item.id)}
              aria-label={t('notifications.dismiss')}
              className="-m-1 rounded p-1 outline-none hover:bg-foreground/5 focus-visible:ring-2 focus-visible:ring-current"
            >
              <XIcon aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}
