// What every first screen needs first (web/start.js imports it before the app): the
// player's settings applied, the rules engine started, and a game reopened by its
// address (#play=<save id>) under way: this module starts reading the save and
// fetching all the game's renderer modules at once, and draws the board kept with the
// save (web/screen/waking.js: from its copy in localStorage, web/mirror.js, when it is
// the last kept, before IndexedDB is even open; checked against the save once that is
// read). app.js takes over what was started here (`reopening`, `engine`). Nothing here
// may throw while the module is evaluated: the page would not start at all.
import { CATALOG } from "./catalog.js";
import { Engine } from "./engine.js";
import { preloadGraph } from "./graphs.js";
import { applySettings, offerLanguages } from "./settings.js";
import { pageLanguage, useLanguage } from "./i18n.js";
import * as mirror from "./mirror.js";
import { drawable, wakingView } from "./screen/kept.js";
import { RENDERERS, loadStyle, prepareRenderer } from "./screen/renderers.js";
import * as store from "./store.js";

applySettings(); // the theme and motion the player chose, before anything is drawn
offerLanguages(CATALOG.languages); // the settings' and the lobby's language menus

/** The page's language, its catalogue loaded (web/i18n.js): every first screen waits for it
 * (English at once; another, its catalogue module, fetched first of all). */
export const speaking = useLanguage(pageLanguage(CATALOG.languages));

/** The rules engine, its worker started once the first screen is painted (web/start.js:
 * a reopened game's kept board; app.js: the lobby, once the page is idle), or by its
 * first call: the runtime's ~6 MB download no longer competes with the first paint. */
export const engine = new Engine(undefined, undefined, { deferred: true });
engine.ready.catch(() => {}); // app.js says so when it fails: not an unhandled rejection meanwhile

// The game last opened here and its game's id (app.js writes them), so that the
// renderer is fetched while the save is read, not after.
export const OPENED = "posy:opened";

/**
 * @typedef {object} Reopening
 * @property {string} id the save's id, from the address
 * @property {Promise<any>} save the save as read (undefined when there is none); rejects as store.get does
 * @property {Promise<import("./screen/waking.js").WakingBoard | null>} waking its kept board, drawn and
 *   checked against the save (null: none to draw)
 */

/** @type {Reopening | null} the reopened game, or null on any other address */
export const reopening = reopen(); // after every top-level const it reads (no temporal dead zone)

function reopen() {
  try {
    if (!location.hash.startsWith("#play=")) return null;
    const id = decodeURIComponent(location.hash.slice(6));
    const copy = mirror.read(id);
    const guess = copy?.shown?.game ?? lastOpened(id);
    preload(guess);
    prepareRenderer(guess); // and its stylesheet
    const save = store.get(id);
    // the engine's answer says what is wrong, if anything
    const waking = (copy ? fromMirror(copy, save) : fromSave(save)).catch(() => null);
    return { id, save, waking };
  } catch {
    return null; // a malformed address: app.js's route reads it again
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

/** Draw the save's kept board, if it has one, once the save is read. */
async function fromSave(/** @type {Promise<any>} */ reading) {
  const save = await reading;
  const info = gameInfo(save?.record?.game);
  return draw(wakingView(save, info), info, save?.record);
}

/** Draw the mirrored board at once; once the save is read, keep it if it is of the save's
 * revision, else take it down and draw the save's own kept board, if any. */
async function fromMirror(/** @type {import("./mirror.js").Mirror} */ copy, /** @type {Promise<any>} */ reading) {
  const info = gameInfo(copy.shown.game);
  const board = await draw(drawable(copy.shown, info, copy.seats), info, copy.seats);
  const save = await reading.catch(() => null);
  if (save?.rev === copy.rev && save?.record?.game === copy.shown.game) return board;
  board?.withdraw(); // another tab's move raced the copy, or the save is gone
  return fromSave(Promise.resolve(save));
}

function gameInfo(/** @type {unknown} */ id) {
  return typeof id === "string" && Object.hasOwn(RENDERERS, id) ? CATALOG.games.find((g) => g.id === id) : undefined;
}

/** Draw `shown`, a kept view of `info`'s game of `record` (the save's, or its copy's seats),
 * once its renderer, its stylesheet and the waking screen are in (all fetched at once). */
async function draw(
  /** @type {any} */ shown,
  /** @type {import("./types.js").GameInfo | undefined} */ info,
  /** @type {{hints_off?: unknown} | undefined} */ record,
) {
  const root = document.getElementById("main");
  if (!shown || !info || !root) return null;
  const id = info.id;
  preload(id);
  const [{ wake }] = await Promise.all([import("./screen/waking.js"), RENDERERS[id](), loadStyle(id), speaking]);
  const load = { renderer: RENDERERS[id], style: () => loadStyle(id) };
  return wake(root, shown, info, load, { hintsOff: record?.hints_off === true });
}
