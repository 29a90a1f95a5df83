// What the app page and the embed page share: the renderers, the small services
// (web/screen/services.js) and GameView, the game screen. GameView coordinates the
// modules of web/screen/, one job each: who may see what (handoff.js, pure), who
// decides each seat (seats.js; computer.js), play/undo/redo (history.js), saves and
// other tabs (persistence.js), replay, the final screen, the menu, the page (frame.js).
// It knows no rules: legality, scores and views come from the engine; the per-game
// renderer draws the view and reports the move the player chose.
import { overlay } from "./board/dialog.js";
import { ComputerTurns } from "./computer.js";
import { RemotePanel } from "./remote/panel.js";
import { hintNotice, suggest } from "./screen/hint.js";
import { coachParts, previews } from "./screen/coach.js";
import { friendSeat } from "./remote/seat.js";
import { watchTargets } from "./reveal.js";
import * as share from "./share.js";
import * as store from "./store.js";
import { Frame } from "./screen/frame.js";
import { facesFar, openingViewer as firstViewer, interactive, publicSteps, showPlan, takeBack, undoOffer } from "./screen/handoff.js";
import { History } from "./screen/history.js";
import { openMenu } from "./screen/menu.js";
import { passDevice } from "./screen/pass.js";
import { Saves, staleNotice } from "./screen/persistence.js";
import { Replay } from "./screen/replay.js";
import { showResult } from "./screen/result.js";
import { Seats, seatsOf } from "./screen/seats.js";
import { randomSeed, setStatus, toast } from "./screen/services.js";
import { h } from "./ui.js";
import { ScreenState } from "./screen/state.js";

export { overlay };
export { bootProgress, bootState, randomSeed, registerServiceWorker, setActions, setStatus, showRules, toast } from "./screen/services.js";

export const RENDERERS = {
  floriado: () => import("./games/floriado/index.js"),
  petal: () => import("./games/petal/index.js"),
  petals: () => import("./games/petals/index.js"),
  petal_battle: () => import("./games/petal_battle/index.js"),
  anthokyklos: () => import("./games/anthokyklos/index.js"),
};

/**
 * Fetch a game's renderer and stylesheet ahead of need (each loads once), so that its
 * board is drawn the moment the engine answers: while Python boots, not after.
 */
export function prepareRenderer(/** @type {string} */ id) {
  if (typeof id !== "string" || !Object.hasOwn(RENDERERS, id)) return;
  RENDERERS[id]().catch(() => {}); // GameView.open reports a failure
  loadStyle(id);
}

/**
 * The viewer a game's first screen shows, so that the engine's first answer can be
 * drawn as it is: the one person playing computers, everyone's view in a game without
 * secrets, the public view otherwise (a hand-off comes first) and when computers
 * play each other. What GameView.show would otherwise ask the engine for again.
 * @param {import("./types.js").GameInfo} info
 * @param {(string | null)[] | null | undefined} computers
 * @param {number | null | undefined} players
 */
export function openingViewer(info, computers, players) {
  return firstViewer({ ...seatsOf(computers, players || computers?.length || info.min_players), secrets: info.secrets });
}

/** The game's own stylesheet, loaded once; resolves when it applies (or failed). */
export function loadStyle(/** @type {string} */ id) {
  const existing = /** @type {any} */ (document.querySelector(`link[data-game-style="${id}"]`));
  if (existing) return existing.loaded;
  const link = /** @type {any} */ (h("link", { rel: "stylesheet", href: new URL(`./games/${id}/style.css`, import.meta.url).href, "data-game-style": id }));
  link.loaded = new Promise((resolve) => {
    link.onload = resolve;
    link.onerror = resolve;
  });
  document.head.append(link);
  return link.loaded;
}

// -- the game screen ----------------------------------------------------------------------

/**
 * @typedef {object} GameOptions
 * @property {HTMLElement} root
 * @property {string} saveId
 * @property {any} [saved] the save as the caller just read it, or null for a new one (each
 *   spares a read of IndexedDB on the way to the board); left out, it is read here
 * @property {boolean} [embedded] no lobby chrome
 * @property {(type: string, detail: any) => void} [events] "move" and "over" (the embed page forwards them)
 * @property {() => void} [onExit]
 * @property {(next: any) => void} [onRestart]
 */

/** One game on screen: the coordinator of web/screen/. */
export class GameView {
  /**
   * @param {import("./engine.js").Engine & {catalog: any}} engine
   * @param {import("./types.js").Snapshot} answer
   * @param {GameOptions} options
   */
  static async open(engine, answer, { root, saveId, saved: known, embedded = false, events = () => {}, onExit = () => {}, onRestart }) {
    const info = engine.catalog.games.find((/** @type {any} */ g) => g.id === answer.game);
    const renderer = RENDERERS[info.id];
    if (!renderer) throw new Error(`${info.title} cannot be played in this version of Posy yet.`);
    const [module, saved] = await Promise.all([renderer(), known === undefined ? store.get(saveId) : known, loadStyle(info.id)]);
    const view = new GameView({ engine, info, module, answer, root, saveId, rev: saved?.rev, embedded, events, onExit, onRestart });
    // A board is drawn only once its save is on disk, unless there is nothing to lose:
    // a new game before its first move, or the very position this save already holds.
    const held = answer.record.moves.length === 0 || (saved && share.canonical(saved.record) === share.canonical(answer.record));
    await view.show(answer, { saveFirst: !held });
    return view;
  }

