import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { loadedQueryClient } from '@/lib/queries'
import { session } from '@/lib/session'
import { useOnPublicPage } from './use-on-public-page'

/**
 * Wherever the session moves to another enterprise (here or in another tab), go home and let nothing of the
 * old enterprise show: every cached answer is reset (the brands are kept apart), and the queries on screen asked again.
 * A tab on a public page (an invitation) stays where it is.
 */
export function useEnterpriseFollow() {
  const navigate = useNavigate()
  const onPublicPage = useOnPublicPage()

  useEffect(
    () =>
      session.onEnterpriseSwitched(() => {
        void Promise.resolve(onPublicPage() ? undefined : navigate('/', { replace: true })).then(() =>
          loadedQueryClient()?.resetQueries(),
        )
      }),
    [navigate, onPublicPage],
  )
}
