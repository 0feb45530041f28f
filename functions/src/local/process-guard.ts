import { type ChildProcess, spawn } from 'node:child_process'

/**
 * Keeps the last `limit` characters a child wrote to stdout and stderr, for error messages. Reading
 * both pipes for the child's whole life also matters on its own: a full pipe would block the child.
 */
export function tailOf(child: ChildProcess, limit = 8_192): () => string {
  let text = ''
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-limit)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  child.on('error', (error) => keep(Buffer.from(`\n${error.message}\n`)))
  return () => text.trim()
}

/**
 * Makes sure a long-lived child (DynamoDB Local's JVM) never outlives this Node process, however it ends:
 * - a normal exit, process.exit() or an uncaught exception fire 'exit', where the child gets SIGTERM;
 * - a signal without a handler, SIGKILL or a crash fire nothing in Node, so a small watchdog shell, in
 *   its own session so terminal signals miss it, holds a pipe from us: when we are gone the pipe reads
 *   end-of-file and the watchdog sends SIGTERM, then SIGKILL after 5 s if the child still runs.
 * Returns a release function to call once the child has exited normally; it resolves when the watchdog
 * is gone too, so nothing of ours is left once a stop() resolves.
 */
export function killWithParent(child: ChildProcess): () => Promise<void> {
  const pid = child.pid
  if (pid === undefined) return async () => {}
  const onExit = () => {
    child.kill('SIGTERM')
  }
  process.once('exit', onExit)
  // `read` is a shell builtin, so the watchdog is a single process that Node itself reaps.
  const script =
    'while read -r _; do :; done; kill -TERM "$1" 2>/dev/null || exit 0; ' +
    'i=0; while [ $i -lt 50 ] && kill -0 "$1" 2>/dev/null; do sleep 0.1; i=$((i+1)); done; ' +
    'kill -KILL "$1" 2>/dev/null'
  const watchdog = spawn('/bin/sh', ['-c', script, 'watchdog', String(pid)], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  })
  const gone = new Promise<void>((resolve) => {
    watchdog.once('exit', () => resolve())
    watchdog.once('error', () => resolve())
  })
  // While the child runs, the watchdog must not keep the event loop alive: it only matters once we are gone.
  watchdog.unref()
  const stdin = watchdog.stdin as (NodeJS.WritableStream & { unref?: () => void; ref?: () => void }) | null
  stdin?.unref?.()
  stdin?.on('error', () => {})
  return async () => {
    process.removeListener('exit', onExit)
    if (watchdog.exitCode !== null || watchdog.signalCode !== null) return
    // The child has exited, so the watchdog goes too, before the pid it would signal could be reused;
    // holding a reference until its exit lets Node reap it rather than leave a zombie.
    watchdog.ref()
    watchdog.kill('SIGKILL')
    await gone
  }
}

/** SIGTERM first so the child can close its files cleanly; SIGKILL if it has not exited after 5 s. */
export async function terminate(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}
