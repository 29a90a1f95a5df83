// Anthokyklos' view as the engine sends it: the types are web/contract.d.ts's (written
// from py/posy/games/anthokyklos/contract.py), named here for the model and the drawing.
// Nothing is private: everyone's view is the same.

/** @typedef {import("../../contract.js").AnthokyklosView} AnthokyklosView */
/** @typedef {import("../../contract.js").AnthokyklosCard} Card a Pattern card */
/** @typedef {import("../../contract.js").AnthokyklosDisplayCard} DisplayCard with the seat that reserved it */
/** @typedef {import("../../contract.js").AnthokyklosSpace} Space */
/** @typedef {import("../../contract.js").AnthokyklosTile} Tile */
/** @typedef {import("../../contract.js").AnthokyklosPlayer} Player */
/** @typedef {import("../../contract.js").AnthokyklosLastClaim} Claim */

/** @typedef {import("../../types.js").GameSnapshot<"anthokyklos">} AnthokyklosSnap */

/** An Anthokyklos snapshot's view (the shell hands this renderer its own game's snapshots).
 * @param {import("../../types.js").Snapshot} snap */
export const viewOf = (snap) => /** @type {AnthokyklosView} */ (snap.view);
