import type { ProfileConfig } from '@simlessly/shared'
import { useConfigOptions } from '@/api/profile-config'

export type ConfigChoices = {
  configs: ProfileConfig[]
  query: ReturnType<typeof useConfigOptions>
  /** True when every configuration of the enterprise is in the list (no more than one page). */
  all: boolean
}

/** The configurations the picker offers; a search narrows them when there are more than one page. */
export function useConfigChoices(keyword: string): ConfigChoices {
  const query = useConfigOptions(keyword)
  const configs = query.data?.list ?? []
  return { configs, query, all: !query.data || query.data.total <= configs.length }
}

/** Whether a configuration can generate: complete, as the server checks again. */
export const isComplete = (config: ProfileConfig | undefined) =>
  Boolean(config && config.missing.length === 0)
