// What opening a game needs that holds none of the app's state: a game of the catalog by
// id, a record loaded for its first screen, the game remembered for a reload, and its end
// noted in the player's record. Apart from app.js, which decides which screen is up.
import { CATALOG } from "./catalog.js";
import { openingViewer } from "./screen/renderers.js";
import { noteResult, readResults } from "./lobby/record.js";
import { OPENED, engine } from "./opening.js";

/** A game of the catalog (static: written by build.py from posy itself), by its id. */
export const gameInfo = (/** @type {unknown} */ id) => CATALOG.games.find((g) => g.id === id);

/** Load a record for its first screen; the public view when the record's seats do not
 * name the viewer the engine would accept (the engine then says what is wrong, if anything).
 * @param {import("./types.js").GameRecord} record as read from a save, a file or a link: checked by the engine */
export async function loadRecord(record) {
  const info = gameInfo(record?.game);
  const computers = Array.isArray(record?.computers) ? record.computers : null;
  const viewer = info ? openingViewer(info, computers, Number.isInteger(record.players) ? record.players : null) : null;
  const answer = await engine.call("load", { record, viewer });
  return answer.ok || viewer === null ? answer : engine.call("load", { record, viewer: null });
}

/** The game opened last (save `saveId` of game `game`), for a reload to find at once. */
export function rememberOpened(/** @type {string} */ saveId, /** @type {string} */ game) {
  try {
    localStorage.setItem(OPENED, saveId); // so that a reload fetches its renderer before its save is read
    localStorage.setItem(`${OPENED}:game`, game);
  } catch {
    // storage full or blocked: a reload fetches the renderer a moment later, that is all
  }
}

/**
 * The game screen's events for save `saveId` of game `game`: a game that ended on this
 * screen goes into the player's record (web/lobby/record.js).
 * @param {string} saveId
 * @param {string} game
 * @returns {(type: string, detail: any) => void}
 */
export function noteEnding(saveId, game) {
  return (type, detail) => {
    // a game with friends may end by a link opened in a new tab (a new screen): noted once
    const noted = detail.remote && Object.hasOwn(readResults(), saveId);
    if (type === "over" && (detail.played || (detail.remote && !noted))) {
      const { names, levels, here, winners, scores, reason, resigned, remote: friends } = detail;
      noteResult(saveId, {
        game,
        at: Date.now(),
        names,
        levels,
        here,
        winners,
        scores,
        reason,
        resigned,
        remote: friends,
      });
    }
  };
}
