// Reading the snapshot's moves (no DOM): what this screen may do now. None unless
// the shell says the screen is interactive, so a watcher's board offers no target.

/** @typedef {import("./model.js").Shown} Shown */
/** @typedef {import("../../contract.js").PetalBattleMove} Move */

/** @param {Shown} st @returns {Move[]} the moves this screen may make (none unless interactive) */
export const moves = (st) => (st.ctx?.interactive ? st.snap.moves : []);
/** @param {Shown} st */
export const playing = (st) => moves(st).length > 0 && moves(st)[0].type !== "sequence";
/** @param {Shown} st */
export const stacking = (st) => moves(st).length > 0 && moves(st)[0].type === "sequence";
/**
 * The moves of one type.
 * @template {Move["type"]} T
 * @param {Shown} st
 * @param {T} type
 * @returns {Extract<Move, {type: T}>[]}
 */
const ofType = (st, type) => moves(st).filter(/** @returns {m is Extract<Move, {type: T}>} */ (m) => m.type === type);
/** @param {Shown} st @param {number} i the moves of the piece on petal i: slides, flips, bumps */
export const fromMoves = (st, i) => moves(st).flatMap((m) => ("from" in m && m.from === i ? [m] : []));
/** @param {Shown} st @param {number} i */
export const growAt = (st, i) => ofType(st, "grow").find((m) => m.at === i);
/** @param {Shown} st @param {number} i */
export const spawnTo = (st, i) => ofType(st, "spawn").find((m) => m.to === i);
/** @param {Shown} st @param {number} i */
export const selectable = (st, i) => fromMoves(st, i).length > 0 || Boolean(growAt(st, i));
/** @param {Shown} st @param {number} from @param {number} to */
export const bumpOptions = (st, from, to) => ofType(st, "bump").filter((m) => m.from === from && m.to === to);
/** @param {Shown} st @param {number} size the moves of a supply pyramid of this size: spawns or grows */
export const supplyMoves = (st, size) =>
  size === 1 ? ofType(st, "spawn") : ofType(st, "grow").filter((m) => m.size === size);


/**
 * The keys of what shows a move on the board (Renderer.mark): its petals, and the bar's
 * button that finishes it where one is drawn (Grow, a push, End turn); for a stack, the
 * next pyramid to tap in the draft `st.draft`, Confirm once the draft is the stack, Reset
 * when it went another way.
 * @param {{draft: number[]}} st
 * @param {Move} move
 * @returns {string[]}
 */
export function moveKeys(st, move) {
  const petal = (/** @type {number} */ i) => `petal-${i}`;
  switch (move.type) {
    case "sequence": {
      const order = move.order ?? [];
      const { draft } = st;
      if (String(draft) === String(order)) return ["confirm"];
      return draft.every((pips, k) => order[k] === pips) ? [`trio-${order[draft.length]}`] : ["reset"];
    }
    case "spawn":
      return [petal(move.to)];
    case "grow":
      return [petal(move.at), "grow"];
    case "bump":
      return [petal(move.from), petal(move.to), ...(move.push === null ? [] : [`push-${move.push}`])];
    case "end":
      return ["end"];
    default:
      return [petal(move.from), petal(move.to)];
  }
}
