import { type ProfileConfigData, profileConfigSchema } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The form shows failures itself (field messages, a name conflict), hence no notification. */
const quiet = { notify: false } as const

/** `POST /api/v1/config/add`: a new configuration (it may be unfinished). */
export const addConfig = (config: ProfileConfigData) =>
  api.post('/config/add', config, profileConfigSchema, quiet)

/** `POST /api/v1/config/update`: replaces a configuration. */
export const updateConfig = (configId: string, config: ProfileConfigData) =>
  api.post('/config/update', { configId, ...config }, profileConfigSchema, quiet)

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
