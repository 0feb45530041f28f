import { readdirSync, readFileSync } from 'node:fs'

/** Reads /proc (Linux) to find a process's descendants and their resident memory. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name is in parentheses and may hold spaces; the ppid is the second field after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[1])
  } catch {
    return undefined
  }
}

export function processTree(root: number): number[] {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
  const tree = new Set([root])
  let grew = true
  while (grew) {
    grew = false
    for (const pid of pids) {
      const parent = parentOf(pid)
      if (parent !== undefined && tree.has(parent) && !tree.has(pid)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  return [...tree].filter(isAlive)
}

export function residentKiB(pid: number): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? ''
  } catch {
    return ''
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** CPU seconds (user and system, all threads) a process has used so far; 0 when it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}
