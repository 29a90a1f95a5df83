// Petals' view as the engine sends it: the types are web/contract.d.ts's (written from
// py/posy/games/petals/contract.py), named here for the model and the drawing. A hand is
// in the view of its own seat alone.

/** @typedef {import("../../contract.js").PetalsView} PetalsView */
/** @typedef {import("../../contract.js").PetalsPlayer} PetalsPlayer */
/** @typedef {import("../../contract.js").PetalsEvent} PetalsEvent what happened since the last decision */

/** @typedef {import("../../types.js").GameSnapshot<"petals">} PetalsSnap */

/** A Petals snapshot's view (the shell hands this renderer its own game's snapshots).
 * @param {import("../../types.js").Snapshot} snap */
export const viewOf = (snap) => /** @type {PetalsView} */ (snap.view);
