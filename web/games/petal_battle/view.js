// Petal Battle's view as the engine sends it (py/posy/games/petal_battle: the VIEW
// SCHEMA of its docstring, records.py's view): types only, for the model and the
// drawing. A stack set in secret is in its own seat's view alone until both are set.

/** @typedef {{owner: number, size: number}} Piece */
/** @typedef {{player: number, unused: number, whole: boolean}} Pass a turn that passed inside a move */

/**
 * @typedef {object} PbPlayer
 * @property {string} seat
 * @property {{[size: string]: number}} supply by size ("1", "2", "3")
 * @property {{[size: string]: number}} on_board by size
 * @property {boolean} ready has set a stack this Sequencing
 * @property {number[] | null} stack what is left of it, pips top first (null: not set, or hidden)
 * @property {boolean} hidden set, but hidden from this viewer
 * @property {number[] | null} chosen the full order set this Sequencing, once visible
 * @property {number[]} spent the pyramids used this Sequencing
 */

/**
 * @typedef {{owner: number, size: number, from: number, to: number | null, size_after: number | null}} Bumped
 */

/**
 * The previous move's effects, by its type; the action entries, `end` and `reveal`
 * carry the turns that passed inside the move (`passes`).
 * @typedef {{player: number, passes?: Pass[]} & (
 *   {type: "sequence"}
 *   | {type: "reveal", stacks: number[][], first: number, why: "top" | "middle" | "tie"}
 *   | {type: "spawn", to: number, size: number}
 *   | {type: "grow", at: number, from_size: number, size: number}
 *   | {type: "slide" | "flip", from: number, to: number, size: number}
 *   | {type: "bump", by: "slide" | "flip", from: number, to: number, size: number, mover_at: number,
 *       effect: "push" | "reduce" | "squish", bumped: Bumped}
 *   | {type: "end", unused: number})} PbLast
 */

/**
 * @typedef {object} PetalBattleView
 * @property {number} petals 10
 * @property {number} opposite 5: petal i faces (i + 5) % 10
 * @property {string[]} seats
 * @property {number | null} viewer
 * @property {(Piece | null)[]} board by petal
 * @property {"sequence" | "play" | "over"} phase
 * @property {number | null} current
 * @property {number} sequencing which Sequencing this is (1-based)
 * @property {number} max_sequencings
 * @property {number | null} round 1-3 within the Sequencing during play
 * @property {number | null} first who goes first in these three rounds
 * @property {number} tiebreak
 * @property {number | null} actions_total the turn's allowance
 * @property {number | null} actions_left
 * @property {boolean} end_turn_early
 * @property {PbPlayer[]} players
 * @property {PbLast | null} last
 * @property {{winners: number[], reason: string, line: number[] | null} | null} result once over
 */

/** @typedef {Omit<import("../../types.js").Snapshot, "view"> & {view: PetalBattleView}} PbSnap */

/** A Petal Battle snapshot's view (the shell hands this renderer its own game's snapshots).
 * @param {import("../../types.js").Snapshot} snap */
export const viewOf = (snap) => /** @type {PetalBattleView} */ (snap.view);
