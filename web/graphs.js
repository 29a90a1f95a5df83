// Modules imported on demand (the app, a game's renderer, the game screen, play with a
// friend, the tutorial) come with their whole static graph at once: import() alone finds
// a module's imports only once it has arrived, one level at a time, a round trip each.
// build.py lists the graph of every module imported with import("./…") in catalog.js
// (LAZY_GRAPHS).
import { LAZY_GRAPHS } from "./catalog.js";

const asked = new Set();
/** @type {Set<string> | null} the modules' addresses preloaded already (index.html's first, then here) */
let linked = null;

/**
 * Start fetching `entry` (a path from web/, as import() names it) and every module it
 * imports statically, in parallel. The caller's import() then finds them fetched.
 * A module is linked once: the graphs share most of theirs (ui.js, web/board/...), and
 * each link costs the main thread (a reopened game's start linked ~100, 60-330 ms of
 * tasks on a loaded machine, most of them for modules already there).
 */
export function preloadGraph(/** @type {string} */ entry) {
  if (asked.has(entry) || !Object.hasOwn(LAZY_GRAPHS, entry)) return;
  asked.add(entry);
  document.head.append(...links(LAZY_GRAPHS[entry]));
}

/** A modulepreload link for each of `paths` not linked yet. */
function links(/** @type {string[]} */ paths) {
  linked ??= new Set([...document.querySelectorAll("link[rel=modulepreload]")].map((l) => /** @type {any} */ (l).href));
  const made = [];
  for (const path of paths) {
    const href = new URL(path, import.meta.url).href;
    if (linked.has(href)) continue;
    linked.add(href);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    made.push(link);
  }
  return made;
}

/** A few links a task: a graph fetched ahead of need, without a long task on the main thread. */
const FEW = 6;

/**
 * Preload `entry`'s graph (preloadGraph) a few modules a task; resolves once all are linked.
 * A preloadGraph of the same entry meanwhile links the rest at once.
 */
export async function preloadGradually(/** @type {string} */ entry) {
  const paths = Object.hasOwn(LAZY_GRAPHS, entry) ? LAZY_GRAPHS[entry] : [];
  for (let at = 0; at < paths.length && !asked.has(entry); at += FEW) {
    document.head.append(...links(paths.slice(at, at + FEW)));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * Run `entry`'s modules (preloaded) a few at a time, from the last of its graph to the
 * entry, a task between: importing the entry alone runs its ~40 modules in one task
 * (30-130 ms on a reopened game's main thread at Lighthouse's 4x), while it waits for
 * the engine. A module runs once, its imports first, whatever the order: each import()
 * runs only what has not run yet. A module that fails stops it (the entry's import says why).
 */
async function evaluateGradually(/** @type {string} */ entry) {
  const paths = Object.hasOwn(LAZY_GRAPHS, entry) ? LAZY_GRAPHS[entry].slice(1).reverse() : [];
  for (let at = 0; at < paths.length; at += FEW) {
    const some = paths.slice(at, at + FEW).map((path) => import(`./${path}`));
    if (!(await Promise.all(some).then(() => true, () => false))) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** The game screen (shell.js: GameView); `gradually`: fetched and run ahead of need, a few
 * modules a task (preloadGradually, evaluateGradually). */
export async function gameScreen({ gradually = false } = {}) {
  if (gradually) {
    await preloadGradually("shell.js");
    await evaluateGradually("shell.js");
  }
  preloadGraph("shell.js");
  return import("./shell.js");
}

/** Games with a friend on another device (remote/flow.js). */
export function remoteFlow() {
  preloadGraph("remote/flow.js");
  return import("./remote/flow.js");
}

/** The tutorial (tutorial/index.js). */
export function tutorials() {
  preloadGraph("tutorial/index.js");
  return import("./tutorial/index.js");
}
