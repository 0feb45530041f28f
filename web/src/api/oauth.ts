import { API_BASE_PATH } from '@simlessly/shared/endpoint'
import { oauthEndpoints as oauth } from '@simlessly/shared/endpoints/oauth'
import type { OauthProvider } from '@simlessly/shared/oauth'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { queryKey } from './query-key'

/** Sign-in through Google and Microsoft. The forms show their own failures: no notification. */
const quiet = { notify: false } as const

/** The providers whose buttons show (none configured: no buttons). */
export const useOauthProviders = () =>
  useQuery({
    queryKey: queryKey(oauth.providers),
    queryFn: ({ signal }) => api.call(oauth.providers, undefined, { signal, ...quiet }),
    staleTime: 60_000,
  })

/**
 * Where a button sends the browser: the API's render route, which answers with the provider's sign-in page.
 * A navigation, not a call: the provider's page replaces the console.
 */
export function oauthStartUrl(
  intent: 'login' | 'signup',
  provider: OauthProvider,
  sys: string,
  invite?: string,
) {
  const route = (intent === 'login' ? oauth.renderLogin : oauth.renderSignup).path
    .replace('{provider}', provider)
    .replace('{sys}', encodeURIComponent(sys))
  return `${API_BASE_PATH}${route}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`
}

/** The registration or link step waiting after the provider's return (null: none, or it expired). */
export const useOauthPending = () =>
  useQuery({
    queryKey: queryKey(oauth.pending),
    queryFn: ({ signal }) => api.call(oauth.pending, undefined, { signal, ...quiet }),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const oauthRegister = (input: EndpointInput<typeof oauth.register>) =>
  api.call(oauth.register, input, quiet)

export const oauthLink = (input: EndpointInput<typeof oauth.link>) => api.call(oauth.link, input, quiet)

export const useLinkedIdentities = () =>
  useQuery({
    queryKey: queryKey(oauth.identities),
    queryFn: ({ signal }) => api.call(oauth.identities, undefined, { signal }),
  })

export function useRemoveIdentity() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (identityId: string) => api.call(oauth.removeIdentity, { identityId }, quiet),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey(oauth.identities) }),
  })
}
