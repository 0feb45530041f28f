import { readdirSync, readFileSync } from 'node:fs'

/**
 * The CPU a test runner's process tree burns (itself, its workers, the emulators, browsers and the
 * short-lived tools they run), sampled from /proc (Linux) and shared out among the test files running at
 * each sample: what `tests/support/unit-costs.ts` and `e2e-costs.ts` report per file.
 *
 * A process that ends between samples is counted through its parent's cutime/cstime, less what earlier
 * samples already counted of it, so nothing is counted twice.
 */
type Stat = { ppid: number; self: number; children: number }

function readStat(pid: number): Stat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name is in parentheses and may hold spaces; count the fields after it.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // ppid, then utime, stime, cutime, cstime (fields 4, 14 to 17), in clock ticks (100 a second).
    return {
      ppid: Number(f[1]),
      self: Number(f[11]) + Number(f[12]),
      children: Number(f[13]) + Number(f[14]),
    }
  } catch {
    return undefined
  }
}

function tree(root: number): Map<number, Stat> {
  const stats = new Map<number, Stat>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const stat = readStat(Number(name))
    if (stat) stats.set(Number(name), stat)
  }
  const inTree = new Map<number, Stat>()
  const rootStat = stats.get(root)
  if (rootStat) inTree.set(root, rootStat)
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, stat] of stats) {
      if (!inTree.has(pid) && inTree.has(stat.ppid)) {
        inTree.set(pid, stat)
        grew = true
      }
    }
  }
  return inTree
}

export type Costs = { wall: number; cpu: number; tests: number }

export class CpuSampler {
  private seen = new Map<number, Stat>()
  private running = new Map<string, number>()
  readonly costs = new Map<string, Costs>()
  /** CPU seconds burnt while no file ran: start-up, global setup, collection, teardown. */
  idleCpu = 0
  totalCpu = 0
  private readonly started = performance.now()

  constructor(private readonly root = process.pid) {
    this.seen = tree(root)
    setInterval(() => this.sample(), 500).unref()
  }

  /** CPU seconds since the last sample. */
  private delta(): number {
    const now = tree(this.root)
    let ticks = 0
    for (const [pid, stat] of now) {
      const before = this.seen.get(pid)
      ticks += stat.self - (before?.self ?? 0) + stat.children - (before?.children ?? 0)
    }
    // A child gone since the last sample was reaped into its parent's `children`, whole: take off what
    // the samples before had counted of it.
    for (const [pid, stat] of this.seen) {
      if (!now.has(pid) && now.has(stat.ppid)) ticks -= stat.self + stat.children
    }
    this.seen = now
    return Math.max(0, ticks) / 100
  }

  sample() {
    const cpu = this.delta()
    this.totalCpu += cpu
    if (this.running.size === 0) {
      this.idleCpu += cpu
      return
    }
    for (const file of this.running.keys()) this.entry(file).cpu += cpu / this.running.size
  }

  private entry(file: string): Costs {
    let costs = this.costs.get(file)
    if (!costs) {
      costs = { wall: 0, cpu: 0, tests: 0 }
      this.costs.set(file, costs)
    }
    return costs
  }

  start(file: string) {
    this.sample()
    this.running.set(file, (this.running.get(file) ?? 0) + 1)
  }

  end(file: string, seconds: number, tests: number) {
    this.sample()
    const left = (this.running.get(file) ?? 1) - 1
    if (left > 0) this.running.set(file, left)
    else this.running.delete(file)
    const costs = this.entry(file)
    costs.wall += seconds
    costs.tests += tests
  }

  /** A markdown table of the `top` files that took longest, with the run's totals. */
  report(title: string, top = 20): string {
    this.sample()
    const wall = (performance.now() - this.started) / 1000
    const rows = [...this.costs].sort((a, b) => b[1].wall - a[1].wall)
    const sum = rows.reduce((s, [, c]) => s + c.wall, 0)
    const line = ([file, c]: [string, Costs]) =>
      `| ${file} | ${c.tests} | ${c.wall.toFixed(1)} | ${c.cpu.toFixed(1)} | ${Math.round((100 * c.cpu) / Math.max(c.wall, 0.001))} % |`
    return [
      `${title}: ${rows.length} files, ${wall.toFixed(0)} s wall, ${this.totalCpu.toFixed(0)} CPU s ` +
        `(${this.idleCpu.toFixed(0)} of them with no file running), files' own time ${sum.toFixed(0)} s`,
      '',
      '| file | tests | wall s | CPU s | CPU / wall |',
      '| --- | --- | --- | --- | --- |',
      ...rows.slice(0, top).map(line),
    ].join('\n')
  }
}
