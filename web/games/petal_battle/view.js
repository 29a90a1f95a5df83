// Petal Battle's view as the engine sends it: the types are web/contract.d.ts's (written
// from py/posy/games/petal_battle/contract.py; the VIEW SCHEMA of the game's docstring),
// named here for the model and the drawing. A stack set in secret is in its own seat's
// view alone until both are set.

/** @typedef {import("../../contract.js").PetalBattleView} PetalBattleView */
/** @typedef {import("../../contract.js").PetalBattlePlayer} PbPlayer */
/** @typedef {import("../../contract.js").PetalBattleLast} PbLast the previous move's effects */
/** @typedef {import("../../contract.js").PetalBattlePass} Pass a turn that passed inside a move */

/** @typedef {import("../../types.js").GameSnapshot<"petal_battle">} PbSnap */

/** A Petal Battle snapshot's view (the shell hands this renderer its own game's snapshots).
 * @param {import("../../types.js").Snapshot} snap */
export const viewOf = (snap) => /** @type {PetalBattleView} */ (snap.view);
