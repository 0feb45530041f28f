import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import type { FunctionName } from '../environment.ts'
import { COMPONENT_NAMES } from '../lambda.ts'
import type { StageRun } from './stage-inputs.ts'

/** What one mocked deploy recorded (see run-with-mocks.ts). */
export type Resource = {
  type: string
  name: string
  inputs: Record<string, unknown>
  /** The resources it was told to wait for, by name. */
  dependsOn?: string[]
}
type Recording = {
  stage: string
  resources: Resource[]
  /** What SST asked its CLI to build: the bundle, and the links it seals into the bundle's resource file. */
  builds: {
    functionID: string
    bundle: string
    handler: string
    encryptionKey: string
    links: Record<string, Record<string, unknown>>
  }[]
  outputs: Record<string, unknown>
  failures: string[]
}
export type Statement = { actions: string[]; resources: string[]; effect: string }

/** Pulumi marks a secret value by wrapping it; the checks read through the wrapper. */
const SECRET_SIGNATURE = '4dabf18193072939515e22adb298388d'
export function unsecret<T>(value: T): T {
  const wrapped = value as Record<string, unknown> | null
  if (wrapped && typeof wrapped === 'object' && SECRET_SIGNATURE in wrapped)
    return unsecret(wrapped.value as T)
  return value
}

/**
 * Every secret wrapper inside a value removed. A function linked to a secret has secret outputs (its build
 * carries the secret), so whatever reads its name or ARN (event sources, alarms, routes) is secret too.
 */
function unsecretDeep(value: unknown): unknown {
  const plain = unsecret(value)
  if (Array.isArray(plain)) return plain.map(unsecretDeep)
  if (plain && typeof plain === 'object')
    return Object.fromEntries(Object.entries(plain).map(([key, item]) => [key, unsecretDeep(item)]))
  return plain
}

/**
 * When the mocked deploys ran (epoch ms): what a deploy records of its own time lies between these, however
 * long after them the stacks' files run (the projects before them take minutes on a busy machine).
 */
export function deployWindow(): { startedAt: number; endedAt: number } {
  return JSON.parse(readFileSync(inject('stackRunsDone'), 'utf8'))
}

const cache = new Map<StageRun, ReturnType<typeof read>>()
export function deploy(run: StageRun = 'prod') {
  if (!cache.has(run)) cache.set(run, read(run))
  return cache.get(run) as ReturnType<typeof read>
}

function read(run: StageRun) {
  const raw = JSON.parse(readFileSync(inject('stackRuns')[run], 'utf8')) as Recording
  const recording = {
    ...raw,
    resources: raw.resources.map((r) => ({ ...r, inputs: unsecretDeep(r.inputs) as Resource['inputs'] })),
  }
  const rawLambda = (name: string) =>
    raw.resources.find((r) => r.type === 'aws:lambda/function:Function' && r.name === name)?.inputs
  const all = (type: string) => recording.resources.filter((r) => r.type === type)
  const one = (type: string, name: string): Resource => {
    const found = all(type).find((r) => r.name === name)
    if (!found) throw new Error(`No ${type} named ${name}; there are: ${all(type).map((r) => r.name)}`)
    return found
  }
  return {
    ...recording,
    all,
    one,
    /** A function of the contract: its Lambda's inputs, its variables and its role's statements. */
    fn(name: FunctionName) {
      const component = COMPONENT_NAMES[name]
      const lambda = one('aws:lambda/function:Function', `${component}Function`).inputs
      const environment = lambda.environment as { variables: Record<string, string> }
      const role = one('aws:iam/role:Role', `${component}Role`).inputs
      const policies = (role.inlinePolicies as { policy: string }[]).map((p) => JSON.parse(p.policy))
      return {
        lambda: lambda as Record<string, unknown> & { name: string; timeout: number },
        variables: environment.variables,
        environmentIsSecret: JSON.stringify(rawLambda(`${component}Function`)?.environment).includes(
          SECRET_SIGNATURE,
        ),
        statements: policies.flatMap((p) => p.Statement) as Statement[],
        build: recording.builds.find((b) => b.functionID === component),
      }
    },
    allows(statements: Statement[], action: string, resource: string) {
      return statements.some(
        (s) => s.effect === 'Allow' && s.actions.includes(action) && s.resources.includes(resource),
      )
    },
  }
}
export type Deploy = ReturnType<typeof deploy>
