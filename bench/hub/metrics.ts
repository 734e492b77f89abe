import { readFileSync } from 'node:fs';
import { percentile, processUsage } from '../lib/server-process.ts';

/** Nanoseconds the main thread ran, and waited runnable for a CPU (its /proc schedstat). */
function schedstat(pid: number): { runNs: number; waitNs: number } {
  const main = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ');
  return { runNs: Number(main[0]), waitNs: Number(main[1]) };
}

/** Samples the server process's CPU and memory once a second. */
export function sampleServer(pid: number) {
  const samples: Array<{ at: number; cpuSeconds: number; rssMb: number; runNs: number; waitNs: number }> = [];
  const take = () => {
    try {
      samples.push({ at: performance.now(), ...processUsage(pid), ...schedstat(pid) });
    } catch {
      // the process has gone
    }
  };
  take();
  const timer = setInterval(take, 1_000);
  return {
    /** Mean CPU % (100 % = one core) and peak / last RSS between two moments (performance.now()). */
    summary(from: number, to: number) {
      take();
      const inWindow = samples.filter((s) => s.at >= from - 1_000 && s.at <= to + 1_000);
      const first = inWindow[0];
      const last = inWindow.at(-1);
      const cpu = first && last && last.at > first.at ? ((last.cpuSeconds - first.cpuSeconds) / ((last.at - first.at) / 1000)) * 100 : NaN;
      const wait = first && last ? (last.waitNs - first.waitNs) / 1e6 / (last.at - first.at) : NaN;
      return {
        cpuPercent: cpu,
        /** Share of the window the main thread was ready to run but waiting for a core (other load). */
        runQueueWaitPercent: wait * 100,
        peakRssMb: Math.max(...inWindow.map((s) => s.rssMb)),
        lastRssMb: last?.rssMb ?? NaN,
      };
    },
    stop: () => clearInterval(timer),
  };
}

export function latencySummary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}