  /**
   * @param {{engine: import("./engine.js").Engine, info: import("./types.js").GameInfo, module: import("./types.js").RendererModule,
   *   answer: import("./types.js").Snapshot, root: HTMLElement, saveId: string, rev: number | undefined, embedded: boolean,
   *   events: (type: string, detail: any) => void, onExit: () => void, onRestart?: (next: any) => void}} parts
   */
  constructor({ engine, info, module, answer, root, saveId, rev, embedded, events, onExit, onRestart }) {
    this.engine = engine;
    this.info = info;
    this.sid = answer.sid;
    this.embedded = embedded;
    this.events = events;
    this.onExit = onExit;
    this.onRestart = onRestart;
    this.destroyed = false;
    this.state = new ScreenState();
    const { levels } = seatsOf(answer.computers, answer.record.players);
    const turns = new ComputerTurns(engine, { call: (name, args) => this.call(name, args), levels, names: answer.record.names,
      play: (move) => this.history.play(move, { by: turns }), status: (node) => setStatus(node) });
    // a game with friends on other devices: their seats wait for their links, and a panel
    // above the board says what to send them (engine is then a RemoteEngine)
    const friend = answer.remote ? friendSeat((node) => setStatus(node)) : null;
    this.seats = Seats.from(levels, turns, friend ? { seats: answer.my_seats, friend } : null);
    this.history = new History(this);
    this.frame = new Frame(root, { info, module, embedded, watch: this.seats.mode === "watch", reveal: watchTargets,
      play: (move) => this.history.play(move), undo: () => this.history.undo(), redo: () => this.history.redo(),
      menu: () => this.menu(), pause: () => this.togglePause(), hint: friend || answer.record.hints_off ? null : () => this.hint(),
      preview: friend ? undefined : (snap) => previews((name, args) => this.call(name, args), snap) });
    // a record opened without its checksum says so as long as it is on screen (issue 24)
    if (answer.record.unchecked) {
      this.frame.notice(h("div", { class: "notice unchecked", role: "status", id: "unchecked" },
        h("p", {}, "This game has no checksum: it may have been edited since it was shared.")));
    }
    /** @type {RemotePanel | null} */
    this.remote = null;
    if (friend) {
      const remote = /** @type {import("./remote/session.js").RemoteEngine} */ (/** @type {unknown} */ (engine));
      this.remote = new RemotePanel({ act: (name, args) => remote.act(name, args), show: (next) => this.show(next), toast });
      this.frame.notice(this.remote.el);
    }
    /** @type {import("./screen/coach.js").Marks | null} the reviewed decision the replay shows */
    this.marks = null;
    this.replay = new Replay({ bar: this.frame.replayBar, state: this.state, call: (name, args) => this.call(name, args), render: (snap) => this.render(snap) });
    this.saves = new Saves(store, saveId, rev, { state: this.state, call: (name, args) => this.call(name, args), toast, gone: () => this.destroyed,
      stop: () => this.stopHere(), notify: (onLoad) => this.frame.notice(staleNotice(onLoad)), load: (record) => this.load(record), resume: (next) => this.resume(next) });
  }

  destroy() {
    this.destroyed = true;
    this.frame.destroy();
    this.saves.stop();
    this.seats.cancel();
    document.querySelectorAll(".overlay").forEach((n) => n.remove());
    this.engine.call("close", { sid: this.sid });
  }

  get names() {
    return this.state.snap.record.names;
  }

  call(/** @type {string} */ name, args = {}) {
    return this.engine.call(name, { sid: this.sid, ...args });
  }

  /** @returns {import("./screen/handoff.js").Table} */
  table() {
    const { mode, persons } = this.seats;
    return { mode, persons, secrets: this.info.secrets, shownSecrets: this.state.shownSecrets, holder: this.state.holder };
  }

  /** Show a position the engine answered: saved first, then drawn as handoff.js decides
   * (behind a hand-off screen when the device passes), then its decider begins. */
  async show(/** @type {import("./types.js").Snapshot} */ answer, { saveFirst = true } = {}) {
    this.state.set({ snap: answer });
    document.querySelector("#hint-notice")?.remove(); // a suggestion is for the position it was made in
    const saving = this.saves.save();
    if (saveFirst) await saving;
    const plan = showPlan(answer, this.table());
    if (plan.handOff !== null) {
      await this.draw(answer, publicSteps(answer), { waiting: true }); // public view only, behind the hand-off screen
      if (!(await this.handOff(plan.handOff))) return; // the previous player took their move back instead
    }
    if (plan.holder !== undefined) this.state.set({ holder: plan.holder });
    if (!(await this.draw(answer, plan.steps))) return;
    this.seats.shown();
    this.seats.start(this.state.snap);
  }

