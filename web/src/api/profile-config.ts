import type { ProfileConfigData } from '@simlessly/shared'
import { profileConfigEndpoints as profileConfig } from '@simlessly/shared/endpoints/profile-config'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { invalidate, queryKey, remove } from './query-key'

export type ConfigListParams = EndpointInput<typeof profileConfig.list>

/** The pickers and filters list up to the API's largest page; beyond that the user narrows it by name. */
export const CONFIG_OPTIONS_PAGE = 100

/** A page of configurations, newest change first, filtered by name. */
export const listConfigs = (params: ConfigListParams, signal?: AbortSignal) =>
  api.call(profileConfig.list, params, { signal })

export const configsQueryOptions = (params: ConfigListParams) =>
  queryOptions({
    queryKey: queryKey(profileConfig.list, params),
    queryFn: ({ signal }) => listConfigs(params, signal),
    // The previous page stays on screen while the next one loads, instead of a flash of "loading".
    placeholderData: keepPreviousData,
  })

export const useConfigs = (params: ConfigListParams) => useQuery(configsQueryOptions(params))

/**
 * The configurations for a picker or a filter (generation, fleet, reports): the most recently changed ones,
 * with `missing` to flag the unfinished ones, narrowed by name. The screens show a failure themselves.
 */
export function configOptionsQueryOptions(keyword = '') {
  const params = { keyword: keyword || undefined, pageNum: 1, pageSize: CONFIG_OPTIONS_PAGE }
  return queryOptions({
    queryKey: queryKey(profileConfig.list, params),
    queryFn: ({ signal }) => api.call(profileConfig.list, params, { signal, notify: false }),
    placeholderData: keepPreviousData,
  })
}

/** `enabled`: false for a role that may not read configurations (the server refuses it). */
export const useConfigOptions = (keyword = '', { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...configOptionsQueryOptions(keyword), enabled })

/** One configuration; the page shows a failure itself. */
export const getConfig = (id: string, signal?: AbortSignal) =>
  api.call(profileConfig.info, { id }, { signal, notify: false })

export const configQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKey(profileConfig.info, { id }),
    queryFn: ({ signal }) => getConfig(id, signal),
    retry: false,
  })

export const useConfig = (id: string | undefined) =>
  useQuery({ ...configQueryOptions(id ?? ''), enabled: Boolean(id) })

/** The form shows failures itself (field messages, a name conflict), hence no notification. */
const quiet = { notify: false } as const

/** A new configuration (it may be unfinished). */
export const addConfig = (config: ProfileConfigData) => api.call(profileConfig.add, config, quiet)

/** Replaces a configuration. */
export const updateConfig = (configId: string, config: ProfileConfigData) =>
  api.call(profileConfig.update, { configId, ...config }, quiet)

/** 409 with the reason when a batch has used the configuration. */
export const deleteConfig = (configId: string) => api.call(profileConfig.delete, { configId }, quiet)

/** What a saved or deleted configuration changes: the lists and the pickers of every screen, its page, and
 * the count against the plan's cap. */
const CONFIG_READS = [profileConfig.list, profileConfig.info, profileConfig.limit] as const

/** How many configurations the enterprise keeps against its plan's cap, and the lock at the cap. */
export const getConfigLimit = (signal?: AbortSignal) => api.call(profileConfig.limit, undefined, { signal })

export const configLimitQueryOptions = () =>
  queryOptions({ queryKey: queryKey(profileConfig.limit), queryFn: ({ signal }) => getConfigLimit(signal) })

export const useConfigLimit = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...configLimitQueryOptions(), enabled: options.enabled ?? true })

/** Adds, or updates when a configuration id is given; the lists and pickers of other screens are read again. */
export function useSaveConfig(configId: string | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (config: ProfileConfigData) =>
      configId ? updateConfig(configId, config) : addConfig(config),
    onSuccess: async (saved) => {
      queryClient.setQueryData(configQueryOptions(saved.configId).queryKey, saved)
      await invalidate(queryClient, ...CONFIG_READS)
    },
  })
}

export function useDeleteConfig() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteConfig,
    onSuccess: async (_, configId) => {
      remove(queryClient, queryKey(profileConfig.info, { id: configId }))
      await invalidate(queryClient, ...CONFIG_READS)
    },
  })
}
