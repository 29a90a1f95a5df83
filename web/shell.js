// What the app page and the embed page share: the renderers, the small services
// (web/screen/services.js) and GameView, the game screen. GameView coordinates the
// modules of web/screen/, one job each (web/screen/README.md): opening (open.js), who may
// see what (handoff.js, pure), who decides each seat (deciders.js, seats.js; computer.js),
// play/undo/redo (history.js), saves and other tabs (tabs.js, persistence.js), replay, the
// end (finish.js), pause, resign and the menu (commands.js), the page (frame.js); each made
// and wired to the view in shell_parts.js.
// It knows no rules: legality, scores and views come from the engine; the per-game
// renderer draws the view and reports the move the player chose.
import { overlay } from "./board/dialog.js";
import { hintMarks } from "./screen/hint.js";
import { reviewedCalls } from "./screen/coach.js";
import { RemoteEngine, sessionCall } from "./remote/session.js";
import { facesFar, interactive, publicSteps, showPlan, takeBack, undoOffer } from "./screen/handoff.js";
import { resignedSnap } from "./screen/ending.js";
import { passDevice } from "./screen/pass.js";
import { keepable } from "./screen/kept.js";
import { deciders } from "./screen/deciders.js";
import { toast } from "./screen/services.js";
import { h } from "./ui.js";
import { ScreenState } from "./screen/state.js";
import { againRequest, showEnd } from "./screen/finish.js";
import { openGame } from "./screen/open.js";
import { commandsOf, frameOf, hinterOf, historyOf, replayOf, savesOf } from "./shell_parts.js";

export { overlay };
export { bootProgress, bootState, randomSeed, registerServiceWorker } from "./screen/services.js";
export { setActions, setStatus, showRules, toast } from "./screen/services.js";

export { RENDERERS, loadStyle, openingViewer, prepareRenderer } from "./screen/renderers.js";

// -- the game screen ----------------------------------------------------------------------

/** One game on screen: the coordinator of web/screen/. */
export class GameView {
  /**
   * Open the game screen of the engine's first snapshot (web/screen/open.js).
   * @param {import("./screen/open.js").ScreenParts["engine"]} engine a game with friends on other devices has its
   *   device's (web/remote/session.js)
   * @param {import("./types.js").Snapshot} answer
   * @param {import("./screen/open.js").GameOptions} options
   * @returns {Promise<GameView>}
   */
  static async open(engine, answer, options) {
    // the panel of a game with friends on other devices, with its live links' modules
    // (web/remote/live/): loaded for such a game only, not on a local game's way to its board
    const Panel = engine instanceof RemoteEngine ? (await import("./remote/panel.js")).RemotePanel : null;
    return openGame(engine, answer, options, (parts) => new GameView(parts, Panel));
  }

  /**
   * @param {import("./screen/open.js").ScreenParts} parts
   * @param {typeof import("./remote/panel.js").RemotePanel | null} [Panel] a game with friends' panel
   */
  constructor(parts, Panel = null) {
    const { engine, info, module, answer, root, saveId, saved, embedded, events, onExit, onRestart } = parts;
    const { tutorial = null, kept = null } = parts;
    this.engine = engine;
    this.info = info;
    this.sid = answer.sid ?? ""; // the engine session ("" for a game with friends: its device has none)
    this.embedded = embedded;
    this.events = events;
    this.onExit = onExit;
    this.onRestart = onRestart;
    this.destroyed = false;
    this.shows = 0; // positions shown: past the first, the game was played on this screen
    this.state = new ScreenState();
    this.tutorial = tutorial;
    // with friends on other devices (engine is then a RemoteEngine), a panel above the board says what to send
    const { seats, friends: friend } = deciders(engine, answer, tutorial, {
      call: (name, args) => this.call(name, args),
      play: (move, by) => this.history.play(move, { by }),
    });
    this.seats = seats;
    this.calls = reviewedCalls(sessionCall(engine, () => this.sid), friend);
    this.history = historyOf(this);
    this.frame = frameOf(this, root, { info, module, embedded, kept, friend, hintsOff: answer.record.hints_off });
    // a record opened without its checksum says so as long as it is on screen (issue 24)
    const unchecked = "This game has no checksum: it may have been edited since it was shared.";
    const attrs = { class: "notice unchecked", role: "status", id: "unchecked" };
    if (answer.record.unchecked) this.frame.notice(h("div", attrs, h("p", {}, unchecked)));
    const device = friend && engine instanceof RemoteEngine ? engine : null;
    /** @type {import("./remote/panel.js").RemotePanel | null} */
    this.remote = device && Panel && new Panel({ act: device.act.bind(device), show: (s) => this.show(s), toast });
    if (this.remote) this.frame.notice(this.remote.el);
    /** A suggested move for the person deciding now (web/screen/hint.js). */
    this.hint = hinterOf(this);
    /** @type {import("./screen/coach.js").Marks | null} the reviewed decision the replay shows */
    this.marks = null;
    tutorial?.mount(this.frame.root, saveId);
    this.replay = replayOf(this);
    this.commands = commandsOf(this, { info, embedded, onRestart });
    this.saves = savesOf(this, saveId, saved, device);
  }

