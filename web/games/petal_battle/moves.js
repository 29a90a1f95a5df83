// Reading the snapshot's moves (no DOM): what this screen may do now. None unless
// the shell says the screen is interactive, so a watcher's board offers no target.

/** @typedef {import("./model.js").Shown} Shown */
/** @typedef {import("../../types.js").Move} Move */

/** @param {Shown} st @returns {Move[]} the moves this screen may make (none unless interactive) */
export const moves = (st) => (st.ctx?.interactive ? st.snap.moves : []);
/** @param {Shown} st */
export const playing = (st) => moves(st).length > 0 && moves(st)[0].type !== "sequence";
/** @param {Shown} st */
export const stacking = (st) => moves(st).length > 0 && moves(st)[0].type === "sequence";
/** @param {Shown} st @param {number} i */
export const fromMoves = (st, i) => moves(st).filter((m) => m.from === i);
/** @param {Shown} st @param {number} i */
export const growAt = (st, i) => moves(st).find((m) => m.type === "grow" && m.at === i);
/** @param {Shown} st @param {number} i */
export const spawnTo = (st, i) => moves(st).find((m) => m.type === "spawn" && m.to === i);
/** @param {Shown} st @param {number} i */
export const selectable = (st, i) => fromMoves(st, i).length > 0 || Boolean(growAt(st, i));
/** @param {Shown} st @param {number} from @param {number} to */
export const bumpOptions = (st, from, to) =>
  moves(st).filter((m) => m.type === "bump" && m.from === from && m.to === to);
/** @param {Shown} st @param {number} size */
export const supplyMoves = (st, size) =>
  moves(st).filter((m) => (size === 1 ? m.type === "spawn" : m.type === "grow" && m.size === size));

