import { lazy, type ReactNode, Suspense } from 'react'
import { CenteredPage } from '@/components/layouts/centered-page'
import { stringsReady } from '@/lib/i18n'
import { withQueries } from '@/lib/queries'
import { useSession } from '@/lib/session/use-session'
import { loadClassMerge } from '@/lib/utils'

// The shell comes with the signed-in pages' own chunk (loaded already when a signed-in user gets here), so
// a visitor's not-found or no-permission page does not carry it. It brings what the screens inside it wait
// for (the query client, the class merge), which these two pages alone do not (app/router.tsx).
const DefaultLayout = lazy(async () => {
  const [Layout] = await Promise.all([
    withQueries(async () => (await import('./default-layout')).DefaultLayout),
    loadClassMerge(),
  ])
  await stringsReady()
  return { default: Layout }
})

/**
 * The frame of a page that both a visitor and a signed-in user can reach (not found, no permission): the app
 * shell (menu, switcher, user menu) once the session's permissions are loaded, so the way on is where it
 * always is; the public page's centred card otherwise.
 */
export function ShellWhenSignedIn({ children }: { children: ReactNode }) {
  const { permissions } = useSession()
  if (permissions === null) return <CenteredPage>{children}</CenteredPage>
  return (
    <Suspense fallback={null}>
      <DefaultLayout>
        <div className="flex min-h-[60dvh] flex-col items-center justify-center">{children}</div>
      </DefaultLayout>
    </Suspense>
  )
}