  destroy() {
    this.destroyed = true;
    this.frame.destroy();
    this.replay.destroy();
    this.calls.stop();
    this.saves.stop();
    this.seats.cancel();
    this.tutorial?.destroy();
    document.querySelectorAll(".overlay").forEach((n) => n.remove());
    this.call("close", {});
  }

  get names() {
    return this.state.snap.record.names;
  }

  /** A move chosen on this device (a tap, a hint): a tutorial accepts only its step's. */
  personPlay(/** @type {import("./types.js").Move} */ move) {
    return this.tutorial?.refuses(move) ? Promise.resolve(false) : this.history.play(move);
  }

  /** @type {import("./types.js").SessionCall} a call about this game: its engine session's, typed by `Calls` */
  call(name, args) {
    return this.calls.call(name, args); // the review worked out meanwhile waits for it
  }

  /** @returns {import("./screen/handoff.js").Table} */
  table() {
    const { mode, persons } = this.seats;
    const { shownSecrets, holder } = this.state;
    return { mode, persons, secrets: this.info.secrets, shownSecrets, holder };
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

  /** Draw the first of `steps` whose view the engine gives; false (and the error said) when none.
   * @param {import("./types.js").Snapshot} answer
   * @param {import("./screen/handoff.js").Step[]} steps */
  async draw(answer, steps, { waiting = false } = {}) {
    let error = "";
    for (const { viewer, secrets } of steps) {
      const shown = answer.viewer === viewer ? answer : await this.call("view", { viewer });
      if (shown.ok) {
        const mine = this.ended(shown); // as `answer` is already
        this.state.set({ snap: mine, shownSecrets: secrets });
        this.render(mine, { waiting });
        return true;
      }
      error = shown.error ?? "";
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
    const idle = interactive(snap, now);
    this.frame.draw(snap, { names, info, interactive: idle, replaying, back, automatic, waiting });
    this.calls.poke(idle, snap.ply);
    // drawn at once on reopening
    if (!replaying && !state.stale && keepable(snap, info, snap.record)) this.saves.keep(snap);
    const review = replaying && this.marks?.ply === state.replayAt ? this.marks.moves : null; // a reviewed decision
    this.frame.renderer.mark?.(review ?? hintMarks(snap, replaying)); // or a hint's move while its notice is up
    if (snap.over && !replaying && !state.shownResult) this.finish(snap);
  }

  /** The game ended on screen: tell the host page, show the final dialog (web/screen/finish.js). */
  finish(/** @type {import("./types.js").Snapshot} */ snap) {
    const { names, seats, remote } = this;
    this.state.set({ shownResult: true });
    showEnd(snap, {
      names,
      levels: seats.levels,
      here: seats.persons,
      friends: Boolean(remote),
      played: this.shows > 1,
      events: (type, detail) => this.events(type, detail),
      details: (shown) => this.frame.renderer.resultDetails?.(shown, { names }),
      coach: {
        call: (name, args) => this.call(name, args),
        replayAt: (at, note) => this.replay.start(at, note),
        mark: (marks) => (this.marks = marks),
      },
      again: () => this.again(),
      replay: () => this.replay.start(),
      exit: this.embedded ? null : () => this.onExit(),
    });
    this.tutorial?.finished();
  }

  /** A new game with the same players, seats, levels and options, and a new deal. */
  again() {
    this.onRestart?.(againRequest(this.state.snap.record, this.seats.levels));
  }

  /** The page's language changed (app.js): the screen's own words in it, and the position on screen
   * asked of the engine again, which writes its sentences in the language each call carries.
   * The game, its undo and redo, the seats and a game with friends' connection stay as they are. */
  async relanguage() {
    const { state } = this;
    this.frame.relabel();
    this.replay.relabel(); // the screen's own words at once, with the frame's
    this.frame.setPaused(this.seats.paused);
    const snap = state.snap; // there is one from the screen's first show on (GameView.open)
    if (!snap.ok) return;
    const shown = await this.call("view", { viewer: snap.viewer });
    if (this.destroyed || !shown.ok || state.snap !== snap) return; // a move was played meanwhile: drawn anew
    state.set({ snap: this.ended(shown) });
    if (state.replayAt !== null) await this.replay.to(state.replayAt);
    else this.render(state.snap);
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

}
