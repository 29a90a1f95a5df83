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
import { offerHint } from "./screen/hint.js";
import { coachParts, previews } from "./screen/coach.js";
import { friendSeat } from "./remote/seat.js";
import { RemoteEngine } from "./remote/session.js";
import { watchTargets } from "./reveal.js";
import * as share from "./share.js";
import * as store from "./store.js";
import { Frame } from "./screen/frame.js";
import { facesFar, interactive, publicSteps, showPlan, takeBack, undoOffer } from "./screen/handoff.js";
import { History } from "./screen/history.js";
import { RENDERERS, loadStyle } from "./screen/renderers.js";
import { openMenu } from "./screen/menu.js";
import { resignOffer, resignedSnap } from "./screen/ending.js";
import { passDevice } from "./screen/pass.js";
import { keepable } from "./screen/kept.js";
import { Saves, notifyOn } from "./screen/persistence.js";
import { Replay } from "./screen/replay.js";
import { showResult } from "./screen/result.js";
import { Seats, seatsOf } from "./screen/seats.js";
import { randomSeed, setStatus, toast } from "./screen/services.js";
import { h } from "./ui.js";
import { ScreenState } from "./screen/state.js";

export { overlay };
export {
  bootProgress,
  bootState,
  randomSeed,
  registerServiceWorker,
  setActions,
  setStatus,
  showRules,
  toast,
} from "./screen/services.js";

export { RENDERERS, loadStyle, openingViewer, prepareRenderer } from "./screen/renderers.js";

// -- the game screen ----------------------------------------------------------------------


/**
 * @typedef {object} GameOptions
 * @property {HTMLElement} root
 * @property {string} saveId
 * @property {any} [saved] the save as the caller just read it, or null for a new one (each
 *   spares a read of IndexedDB on the way to the board); left out, it is read here
 * @property {Promise<{destroy: () => void} | null>} [waking] the kept board drawn meanwhile (web/screen/waking.js)
 * @property {boolean} [embedded] no lobby chrome
 * @property {(type: string, detail: any) => void} [events] "move" and "over" (the embed page forwards them)
 * @property {() => void} [onExit]
 * @property {(next: any) => void} [onRestart]
 * @property {boolean} [replay] open straight into the replay (a finished game from the lobby's Recent games)
 * @property {import("./tutorial/coach.js").Tutorial | null} [tutorial] a guided first game: its coach (web/tutorial/)
 */

/** One game on screen: the coordinator of web/screen/. */
export class GameView {
  /**
   * @param {import("./engine.js").Engine | RemoteEngine} engine a game with friends on other devices has its
   *   device's (web/remote/session.js)
   * @param {import("./types.js").Snapshot} answer
   * @param {GameOptions} options
   */
  static async open(
    engine,
    answer,
    {
      root,
      saveId,
      saved: known,
      waking,
      embedded = false,
      events = () => {},
      onExit = () => {},
      onRestart,
      replay = false,
      tutorial = null,
    },
  ) {
    const info = engine.catalog?.games.find((g) => g.id === answer.game);
    if (!info || !Object.hasOwn(RENDERERS, info.id))
      throw new Error(`${info?.title ?? "This game"} cannot be played in this version of Posy yet.`);
    const renderer = RENDERERS[info.id];
    const [module, saved] = await Promise.all([
      renderer(),
      known === undefined ? store.get(saveId) : known,
      loadStyle(info.id),
    ]);
    (await waking)?.destroy(); // replaced in this task: no empty page is painted between
    const view = new GameView({
      engine,
      info,
      module,
      answer,
      root,
      saveId,
      saved,
      embedded,
      events,
      onExit,
      onRestart,
      tutorial,
    });
    // A board is drawn only once its save is on disk, unless there is nothing to lose:
    // a new game before its first move, or the very position this save already holds.
    const held =
      answer.record.moves.length === 0 || (saved && share.canonical(saved.record) === share.canonical(answer.record));
    view.state.set({ resigned: saved?.resigned ?? null });
    // a replay from the lobby: no final dialog first, and no save (Saves skips a replay)
    if (replay) view.state.set({ replayAt: 0, shownResult: true });
    await view.show(answer, { saveFirst: !held });
    if (replay) await view.replay.start();
    else if (saved) await view.saves.otherTabMoved(); // e.g. a lobby's list read before another tab moved on
    return view;
  }

