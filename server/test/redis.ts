import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './ports';

/**
 * A real `redis-server` for the tests that claim sharing (no mock): on a free loopback port, no
 * persistence, one per test file (files run in parallel and a drill kills its own).
 *
 * Redis runs under a small shell watchdog that reads its standard input: when the test process
 * ends, however it ends, the pipe closes and the watchdog stops Redis, so no server outlives
 * the tests. `scripts/ensure-redis.sh` (run by `npm test`) installs Debian's redis-server.
 */

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';

const WATCHDOG = `
"$0" "$@" &
pid=$!
while read -r how; do
  case "$how" in
    pause) kill -STOP "$pid" ;;
    resume) kill -CONT "$pid" ;;
    *) break ;;
  esac
done
kill -CONT "$pid" 2>/dev/null
if [ "$how" = kill ]; then kill -9 "$pid" 2>/dev/null; else kill "$pid" 2>/dev/null; fi
wait "$pid" 2>/dev/null
exit 0
`;

export interface TestRedis {
  port: number;
  url: string;
  /** Kills Redis at once (SIGKILL: no goodbye to its clients), for fault drills. */
  kill(): Promise<void>;
  /** Starts Redis again on the same port (empty: nothing was persisted). */
  restart(): Promise<void>;
  /** Freezes Redis (SIGSTOP): connections stay open, nothing answers. */
  pause(): void;
  /** Lets a paused Redis go on (SIGCONT). */
  resume(): void;
  /** Stops Redis; the end of a test file. */
  stop(): Promise<void>;
}

/** Whether Redis on `port` answers PING. */
async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

function launch(port: number): ChildProcess {
  const child = spawn(
    'sh',
    [
      '-c',
      WATCHDOG,
      REDIS_SERVER,
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: ['pipe', 'ignore', 'inherit'] },
  );
  // The watchdog keeps running while Redis does; it must not keep the test process alive.
  child.unref();
  return child;
}

async function untilAnswers(port: number, child: ChildProcess) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): is it installed? Run scripts/ensure-redis.sh`);
    if (await answers(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer within 10 s`);
}

async function ended(child: ChildProcess, how: 'kill' | 'term') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  // Waiting for the exit keeps this process alive (a script such as the bench would otherwise end
  // here, with nothing else to do, before Redis has stopped).
  child.ref();
  child.stdin?.end(`${how}\n`);
  await exit;
}

export async function startRedis(): Promise<TestRedis> {
  if (spawnSync(REDIS_SERVER, ['--version']).status !== 0) {
    throw new Error(`${REDIS_SERVER} is not installed: run scripts/ensure-redis.sh (npm test does), or set REDIS_SERVER_PATH`);
  }
  let lastError: unknown;
  // The free port may be taken between the probe and Redis binding it: try a few.
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    let child = launch(port);
    try {
      await untilAnswers(port, child);
    } catch (error) {
      lastError = error;
      await ended(child, 'kill');
      continue;
    }
    return {
      port,
      url: `redis://127.0.0.1:${port}`,
      kill: () => ended(child, 'kill'),
      async restart() {
        await ended(child, 'kill');
        child = launch(port);
        await untilAnswers(port, child);
      },
      stop: () => ended(child, 'term'),
      pause: () => void child.stdin?.write('pause\n'),
      resume: () => void child.stdin?.write('resume\n'),
    };
  }
  throw lastError;
}
