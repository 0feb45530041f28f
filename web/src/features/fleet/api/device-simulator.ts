import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'

const availabilitySchema = z.object({ available: z.boolean() })

/**
 * `GET /dev/device.json`: answers only on `npm start`, where the SM-DP+ simulator runs; anywhere else it is
 * a 404 (or the app shell), which means "no device simulator here".
 */
export async function getDeviceSimulator(signal?: AbortSignal): Promise<boolean> {
  const response = await fetch('/dev/device.json', { signal, headers: { accept: 'application/json' } })
  if (!response.ok) return false
  const parsed = availabilitySchema.safeParse(await response.json().catch(() => undefined))
  return parsed.success && parsed.data.available
}

export function deviceSimulatorQueryOptions() {
  return queryOptions({
    queryKey: ['local-tools', 'device-simulator'],
    queryFn: ({ signal }) => getDeviceSimulator(signal),
    // Whether the console runs locally does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}

export const useDeviceSimulator = () => useQuery(deviceSimulatorQueryOptions())

/** The local page that plays a device downloading this AC. */
export const deviceSimulatorHref = (ac: string) => `/dev/device?ac=${encodeURIComponent(ac)}`
