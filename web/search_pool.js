// The computer's search on every core the device spares (posy.parallel): the game's own
// engine worker searches as worker 0, and helper workers (more Pyodides, each from the
// build's memory snapshot) search the same position from their own seeds; the game's
// worker adds their root totals up and plays the most visited move. The helpers start
// only once a computer that uses them is asked for a move, so the lobby and the first
// paint never wait for them; until they are up (or if they fail) one worker searches.

import { Engine } from "./engine.js";

// What a helper costs, measured in Chromium here: its wasm heap is the snapshot's 30 MiB
// and stays so through Expert moves (the `memory` call), and the browser's processes
// grow by 82-84 MiB (proportional set size) a helper started, code and JavaScript included.
export const HELPER_MB = 84;
const MEMORY_SHARE = 1 / 8; // of the device's memory, at most, for helpers

/**
 * How many searches run at once: one a core, one core left to the page, and no more
 * helpers than an eighth of the device's memory holds (navigator.deviceMemory, in GB,
 * is only given by some browsers; it is rounded down and capped at 8).
 * @param {number} cores
 * @param {number | undefined} memoryGB
 */
export function searchers(cores, memoryGB) {
  let count = Math.max(1, (cores || 1) - 1);
  if (memoryGB) count = Math.min(count, 1 + Math.floor((memoryGB * 1024 * MEMORY_SHARE) / HELPER_MB));
  return count;
}

export class SearchPool {
  /** @param {number} helpers */
  constructor(helpers) {
    /** @type {Engine[]} */
    this.engines = [];
    try {
      for (let i = 0; i < helpers; i++)
        this.engines.push(new Engine(new URL("./worker.js", import.meta.url), "helper"));
    } catch (error) {
      console.warn("posy: no helper for the computer's search:", error); // one worker searches
    }
    /** @type {Set<Engine>} */
    this.up = new Set();
    this.started = Promise.all(this.engines.map((engine) => engine.ready.then(() => this.up.add(engine), () => {})));
  }

  /** The helpers ready to search now. */
  get ready() {
    return this.engines.filter((engine) => this.up.has(engine));
  }

  cancel(/** @type {number} */ token) {
    for (const engine of this.ready) engine.cancel(token);
  }
}

/** @type {SearchPool | null} */
let pool = null;

/** The page's helpers, started at the first call. */
export function searchPool() {
  const nav = /** @type {Navigator & {deviceMemory?: number}} */ (navigator);
  pool ??= new SearchPool(searchers(nav.hardwareConcurrency, nav.deviceMemory) - 1);
  return pool;
}

// How long the move waits for helpers once the game's own worker has answered: they
// spend the same time limit, so only a stalled or crashed helper is ever this late.
const GRACE_MS = 1000;

/**
 * The computer's move for `ply` searched by the game's worker (through `call`, which
 * names its session) and `helpers`, merged there. A helper that fails or is late is
 * left out; the answer is think's: `{ok, move}` (or `{ok: false, cancelled}`), plus the
 * iterations of all and the number of workers whose search was merged.
 * @param {import("./types.js").SessionCall} call
 * @param {Engine[]} helpers
 * @param {{ply: number, token: number}} ask
 */
export async function thinkOnCores(call, helpers, { ply, token }) {
  if (!helpers.length) return call("think", { ply, token });
  const job = await call("think_job", { ply });
  if (!job.ok) return job;
  const asked = helpers.map((engine, i) => engine.call("search_part", { job: job.job, worker: i + 1, token }));
  const own = await call("think", { ply, token, part: true });
  if (!own.ok) return own;
  const late = new Promise((resolve) => setTimeout(() => resolve({ ok: false }), GRACE_MS));
  const others = await Promise.all(asked.map((answer) => Promise.race([answer, late])));
  const mine = "part" in own ? own.part : undefined; // the engine's think answers one (a friend game's device none)
  const parts = [mine, ...others.filter((answer) => answer.ok).map((answer) => answer.part)];
  const merged = await call("think_merge", { ply, parts });
  const iterations = parts.reduce((sum, part) => sum + part.iterations, 0);
  return merged.ok ? { ...merged, done: true, iterations, workers: parts.length } : own;
}