  /**
   * @param {{engine: import("./engine.js").Engine | RemoteEngine, info: import("./types.js").GameInfo,
   *   module: import("./types.js").RendererModule, answer: import("./types.js").Snapshot, root: HTMLElement,
   *   saveId: string, saved: any, embedded: boolean,
   *   events: (type: string, detail: any) => void, onExit: () => void, onRestart?: (next: any) => void,
   *   tutorial?: import("./tutorial/coach.js").Tutorial | null}} parts
   */
  constructor({
    engine,
    info,
    module,
    answer,
    root,
    saveId,
    saved,
    embedded,
    events,
    onExit,
    onRestart,
    tutorial = null,
  }) {
    this.engine = engine;
    this.info = info;
    this.sid = answer.sid;
    this.embedded = embedded;
    this.events = events;
    this.onExit = onExit;
    this.onRestart = onRestart;
    this.destroyed = false;
    this.shows = 0; // positions shown: past the first, the game was played on this screen
    this.state = new ScreenState();
    const { levels } = seatsOf(answer.computers, answer.record.players);
    /** @type {ComputerTurns} */
    const turns = new ComputerTurns(engine, {
      call: (name, args) => this.call(name, args),
      levels,
      names: answer.record.names,
      play: (move) => this.history.play(move, { by: turns }),
      status: (node) => setStatus(node),
    });
    // a game with friends on other devices: their seats wait for their links, and a panel
    // above the board says what to send them (engine is then a RemoteEngine)
    const friend = answer.remote ? friendSeat((node) => setStatus(node)) : null;
    // a tutorial's opponent plays its script's replies first, then hands over to the computer
    this.tutorial = tutorial;
    const computer = tutorial ? tutorial.opponent(turns, (move, by) => this.history.play(move, { by })) : turns;
    this.seats = Seats.from(levels, computer, friend ? { seats: answer.my_seats ?? [], friend } : null);
    this.history = new History({
      state: this.state,
      seats: this.seats,
      table: () => this.table(),
      call: (name, args) => this.call(name, args),
      show: (next) => this.show(next),
      render: (snap) => this.render(snap),
      events: (type, detail) => this.events(type, detail),
    });
    this.frame = new Frame(root, {
      info,
      module,
      embedded,
      watch: this.seats.mode === "watch",
      reveal: watchTargets,
      play: (move) => this.personPlay(move),
      undo: () => this.history.undo(),
      redo: () => this.history.redo(),
      menu: () => this.menu(),
      pause: () => this.togglePause(),
      hint: friend || answer.record.hints_off ? null : () => this.hint(),
      preview: friend ? undefined : (snap) => previews((name, args) => this.call(name, args), snap),
    });
    // a record opened without its checksum says so as long as it is on screen (issue 24)
    if (answer.record.unchecked) {
      this.frame.notice(
        h(
          "div",
          { class: "notice unchecked", role: "status", id: "unchecked" },
          h("p", {}, "This game has no checksum: it may have been edited since it was shared."),
        ),
      );
    }
    /** @type {RemotePanel | null} */
    this.remote = null;
    if (friend && engine instanceof RemoteEngine) {
      const remote = engine;
      this.remote = new RemotePanel({
        act: (name, args) => remote.act(name, args),
        show: (next) => this.show(next),
        toast,
      });
      this.frame.notice(this.remote.el);
    }
    /** @type {import("./screen/coach.js").Marks | null} the reviewed decision the replay shows */
    this.marks = null;
    tutorial?.mount(this.frame.root, saveId);
    this.replay = new Replay({
      bar: this.frame.replayBar,
      state: this.state,
      call: (name, args) => this.call(name, args),
      render: (snap) => this.render(snap),
    });
    this.saves = new Saves(store, saveId, saved, {
      state: this.state,
      call: (name, args) => this.call(name, args),
      toast,
      gone: () => this.destroyed,
      stop: () => this.stopHere(),
      notify: notifyOn(this.frame),
      load: (record) => this.load(record),
      resume: (next) => this.resume(next),
      follow: friend ? (save) => this.follow(save) : null,
    });
  }

  destroy() {
    this.destroyed = true;
    this.frame.destroy();
    this.replay.destroy();
    this.saves.stop();
    this.seats.cancel();
    this.tutorial?.destroy();
    document.querySelectorAll(".overlay").forEach((n) => n.remove());
    this.engine.call("close", { sid: this.sid });
  }

  get names() {
    return this.state.snap.record.names;
  }

