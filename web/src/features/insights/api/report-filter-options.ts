import { endpoints } from '@simlessly/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The filter lists up to the API's largest page of configurations, the most recently changed first. */
const CONFIG_FILTER_PAGE = 100

/**
 * The configurations to narrow a report to. Only asked for by a role that may read them
 * (Profile_Config_View or Generate_Ac_View): the server refuses anyone else.
 */
export function useReportConfigOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['configs', 'report-filter'],
    queryFn: ({ signal }) =>
      api.call(
        endpoints.profileConfig.list,
        { pageNum: 1, pageSize: CONFIG_FILTER_PAGE },
        { signal, notify: false },
      ),
    select: (page) => page.list.map(({ configId, name }) => ({ value: configId, label: name })),
    enabled,
  })
}

/** The groups to narrow a report to, for a role that may read them (Group, Fleet or Campaign view). */
export function useReportGroupOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['groups', 'options'],
    queryFn: ({ signal }) => api.call(endpoints.group.options, undefined, { signal, notify: false }),
    select: (groups) => groups.map(({ groupId, name }) => ({ value: groupId, label: name })),
    enabled,
  })
}
