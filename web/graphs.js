// Modules imported on demand (the app, a game's renderer, the game screen, play with a
// friend, the tutorial) come with their whole static graph at once: import() alone finds
// a module's imports only once it has arrived, one level at a time, a round trip each.
// build.py lists the graph of every module imported with import("./…") in catalog.js
// (LAZY_GRAPHS).
import { LAZY_GRAPHS } from "./catalog.js";

const asked = new Set();

/**
 * Start fetching `entry` (a path from web/, as import() names it) and every module it
 * imports statically, in parallel. The caller's import() then finds them fetched.
 */
export function preloadGraph(/** @type {string} */ entry) {
  if (asked.has(entry) || !Object.hasOwn(LAZY_GRAPHS, entry)) return;
  asked.add(entry);
  for (const path of LAZY_GRAPHS[entry]) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = new URL(path, import.meta.url).href;
    document.head.append(link);
  }
}

/** The game screen (shell.js: GameView). */
export function gameScreen() {
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
