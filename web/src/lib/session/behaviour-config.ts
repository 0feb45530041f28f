/**
 * The saved user behaviour configs (seed section 3: per module, `moduleName` -> `moduleConfig` JSON). The
 * screens that save them arrive with the fleet issue; the store exists now because sign-out must reset it.
 */
const configs = new Map<string, string>()

export function getBehaviourConfig(moduleName: string): string | undefined {
  return configs.get(moduleName)
}

export function setBehaviourConfig(moduleName: string, moduleConfig: string) {
  configs.set(moduleName, moduleConfig)
}

export function resetBehaviourConfig() {
  configs.clear()
}
