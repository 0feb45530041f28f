import { endpoints } from '@simlessly/shared'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { session } from '@/lib/session'

/**
 * Moves the session to another of the user's enterprises: the answer sets the token cookie, as sign-in's
 * does, then the session follows (permissions loaded again; the app drops the cached data, goes home and tells
 * the other tabs).
 */
export async function switchEnterprise(enterpriseId: string) {
  const answer = await api.call(endpoints.enterprise.switch, { enterpriseId })
  await session.enterpriseSwitched(answer.enterpriseId, 'here')
  return answer
}

export const useSwitchEnterprise = () => useMutation({ mutationFn: switchEnterprise })
