import { endpoints, type ProfileConfigData } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The form shows failures itself (field messages, a name conflict), hence no notification. */
const quiet = { notify: false } as const

/** A new configuration (it may be unfinished). */
export const addConfig = (config: ProfileConfigData) => api.call(endpoints.profileConfig.add, config, quiet)

/** Replaces a configuration. */
export const updateConfig = (configId: string, config: ProfileConfigData) =>
  api.call(endpoints.profileConfig.update, { configId, ...config }, quiet)

/**
 * Adds, or updates when a configuration id is given. Everything cached under `configs` (lists, pickers of
 * other screens) is refreshed after.
 */
export function useSaveConfig(configId: string | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (config: ProfileConfigData) =>
      configId ? updateConfig(configId, config) : addConfig(config),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['configs', 'info', saved.configId], saved)
      await queryClient.invalidateQueries({ queryKey: ['configs'] })
    },
  })
}
