import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { i18n } from '@/lib/i18n'
import { notifications } from '@/lib/notifications'
import { publicPath } from '@/lib/public-path'
import { loadedQueryClient } from '@/lib/queries'
import { session } from '@/lib/session'
import { sessionBrand } from '@/lib/session/session-brand'
import { useOnPublicPage } from './use-on-public-page'

/**
 * Wherever a session ends (logout, inactivity, an invalid-session answer, another tab), go to the Login
 * route of the brand the session was opened in and drop what the signed-in user's queries cached (the brands are kept
 * apart, in features/brand/api/site-themes.ts), so the next user never sees it.
 */
export function useSignOutRedirect() {
  const navigate = useNavigate()
  const onPublicPage = useOnPublicPage()

  useEffect(
    () =>
      session.onSignedOut((reason) => {
        // A tab already on a public page (signing up, say) stays there when another tab signs out.
        if (reason === 'other-tab' && onPublicPage()) return
        if (reason === 'cannot-operate') notifications.notify(i18n.t('session.cannotOperate'))
        void Promise.resolve(navigate(publicPath('/login', sessionBrand()), { replace: true })).then(() =>
          loadedQueryClient()?.removeQueries(),
        )
      }),
    [navigate, onPublicPage],
  )
}
