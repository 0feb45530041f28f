/**
 * The saved user behaviour configs (per module, `moduleName` -> `moduleConfig` JSON), such as the fleet's
 * columns. Kept in one store because sign-out must reset them all.
 */
const configs = new Map<string, string>()
const resetListeners = new Set<() => void>()

export function getBehaviourConfig(moduleName: string): string | undefined {
  return configs.get(moduleName)
}

export function setBehaviourConfig(moduleName: string, moduleConfig: string) {
  configs.set(moduleName, moduleConfig)
}

export function resetBehaviourConfig() {
  configs.clear()
  for (const listener of resetListeners) listener()
}

/** Runs `listener` at every reset (a module applied outside React, such as the theme, goes back to its default). */
export function onBehaviourConfigReset(listener: () => void) {
  resetListeners.add(listener)
  return () => {
    resetListeners.delete(listener)
  }
}
