// Anthokyklos' view as the engine sends it (py/posy/games/anthokyklos/records.py, view):
// types only, for the model and the drawing. Nothing is private: everyone's is the same.

/**
 * A Pattern card (py/posy/games/anthokyklos/cards.py, Card.describe).
 * @typedef {object} Card
 * @property {number} id
 * @property {string} name
 * @property {string} shape
 * @property {string} title
 * @property {number} points
 * @property {string} kind
 * @property {string[]} colours
 * @property {number[][]} cells
 * @property {{count: number, colour: string | null} | null} at_least
 * @property {string} requirement
 * @property {number} wait
 */

/**
 * @typedef {object} Space
 * @property {number} id
 * @property {number} ring 1 (innermost) to 5
 * @property {number} index its place on the ring
 * @property {number} angle
 * @property {string | null} colour the tile placed there
 * @property {boolean} legal a tile may go there now
 * @property {number[]} supports
 */

/**
 * @typedef {object} Tile
 * @property {number} id
 * @property {number} slot
 * @property {number} row
 * @property {number} col
 * @property {string} colour
 * @property {boolean} taken
 * @property {boolean} available nothing rests on it
 * @property {number[]} rests_on
 */

/**
 * @typedef {object} Player
 * @property {number} seat
 * @property {number} score
 * @property {number} card_count
 * @property {Card[]} cards claimed
 * @property {number | null} reserved the card they reserved
 */

/**
 * @typedef {object} Claim
 * @property {number} turn
 * @property {number} player
 * @property {{card: number, cells: number[], scale: number}[]} claims
 */

/**
 * @typedef {object} AnthokyklosView
 * @property {string[]} colours
 * @property {number} rings
 * @property {number} per_ring
 * @property {Space[]} spaces by id
 * @property {{ring: number, usable: boolean, tiles: Tile[]}[]} pyramids
 * @property {(Card & {reserved_by: number | null})[]} display the seat that reserved each, if one did
 * @property {number} deck_count
 * @property {Player[]} players
 * @property {Claim | null} last_claim
 * @property {number} turn
 * @property {number | null} current
 * @property {number[]} scores
 * @property {number[]} winners
 */

/** @typedef {Omit<import("../../types.js").Snapshot, "view"> & {view: AnthokyklosView}} AnthokyklosSnap */

/** An Anthokyklos snapshot's view (the shell hands this renderer its own game's snapshots).
 * @param {import("../../types.js").Snapshot} snap */
export const viewOf = (snap) => /** @type {AnthokyklosView} */ (snap.view);
