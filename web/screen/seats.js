// Who decides each seat (docs/architecture.md, "Seats and devices"): a person on this device,
// the computer, later a friend on another device. The game screen asks a seat's
// controller, never its kind, what to do; the table's mode follows from which seats
// a person on this device decides. No DOM here.

/**
 * Who decides one seat. A new kind (a friend on another device, whose moves arrive by
 * link or data channel) is one more controller: its `start` waits for the friend's
 * move and plays it through `play`, as the computer's does.
 * @typedef {object} SeatController
 * @property {string} kind "person" | "computer" | ...: reported as body[data-turn]
 * @property {boolean} isLocalPerson decided by taps on this device: takes input on its
 *   turns, sees its own secrets (behind a hand-off), may take its moves back
 * @property {(snap: import("../types.js").Snapshot) => void} start its seat is to decide in
 *   `snap` (called for every position shown without hand-offs): begin deciding
 * @property {() => void} cancel stop deciding now (undo, another tab, leaving)
 * @property {boolean} [deciding] it shows its own status while it decides ("… is thinking")
 * @property {boolean} [paused]
 * @property {(paused: boolean) => void} [pause] hold its moves (watching computers play)
 * @property {() => void} [shown] a position reached the screen
 * @property {(snap: import("../types.js").Snapshot) => boolean} [holds] it decides `snap` although
 *   the seat to play is not its own (friends on other devices: a card drawn from the deck takes
 *   every device's share, an absent friend's too, so the game waits for their device)
 */

/** @type {SeatController} */
export const PERSON = Object.freeze({ kind: "person", isLocalPerson: true, start() {}, cancel() {} });

/**
 * The table, from whether each seat is a person on this device.
 * @param {boolean[]} local
 * @returns {{persons: number[], mode: "people" | "solo" | "watch"}}
 */
export function tableOf(local) {
  const persons = local.flatMap((here, seat) => (here ? [seat] : []));
  const mode = persons.length === local.length ? "people" : persons.length === 0 ? "watch" : "solo";
  return { persons, mode };
}

/** Who sits where, from a record's `computers`: a level ("easy" | "medium" | "hard")
 * per computer seat, null per person. */
export function seatsOf(/** @type {(string | null)[] | null | undefined} */ computers, /** @type {number} */ players) {
  const levels = Array.from({ length: players }, (_, i) => computers?.[i] ?? null);
  return { levels, ...tableOf(levels.map((level) => !level)) };
}

/** The seats of one game: a controller per seat, and what the table follows from them. */
export class Seats {
  /**
   * @param {SeatController[]} controllers one per seat (one controller may decide several)
   * @param {(string | null)[]} levels the computers' levels, as a new game asks for them again
   */
  constructor(controllers, levels) {
    this.controllers = controllers;
    this.levels = levels;
    const { persons, mode } = tableOf(controllers.map((c) => c.isLocalPerson));
    this.persons = persons;
    this.mode = mode;
    this.paused = false;
  }

  /**
   * The seats of a record: `computer` decides each seat with a level, a person on this
   * device each other one; in a game with friends on other devices, their controller
   * each seat this device does not decide.
   * @param {(string | null)[]} levels
   * @param {SeatController} computer
   * @param {{seats: number[], friend: SeatController} | null} [remote] in a game with friends on
   *   other devices: this device's seats, and the controller of every other one
   */
  static from(levels, computer, remote = null) {
    const local = (/** @type {string | null} */ level) => (level ? computer : PERSON);
    const controllers = levels.map((level, seat) =>
      remote && !remote.seats.includes(seat) ? remote.friend : local(level),
    );
    return new Seats(controllers, levels);
  }

  /** The controller deciding `seat` when it is not a person on this device, else null. */
  automatic(/** @type {number | null} */ seat) {
    const controller = seat === null || seat === undefined ? null : this.controllers[seat];
    return controller && !controller.isLocalPerson ? controller : null;
  }

  /**
   * The controller deciding `snap`'s position when it is not a person on this device, else
   * null: a controller that holds the position (SeatController.holds: the game waits for
   * it), else the seat to play's.
   */
  decider(/** @type {import("../types.js").Snapshot} */ snap) {
    return this.each.find((c) => c.holds?.(snap)) ?? this.automatic(snap.current);
  }

  /** Every controller once. */
  get each() {
    return [...new Set(this.controllers)];
  }

  /** The position on screen: its decider begins, unless the game is over or paused. */
  start(/** @type {import("../types.js").Snapshot} */ snap) {
    if (snap.over || this.paused) return;
    this.decider(snap)?.start(snap);
  }

  shown() {
    for (const c of this.each) c.shown?.();
  }

  cancel() {
    for (const c of this.each) c.cancel();
  }

  pause(/** @type {boolean} */ paused) {
    this.paused = paused;
    for (const c of this.each) c.pause?.(paused);
  }
}
