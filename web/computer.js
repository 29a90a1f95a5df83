// The computer's turns on the game screen: the controller of every computer seat
// (web/screen/seats.js, SeatController). The worker thinks in short slices (so
// the engine still answers undo, views and menus in between); this module asks it
// to, shows who is thinking, paces the moves so a person can follow them, and
// cancels at once on undo, a new game or leaving. It knows no rules: the move it
// plays is whatever posy.ai chose, sent through the normal `play` path.
import { reducedMotion } from "./board/motion.js";
import { searchPool, thinkOnCores } from "./search_pool.js";
import { h } from "./ui.js";
import { t } from "./i18n.js";

/** @typedef {import("./screen/seats.js").SeatController} SeatController */

export const PACE_MS = 700; // at least this long between two moves on screen (none under reduced motion)

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
let tokens = 0; // unique across games on this page: the worker remembers cancelled tokens

/** @implements {SeatController} */
export class ComputerTurns {
  /**
   * `call(name, args)` asks the engine about this game (its session);
   * `play(move)` plays the computer's move (resolves when it is on screen);
   * `status(node)` shows the thinking indicator.
   * @param {Pick<import("./engine.js").Engine, "catalog" | "cancel">} engine the levels it reads, the search it stops
   * @param {{call: import("./types.js").SessionCall, levels: (string | null)[], names: string[],
   *   play: (move: import("./types.js").Move) => Promise<unknown>, status: (node: Node) => void}} options
   */
  constructor(engine, { call, levels, names, play, status }) {
    this.kind = "computer";
    this.isLocalPerson = false;
    this.engine = engine;
    this.call = call;
    this.levels = levels;
    this.names = names;
    this.playMove = play;
    this.status = status;
    this.token = ++tokens; // replaced to cancel whatever is in flight
    this.thinking = false;
    this.paused = false;
    this.lastShown = performance.now();
    /** @type {import("./search_pool.js").SearchPool | null} */
    this.pool = null;
  }

  /** @param {number | null} seat @returns {seat is number} */
  isComputer(seat) {
    return seat !== null && seat !== undefined && Boolean(this.levels[seat]);
  }

  /** Its status (who is thinking) is on screen. */
  get deciding() {
    return this.thinking;
  }

  /** A move reached the screen: the next computer move waits PACE_MS from now. */
  shown() {
    this.lastShown = performance.now();
  }

  /** Think and play if the snapshot's player to decide is a computer. */
  async start(/** @type {import("./types.js").Snapshot} */ snap) {
    if (this.paused || snap.over || !this.isComputer(snap.current)) return;
    this.cancel();
    const token = (this.token = ++tokens);
    const seat = snap.current;
    this.thinking = true;
    this.status(h("span", { class: "thinking", role: "status" },
      h("span", { class: "spinner", "aria-hidden": "true" }),
      h("span", { class: "text" }, t("{name} is thinking…", { name: this.names[seat] }))));
    document.body.dataset.thinking = "true";
    const answer = await this.think(snap.ply, token, seat);
    if (token !== this.token) return; // cancelled meanwhile: a newer position rules
    this.thinking = false;
    delete document.body.dataset.thinking;
    if (!answer.ok) {
      if (!answer.cancelled) console.warn("posy computer:", answer.error);
      return;
    }
    // how many workers found this move (a friend game's device searches on one: no `workers`)
    document.body.dataset.searchers = String(("workers" in answer && answer.workers) || 1);
    const wait = reducedMotion() ? 0 : PACE_MS - (performance.now() - this.lastShown);
    if (wait > 0) await sleep(wait);
    if (token !== this.token || this.paused) return;
    await this.playMove(answer.move);
  }

  /** Whether a level searches on every core the device spares (Expert). */
  allCores(/** @type {string | null} */ level) {
    return Boolean(this.engine.catalog?.levels.find((lv) => lv.id === level)?.all_cores);
  }

  /** The search: on several workers for a level that uses them, once their helpers are
   * up (started by the first move asked of such a level; one worker until then). */
  think(/** @type {number} */ ply, /** @type {number} */ token, /** @type {number} */ seat) {
    if (!this.allCores(this.levels[seat])) return this.call("think", { ply, token });
    this.pool = searchPool();
    return thinkOnCores(this.call, this.pool.ready, { ply, token });
  }

  /** Stop thinking now (the workers drop the search after their current slice). */
  cancel() {
    if (this.thinking) {
      this.engine.cancel(this.token);
      this.pool?.cancel(this.token);
    }
    this.token = ++tokens;
    this.thinking = false;
    delete document.body.dataset.thinking;
  }

  pause(/** @type {boolean} */ paused) {
    this.paused = paused;
    if (paused) this.cancel();
  }
}
