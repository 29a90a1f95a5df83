// Modules imported on demand (a game's renderer, the game screen, play with a friend,
// the tutorial) come with their whole static graph at once: import() alone finds a
// module's imports only once it has arrived, one level at a time, a round trip each.
// build.py lists each graph in catalog.js (LAZY_GRAPHS).
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