  /** Draw the first of `steps` whose view the engine gives; false (and the error said) when none. */
  async draw(/** @type {import("./types.js").Snapshot} */ answer, /** @type {import("./screen/handoff.js").Step[]} */ steps, { waiting = false } = {}) {
    let error = "";
    for (const { viewer, secrets } of steps) {
      const mine = answer.viewer === viewer ? answer : await this.call("view", { viewer });
      if (mine.ok) {
        this.state.set({ snap: mine, shownSecrets: secrets });
        this.render(mine, { waiting });
        return true;
      }
      error = mine.error;
    }
    toast(error);
    return false;
  }

  render(/** @type {import("./types.js").Snapshot} */ snap, { waiting = false } = {}) {
    this.remote?.update(snap);
    const { state, info, names } = this;
    const replaying = state.replayAt !== null;
    const automatic = this.seats.automatic(snap.current);
    const now = { waiting, replaying, stale: state.stale, busy: state.busy, automatic: Boolean(automatic) };
    const back = takeBack(snap, this.table(), waiting || replaying || state.stale);
    this.frame.draw(snap, { names, info, interactive: interactive(snap, now), replaying, back, automatic });
    this.frame.renderer.mark?.(replaying && this.marks?.ply === state.replayAt ? this.marks.moves : null); // a reviewed decision
    if (snap.over && !replaying && !state.shownResult) this.finish(snap);
  }

  /** The game ended on screen: tell the host page, show the final dialog. */
  finish(/** @type {import("./types.js").Snapshot} */ snap) {
    const { names, seats } = this;
    const { game, players, options } = snap.record;
    this.state.set({ shownResult: true });
    this.events("over", { scores: snap.scores, winners: snap.winners, names, record: snap.record });
    let close = () => {};
    const coach = coachParts(snap, names, { call: (name, args) => this.call(name, args), replayAt: (at, note) => this.replay.start(at, note),
      mark: (marks) => (this.marks = marks) }, () => close());
    close = showResult(snap, { names, details: this.frame.renderer.resultDetails?.(snap, { names }) || null, coach: coach.parts, onClose: coach.stop,
      onAgain: () => this.onRestart?.({ game, players, names: snap.record.names, options, computers: seats.levels, seed: randomSeed(), hints_off: snap.record.hints_off }),
      onReplay: () => this.replay.start(), onExit: this.embedded ? null : () => this.onExit() });
  }

  /** The pass-the-device screen; true when `seat` taps in, false when the mover takes their move back. */
  async handOff(/** @type {number} */ seat) {
    const { names, state } = this;
    const mover = undoOffer(state.snap, state.holder);
    const rotate = facesFar(this.frame.tableMode, names.length, seat);
    if ((await passDevice({ name: names[seat], undoBy: mover === null ? null : names[mover], rotate })) === "ready") return true;
    this.history.undo();
    return false;
  }

  /** A suggested move for the person deciding now (posy.coach: Hard's search from that
   * seat's own information), shown above the board with a button to play it. */
  async hint() {
    const snap = this.state.snap;
    const answer = await suggest((name, args) => this.call(name, args), snap);
    if (!answer || this.state.snap !== snap) return; // the position moved on meanwhile
    snap.record.hints = answer.hints; // counted in the save at once, not only with the next move
    this.saves.save();
    this.frame.notice(hintNotice(answer, () => this.history.play(answer.move)));
  }

  togglePause() {
    const paused = !this.seats.paused;
    this.seats.pause(paused);
    this.frame.setPaused(paused);
    if (!paused) this.seats.start(this.state.snap);
    else this.render(this.state.snap);
  }

  menu() {
    const hint = this.frame.hintBtn && !this.frame.hintBtn.disabled ? () => this.hint() : null;
    openMenu({ info: this.info, current: () => this.state.snap, tableMode: this.frame.tableMode, onExit: this.embedded ? null : () => this.onExit(), onHint: hint,
      onTableMode: (on) => {
        this.frame.setTableMode(on);
        this.render(this.state.snap);
      } });
  }

  // -- another tab moved this game on (persistence.js) -------------------------------------

  stopHere() {
    this.state.set({ stale: true });
    this.seats.cancel();
    this.render(this.state.snap);
  }

  async load(/** @type {import("./types.js").GameRecord} */ record) {
    const answer = await this.engine.call("load", { record, viewer: null });
    if (answer.ok) return answer;
    toast(answer.error);
    return null;
  }

  async resume(/** @type {import("./types.js").Snapshot} */ answer) {
    this.engine.call("close", { sid: this.sid });
    this.sid = answer.sid;
    this.state.set({ stale: false, holder: null, shownSecrets: null, shownResult: answer.over });
    await this.show(answer);
  }
}
