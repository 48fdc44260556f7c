import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports a process's CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICK_SECONDS = 0.01;

/** CPU seconds (user + system) a process has used so far, or 0 when it cannot be read (not Linux, gone). */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_SECONDS;
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** CPU seconds of each PostgreSQL process now. */
const postgresCpu = () => new Map(postgresPids().map((pid) => [pid, cpuSecondsOf(pid)]));

/**
 * CPU seconds used by the server process and by PostgreSQL (all its processes on the machine) while `run` runs: what
 * requests cost in CPU. The machine's other load moves the server's part less than req/s (hello-world here swung between
 * 25k and 45k req/s from one run to the next, 28 Nov 2026), but PostgreSQL's part it moves as much (0.08 to 0.17 ms
 * per search between two runs of the same code): read either over several runs. Zeros where /proc cannot be read.
 */
export async function cpuDuring<T>(serverPid: number | undefined, run: () => Promise<T>) {
  const server0 = serverPid ? cpuSecondsOf(serverPid) : 0;
  const pg0 = postgresCpu();
  const result = await run();
  const server = serverPid ? cpuSecondsOf(serverPid) - server0 : 0;
  let pg = 0;
  // A process that started meanwhile counts whole; one that ended meanwhile took its time with it.
  for (const [pid, seconds] of postgresCpu()) pg += seconds - (pg0.get(pid) ?? 0);
  return { result, server, pg };
}
