// Petals' view as the engine sends it (py/posy/games/petals/records.py, view): types
// only, for the model and the drawing. A hand is in the view of its own seat alone.

/** @typedef {import("./text.js").Card} Card */
/** @typedef {import("./count.js").Scoring} Scoring */

/**
 * @typedef {object} PetalsPlayer
 * @property {Card[] | null} hand only in its own seat's view
 * @property {number} hand_count
 * @property {Card | null} pending the card they will place
 * @property {(Card | null)[]} bouquet by cell
 * @property {number} bouquet_score
 * @property {import("./count.js").ScoredBouquet["cells"]} breakdown each cell's value and how it came
 * @property {number} tricks
 * @property {string[]} void the suits they have shown void in
 * @property {number[]} round_scores
 * @property {number} score
 */

/**
 * What happened since the last decision (records.py, event_json), by its "event".
 * @typedef {{event: "play", player: number, card: Card} | {event: "trick", winner: number, cards: Card[]}
 *   | {event: "take", player: number, card: Card, other: Card}
 *   | {event: "place", player: number, cell: number, card: Card}
 *   | {event: "arrange", player: number, order: number[]} | {event: "switch", player: number, from: number, to: number}
 *   | {event: "keep", player: number} | {event: "scored", round: number, points: number[]}
 *   | {event: "deal", round: number, trump: Card, leader: number} | {event: "over", winners: number[]}} PetalsEvent
 */

/**
 * @typedef {object} PetalsView
 * @property {number | null} viewer
 * @property {number} round
 * @property {number} rounds
 * @property {number} trick
 * @property {string} phase "lead", "follow", "take", "place", "arrange", "camellia"...
 * @property {number | null} current
 * @property {{suit: string, card: Card}} trump
 * @property {{leader: number | null, plays: {player: number, card: Card}[]}} table
 * @property {number | null} trick_winner
 * @property {string | null} lead_suit
 * @property {PetalsPlayer[]} players
 * @property {number[]} scores
 * @property {Scoring | null} scoring a round's count, once a round ended
 * @property {PetalsEvent[]} events
 * @property {Card[]} deck every card, for the gallery
 */

/** @typedef {Omit<import("../../types.js").Snapshot, "view"> & {view: PetalsView}} PetalsSnap */

/** A Petals snapshot's view (the shell hands this renderer its own game's snapshots).
 * @param {import("../../types.js").Snapshot} snap */
export const viewOf = (snap) => /** @type {PetalsView} */ (snap.view);
