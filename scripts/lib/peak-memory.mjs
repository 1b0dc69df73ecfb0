// Peak resident memory of a process and all its descendants (next build forks workers), sampled
// from /proc: /usr/bin/time reports only the largest single process.
import { readdirSync, readFileSync } from 'node:fs';

/** Resident bytes of `root` and its descendants now; processes that exit mid-read count as 0. */
function treeRss(root) {
  const children = new Map();
  const rss = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
      // Kernel threads have no VmRSS line.
      rss.set(Number(name), Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      // The process ended between readdir and read.
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Starts sampling `pid`'s process tree every `intervalMs`; `stop()` returns the peak in bytes. */
export function watchPeakMemory(pid, intervalMs = 250) {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeRss(pid));
  };
  const timer = setInterval(sample, intervalMs);
  sample();
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
