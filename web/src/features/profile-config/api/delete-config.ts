import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** 409 with the reason when a batch has used the configuration. */
export const deleteConfig = (configId: string) =>
  api.call(endpoints.profileConfig.delete, { configId }, { notify: false })

export function useDeleteConfig() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteConfig,
    onSuccess: async (_, configId) => {
      queryClient.removeQueries({ queryKey: ['configs', 'info', configId] })
      await queryClient.invalidateQueries({ queryKey: ['configs'] })
    },
  })
}
