import type { ReactNode } from 'react'
import { CenteredPage } from '@/components/layouts/centered-page'
import { useSession } from '@/lib/session/use-session'
import { DefaultLayout } from './default-layout'

/**
 * The frame of a page that both a visitor and a signed-in user can reach (not found, no permission): the app
 * shell (menu, switcher, user menu) once the session's permissions are loaded, so the way on is where it
 * always is; the public page's centred card otherwise.
 */
export function ShellWhenSignedIn({ children }: { children: ReactNode }) {
  const { permissions } = useSession()
  if (permissions === null) return <CenteredPage>{children}</CenteredPage>
  return (
    <DefaultLayout>
      <div className="flex min-h-[60dvh] flex-col items-center justify-center">{children}</div>
    </DefaultLayout>
  )
}
