// What the game screen holds between two events, in one place: every module reads it,
// and `set` is the only way to change it (so a search for `.set(` finds every write).

/**
 * @typedef {object} ScreenNow
 * @property {import("../types.js").Snapshot | null} snap the position on screen, as the engine drew it for its viewer
 * @property {number | null} shownSecrets whose private view is on screen, null for the public view
 * @property {number | null} holder who has the device (web/screen/handoff.js, Table)
 * @property {boolean} busy a move is on its way to the engine
 * @property {boolean} stale another tab moved this game on
 * @property {number | null} replayAt the ply shown while replaying a finished game
 * @property {boolean} shownResult the final screen was shown for this position
 * @property {number | null} resigned the seat that resigned this game (web/screen/ending.js)
 */

export class ScreenState {
  /** @type {ScreenNow} */
  #now = {
    snap: null,
    shownSecrets: null,
    holder: null,
    busy: false,
    stale: false,
    replayAt: null,
    shownResult: false,
    resigned: null,
  };

  /** Change some of it. @param {Partial<ScreenNow>} patch */
  set(patch) {
    for (const key of Object.keys(patch)) {
      if (!Object.hasOwn(this.#now, key)) throw new Error(`The game screen holds no "${key}".`);
    }
    Object.assign(this.#now, patch);
  }

  /** The position on screen: there is one from the screen's first `show` on (GameView.open). */
  get snap() {
    const snap = this.#now.snap;
    if (!snap) throw new Error("The game screen shows no position yet.");
    return snap;
  }

  get shownSecrets() {
    return this.#now.shownSecrets;
  }
  get holder() {
    return this.#now.holder;
  }
  get busy() {
    return this.#now.busy;
  }
  get stale() {
    return this.#now.stale;
  }
  get replayAt() {
    return this.#now.replayAt;
  }
  get shownResult() {
    return this.#now.shownResult;
  }
  get resigned() {
    return this.#now.resigned;
  }
}