  /** A move chosen on this device (a tap, a hint): a tutorial accepts only its step's. */
  personPlay(/** @type {import("./types.js").Move} */ move) {
    return this.tutorial?.refuses(move) ? Promise.resolve(false) : this.history.play(move);
  }

  call(/** @type {string} */ name, args = {}) {
    return this.engine.call(name, { sid: this.sid, ...args });
  }

  /** @returns {import("./screen/handoff.js").Table} */
  table() {
    const { mode, persons } = this.seats;
    return {
      mode,
      persons,
      secrets: this.info.secrets,
      shownSecrets: this.state.shownSecrets,
      holder: this.state.holder,
    };
  }

  /** Show a position the engine answered: saved first, then drawn as handoff.js decides
   * (behind a hand-off screen when the device passes), then its decider begins. */
  async show(/** @type {import("./types.js").Snapshot} */ shown, { saveFirst = true } = {}) {
    const answer = this.ended(shown);
    this.shows++;
    document.querySelector("#hint-notice")?.remove(); // a suggestion is for the position it was made in
    const saving = this.saves.save(answer);
    // not kept (another tab saved first): the screen stays at the position before, and
    // the notice says the move was not kept; it is never shown as played
    if (saveFirst && !(await saving)) return;
    this.state.set({ snap: answer });
    const plan = showPlan(answer, this.table());
    if (plan.handOff !== null) {
      await this.draw(answer, publicSteps(answer), { waiting: true }); // public view only, behind the hand-off screen
      if (!(await this.handOff(plan.handOff))) return; // the previous player took their move back instead
    }
    if (plan.holder !== undefined) this.state.set({ holder: plan.holder });
    if (!(await this.draw(answer, plan.steps))) return;
    this.seats.shown();
    this.tutorial?.show(this.state.snap);
    this.seats.start(this.state.snap);
  }

  /** Draw the first of `steps` whose view the engine gives; false (and the error said) when none. */
  async draw(
    /** @type {import("./types.js").Snapshot} */ answer,
    /** @type {import("./screen/handoff.js").Step[]} */ steps,
    { waiting = false } = {},
  ) {
    let error = "";
    for (const { viewer, secrets } of steps) {
      const mine = answer.viewer === viewer ? answer : this.ended(await this.call("view", { viewer }));
      if (mine.ok) {
        this.state.set({ snap: mine, shownSecrets: secrets });
        this.render(mine, { waiting });
        return true;
      }
      error = mine.error ?? "";
    }
    toast(error);
    return false;
  }

  /** A position as it ends here: the last one of a resigned game is a finished one (ending.js). */
  ended(/** @type {import("./types.js").Snapshot} */ snap) {
    return snap.ok ? resignedSnap(snap, this.state.resigned, snap.record.names) : snap;
  }

  render(/** @type {import("./types.js").Snapshot} */ drawn, { waiting = false } = {}) {
    const snap = this.ended(drawn);
    this.remote?.update(snap);
    const { state, info, names } = this;
    const replaying = state.replayAt !== null;
    const automatic = this.seats.decider(snap);
    const now = { waiting, replaying, stale: state.stale, busy: state.busy, automatic: Boolean(automatic) };
    const back = takeBack(snap, this.table(), waiting || replaying || state.stale);
    this.frame.draw(snap, { names, info, interactive: interactive(snap, now), replaying, back, automatic, waiting });
    // drawn at once on reopening
    if (!replaying && !state.stale && keepable(snap, info, snap.record)) this.saves.keep(snap);
    // a reviewed decision
    this.frame.renderer.mark?.(replaying && this.marks?.ply === state.replayAt ? this.marks.moves : null);
    if (snap.over && !replaying && !state.shownResult) this.finish(snap);
  }

