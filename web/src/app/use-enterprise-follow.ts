import { platformEndpoints } from '@simlessly/shared/endpoints/platform'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { session } from '@/lib/session'
import { useOnPublicPage } from './use-on-public-page'

const notBrand = {
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== platformEndpoints.query.path,
}

/**
 * Wherever the session moves to another enterprise (here or in another tab), go home and let nothing of the
 * old enterprise show: every cached answer but the brand's is reset, and the queries on screen asked again.
 * A tab on a public page (an invitation) stays where it is.
 */
export function useEnterpriseFollow() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const onPublicPage = useOnPublicPage()

  useEffect(
    () =>
      session.onEnterpriseSwitched(() => {
        void Promise.resolve(onPublicPage() ? undefined : navigate('/', { replace: true })).then(() =>
          queryClient.resetQueries(notBrand),
        )
      }),
    [navigate, queryClient, onPublicPage],
  )
}
