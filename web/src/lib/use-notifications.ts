import { useSyncExternalStore } from 'react'
import { type NotificationStore, notifications } from './notifications'

/** The notifications currently shown, re-rendering when one appears or goes. */
export function useNotifications(store: NotificationStore = notifications) {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
