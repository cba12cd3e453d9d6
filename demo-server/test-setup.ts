/**
 * Runs first in every worker of the `server` project. Node's fetch installs its own HTTP agent
 * as the process's global dispatcher on its first request, unless one is there already; jsdom
 * loads undici from npm, which installs its agent when none is. The files of this project share
 * a worker (isolate: false), so whichever came first would serve every later file's requests,
 * and npm undici 7's agent fails an assertion (`assert(!this.paused)`) when a test shop closes a
 * socket whose answer was not read. A first request here makes Node's own agent the one.
 */
await fetch('data:,');
export {};