  /** The game ended on screen: tell the host page, show the final dialog. */
  finish(/** @type {import("./types.js").Snapshot} */ snap) {
    const { names, seats } = this;
    this.state.set({ shownResult: true });
    // `played`: it ended on this screen (the lobby's record counts it), not opened finished
    this.events("over", {
      scores: snap.scores,
      winners: snap.winners,
      names,
      record: snap.record,
      levels: seats.levels,
      here: seats.persons,
      reason: snap.end_reason || null,
      remote: Boolean(this.remote),
      played: this.shows > 1,
    });
    // a resigned game's scores are as they stood: the renderer's own final words would not hold
    const details = snap.resigned === undefined ? this.frame.renderer.resultDetails?.(snap, { names }) : null;
    let close = () => {};
    // with friends on other devices: no review, replay or new game here (the device holds the game)
    const friends = Boolean(this.remote);
    const coach = friends
      ? { parts: [], stop: () => {} }
      : coachParts(
          snap,
          names,
          {
            call: (name, args) => this.call(name, args),
            replayAt: (at, note) => this.replay.start(at, note),
            mark: (marks) => (this.marks = marks),
          },
          () => close(),
        );
    close = showResult(snap, {
      names,
      details: details || null,
      coach: coach.parts,
      onClose: coach.stop,
      onAgain: friends ? null : () => this.again(),
      onReplay: friends ? null : () => this.replay.start(),
      onExit: this.embedded ? null : () => this.onExit(),
    });
    this.tutorial?.finished();
  }

  /** A new game with the same players, seats, levels and options, and a new deal. */
  again() {
    const { game, players, options, names } = this.state.snap.record;
    const hintsOff = this.state.snap.record.hints_off;
    this.onRestart?.({
      game,
      players,
      names,
      options,
      computers: this.seats.levels,
      seed: randomSeed(),
      ...(hintsOff ? { hints_off: true } : {}),
    });
  }

  /** End the game now: `seat` resigned (saved with the game, shown on the final screen). */
  async resign(/** @type {number} */ seat) {
    if (this.state.busy) return toast("A move is on its way: resign once it has been played.");
    this.seats.cancel();
    this.state.set({ resigned: seat });
    await this.show(this.state.snap);
  }

  /** The pass-the-device screen; true when `seat` taps in, false when the mover takes their move back. */
  async handOff(/** @type {number} */ seat) {
    const { names, state } = this;
    const mover = undoOffer(state.snap, state.holder);
    const rotate = facesFar(this.frame.tableMode, names.length, seat);
    if ((await passDevice({ name: names[seat], undoBy: mover === null ? null : names[mover], rotate })) === "ready")
      return true;
    this.history.undo();
    return false;
  }

  /** A suggested move for the person deciding now (web/screen/hint.js). */
  hint() {
    return offerHint({
      current: () => this.state.snap,
      call: (name, args) => this.call(name, args),
      notice: (el) => this.frame.notice(el),
      count: (hints) => this.countHints(hints),
      play: (move) => this.personPlay(move),
    });
  }

  /** The hints used per seat, this one counted: into the record on screen, saved at once. */
  countHints(/** @type {number[]} */ hints) {
    const snap = this.state.snap;
    this.state.set({ snap: { ...snap, record: { ...snap.record, hints } } });
    this.saves.save();
  }

  togglePause() {
    const paused = !this.seats.paused;
    this.seats.pause(paused);
    this.frame.setPaused(paused);
    if (!paused) this.seats.start(this.state.snap);
    else this.render(this.state.snap);
  }

  /** The game menu, with what it offers now (no resigning or new game with a friend on
   * another device, whose panel has its own; no hint unless one may be asked). */
  menu() {
    const { frame, state } = this;
    const resign = this.remote || state.stale ? null : resignOffer(state.snap, this.seats.persons, this.names);
    openMenu({
      info: this.info,
      current: () => state.snap,
      tableMode: frame.tableMode,
      onExit: this.embedded ? null : () => this.onExit(),
      onHint: frame.hintOffered ? () => this.hint() : null,
      onNewGame: this.onRestart && !this.remote ? () => this.again() : null,
      resign: resign && { words: resign.words, confirm: () => this.resign(resign.seat) },
      onTableMode: (on) => {
        frame.setTableMode(on);
        this.render(state.snap);
      },
    });
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

  /** A game with a friend that another tab moved on: shown here as it stands there
   * (to its end, if it ended there), and playable here as well. */
  async follow(/** @type {any} */ save) {
    if (!(this.engine instanceof RemoteEngine)) return;
    const answer = await this.engine.adopt(save);
    if (!answer.ok || this.destroyed) return;
    this.seats.cancel();
    this.state.set({ holder: null, shownSecrets: null });
    await this.show(answer);
  }

  async resume(/** @type {import("./types.js").Snapshot} */ answer) {
    this.engine.call("close", { sid: this.sid });
    this.sid = answer.sid;
    this.state.set({ stale: false, holder: null, shownSecrets: null, shownResult: answer.over });
    await this.show(answer);
  }
}
