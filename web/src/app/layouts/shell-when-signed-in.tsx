import { lazy, type ReactNode, Suspense } from 'react'
import { CenteredPage } from '@/components/layouts/centered-page'
import { useSession } from '@/lib/session/use-session'

// The shell comes with the signed-in pages' own chunk (loaded already when a signed-in user gets here), so
// a visitor's not-found or no-permission page does not carry it.
const DefaultLayout = lazy(() =>
  import('./default-layout').then((module) => ({ default: module.DefaultLayout })),
)

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
