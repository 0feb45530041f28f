import { behaviorEndpoints as behavior } from '@simlessly/shared/endpoints/behavior'
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { getBehaviourConfig, setBehaviourConfig } from '@/lib/session/behaviour-config'
import { queryKey } from './query-key'

/**
 * One module of the user's behaviour config (a screen's saved settings: the fleet's columns, the home's
 * get-started card), read from its stored JSON by `parse` (which gives the default for nothing saved or a
 * value it cannot read) and written back by `serialize`.
 */
export type BehaviorModule<T> = {
  name: string
  parse: (saved: string | undefined) => T
  serialize: (value: T) => string
}

const keyOf = (name: string) => queryKey(behavior.query, { moduleNames: [name] })

async function fetchModule<T>(module: BehaviorModule<T>, signal?: AbortSignal): Promise<T> {
  const { configs } = await api.call(
    behavior.query,
    { moduleNames: [module.name] },
    { signal, notify: false },
  )
  const saved = configs.find((entry) => entry.moduleName === module.name)?.moduleConfig
  if (saved !== undefined) setBehaviourConfig(module.name, saved)
  return module.parse(saved)
}

export function behaviorQueryOptions<T>(module: BehaviorModule<T>) {
  const cached = getBehaviourConfig(module.name)
  return queryOptions({
    queryKey: keyOf(module.name),
    queryFn: ({ signal }) => fetchModule(module, signal),
    // Read once per session: this tab's own saves keep the cache and the store up to date.
    staleTime: Number.POSITIVE_INFINITY,
    ...(cached !== undefined ? { initialData: module.parse(cached) } : {}),
  })
}

export const useBehavior = <T>(module: BehaviorModule<T>) => useQuery(behaviorQueryOptions(module))

/**
 * Saves a module: the new value shows at once and is saved behind it; a failed save puts the saved value
 * back (the client has shown why). Saves of one module run one after another, so the last one is kept.
 */
export function useSaveBehavior<T>(module: BehaviorModule<T>) {
  const queryClient = useQueryClient()
  const key = keyOf(module.name)
  return useMutation({
    scope: { id: module.name },
    mutationFn: (value: T) =>
      api.call(behavior.save, { moduleName: module.name, moduleConfig: module.serialize(value) }),
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<T>(key)
      queryClient.setQueryData(key, value)
      return { previous }
    },
    onSuccess: (entry) => setBehaviourConfig(entry.moduleName, entry.moduleConfig),
    onError: (_error, _value, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(key, context.previous)
    },
  })
}

/**
 * Reads the modules not cached yet in one request, each kept as `useBehavior` would keep it: what sign-in
 * restores before the first screen (the language, the theme, the lists' density and page sizes), one
 * request instead of one per module. Each module's query is answered from that request while it is on its
 * way, so a screen's prefetch that asks for one of them meanwhile (the page size its list waits for) waits
 * for it rather than sending one of its own.
 */
export async function prefetchBehaviors(
  queryClient: QueryClient,
  modules: readonly Pick<BehaviorModule<unknown>, 'name' | 'parse'>[],
): Promise<void> {
  const missing = modules.filter((module) => queryClient.getQueryData(keyOf(module.name)) === undefined)
  if (missing.length === 0) return
  const answer = api.call(
    behavior.query,
    { moduleNames: missing.map((module) => module.name) },
    { notify: false },
  )
  // Read by each module's query below, unless one of them was already on its way.
  answer.catch(() => undefined)
  const read = missing.map((module) =>
    queryClient.fetchQuery({
      queryKey: keyOf(module.name),
      queryFn: async () => {
        const saved = (await answer).configs.find((entry) => entry.moduleName === module.name)?.moduleConfig
        if (saved !== undefined) setBehaviourConfig(module.name, saved)
        return module.parse(saved)
      },
      staleTime: Number.POSITIVE_INFINITY,
    }),
  )
  await Promise.all(read)
}
