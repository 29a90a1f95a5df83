// The tutorials' entry: start a game's guided first game (from the lobby's "Learn to
// play" or a rules page's link, the app's #learn=<id> route), and the lobby's button.
import { t } from "../i18n.js";
import { openingViewer } from "../screen/renderers.js";
import { Tutorial } from "./coach.js";

import { tutorialOf } from "./learned.js";

export { learnButton, learned } from "./learned.js";

/**
 * What starting a tutorial needs from the app.
 * @typedef {object} LearnHost
 * @property {import("../engine.js").Engine} engine
 * @property {(button: HTMLElement | null) => Promise<boolean>} engineFor wait for the engine (progress on `button`)
 * @property {(id: string) => import("../types.js").GameInfo | undefined} gameInfo
 * @property {(answer: any, tutorial: Tutorial) => Promise<void>} open show the new game with its coach
 * @property {(notice: string) => void} fail back to the lobby, saying why
 */

/**
 * Start game `id`'s tutorial: its script from the engine, then the scripted deal.
 * @param {LearnHost} host
 * @param {string} id
 * @param {HTMLElement | null} [button]
 */
export async function startTutorial(host, id, button = null) {
  const info = host.gameInfo(id);
  if (!info) {
    // Translators: {game} is what the address asked for (not a game Posy has).
    return host.fail(t("There is no game called “{game}” in Posy. Pick one below.", { game: id.slice(0, 40) }));
  }
  if (!(await host.engineFor(button))) return;
  const script = await scriptOf(host, id);
  if (!script) return;
  const players = script.names.length;
  const answer = await host.engine.call("start", {
    game: id, players, names: script.names, computers: script.computers, options: script.options, seed: script.seed,
    viewer: openingViewer(info, script.computers, players),
  });
  if (!answer.ok) return host.fail(answer.error);
  // the rules page (or setup sheet) it was started from gives way to the game
  document.querySelectorAll(".overlay").forEach((n) => n.remove());
  await host.open(answer, new Tutorial(script, info.title, again(host, id)));
}

/** A game's script from the engine, or null (and the lobby says why). */
async function scriptOf(/** @type {LearnHost} */ host, /** @type {string} */ id) {
  const found = await host.engine.call("tutorial", { game: id });
  if (!found.ok) host.fail(found.error);
  return found.ok ? found.tutorial : null;
}

/**
 * The coach of a saved game that is a tutorial (a reload resumes it where the game is),
 * or null for any other game.
 * @param {LearnHost} host
 * @param {string} saveId
 * @param {string} game the saved record's game
 */
export async function resumeTutorial(host, saveId, game) {
  const info = host.gameInfo(game);
  if (tutorialOf(saveId) !== game || !info) return null;
  const found = await host.engine.call("tutorial", { game });
  return found.ok ? new Tutorial(found.tutorial, info.title, again(host, game)) : null;
}

/** How a tutorial gets its script again after a change of language: the engine writes
 * it in the page's language now (the game's title too is the catalog's, read again). */
function again(/** @type {LearnHost} */ host, /** @type {string} */ id) {
  return async () => {
    const found = await host.engine.call("tutorial", { game: id });
    const info = host.gameInfo(id);
    return found.ok && info ? { script: found.tutorial, title: info.title } : null;
  };
}
