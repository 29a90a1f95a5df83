// A saved game reopened by its address (#play=<save id>): the first thing the page
// runs. index.html loads this module on its own (async) as well as through app.js, so
// it runs as soon as it and the catalog are there, without waiting for app.js's whole
// graph (the lobby, play with a friend, the tutorial...): it starts reading the save
// and fetching the game's renderer, all its modules at once, then draws the board kept
// with the save (web/screen/waking.js). app.js takes over what it started
// (`reopening`) when its own graph is in. Nothing here may throw while the module is
// evaluated: app.js imports it, and would not run at all.
import { CATALOG } from "./catalog.js";
import { preloadGraph } from "./graphs.js";
import * as store from "./store.js"; // imported here, not on demand: the read starts a task sooner

// The game last opened here and its game's id (app.js writes them), so that the
// renderer is fetched while the save is read, not after.
export const OPENED = "posy:opened";


/**
 * @typedef {object} Reopening
 * @property {string} id the save's id, from the address
 * @property {Promise<any>} save the save as read (undefined when there is none); rejects as store.get does
 * @property {Promise<{destroy: () => void} | null>} waking its kept board, drawn (null: none to draw)
 */

/** @type {Reopening | null} the reopened game, or null on any other address */
export const reopening = start(); // after every top-level const it reads (no temporal dead zone)

function start() {
  try {
    if (!location.hash.startsWith("#play=")) return null;
    const id = decodeURIComponent(location.hash.slice(6));
    const guess = lastOpened(id);
    preload(guess);
    const renderers = import("./screen/renderers.js");
    renderers.then((r) => r.prepareRenderer(guess), () => {}); // and its stylesheet
    const save = store.get(id);
    const waking = wakeUp(save, renderers).catch(() => null); // the engine's answer says what is wrong, if anything
    return { id, save, waking };
  } catch {
    return null; // a malformed address: app.js's route says so
  }
}

/** The game of save `id` when it is the one last opened here (a reload), else null. */
function lastOpened(/** @type {string} */ id) {
  try {
    return localStorage.getItem(OPENED) === id ? localStorage.getItem(`${OPENED}:game`) : null;
  } catch {
    return null; // storage blocked: the save says which game it is, a moment later
  }
}

/**
 * Fetch every module of `game`'s renderer at once: importing its index.js alone would
 * find them one level of imports at a time, a round trip each (three levels: the
 * game's model and drawing, then web/board/'s parts).
 */
function preload(/** @type {string | null | undefined} */ game) {
  if (typeof game === "string") preloadGraph(`games/${game}/index.js`);
}

/** Draw the save's kept board, if it has one, once the save and the modules are in. */
async function wakeUp(/** @type {Promise<any>} */ reading, /** @type {Promise<typeof import("./screen/renderers.js")>} */ renderers) {
  const [save, { wake }, { RENDERERS, loadStyle, prepareRenderer }] = await Promise.all([reading, import("./screen/waking.js"), renderers]);
  const game = save?.record?.game;
  const root = document.getElementById("main");
  if (typeof game !== "string" || !Object.hasOwn(RENDERERS, game) || !root) return null;
  preload(game);
  prepareRenderer(game); // and its stylesheet
  const info = CATALOG.games.find((g) => g.id === game);
  return wake(root, save, info, { renderer: RENDERERS[game], style: () => loadStyle(game) });
}
