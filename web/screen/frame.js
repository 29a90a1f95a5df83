// The game screen's page: the board and the players' panels (the renderer's), the move
// log, the notices and replay bar above the board, the action buttons; and drawing one
// snapshot into it. What to draw and who may act are decided by the caller.
import { t } from "../i18n.js";
import { h, icon } from "../ui.js";
import { facesFar } from "./handoff.js";
import { replayLine } from "./replay.js";
import { resultText } from "./result.js";
import { setActions, setStatus, showRules } from "./services.js";

/**
 * The status line's text, or null to leave the computer's own indicator up.
 * @param {import("../types.js").Snapshot} snap
 * @param {{names: string[], replaying: boolean, automatic: import("./seats.js").SeatController | null,
 *   own: () => string | null | undefined}} now
 *   `automatic`: the controller deciding now when not a person here; `own`: the renderer's text
 */
export function statusLine(snap, { names, replaying, automatic, own }) {
  if (replaying) return replayLine(snap, names);
  if (snap.over) return resultText(snap, names);
  if (automatic?.deciding) return null; // the thinking indicator stays up
  const mover = snap.current === null ? "" : names[snap.current];
  if (automatic?.paused) return t("Paused: {name} to play", { name: mover });
  const mine = own();
  if (mine) return mine; // the renderer says it itself (Petal Battle's passes)
  // what the rules hold on their own ("Gray cannot pick any more flowers: White plays on alone.")
  if (snap.status_note)
    // Translators: {note} is what the rules say of the position, a sentence ("Gray cannot pick any more flowers.")
    return t("{note} {name} to play", { note: snap.status_note, name: mover });
  // Translators: the status line: whose turn it is
  return t("{name} to play", { name: mover });
}

/** The hint button's accessible name, its visible word first in every language. */
const hintName = () =>
  // Translators: the Hint button's accessible name; {hint} is the button's word ("Hint"): keep it first
  t("{hint}: suggest a move", { hint: t("Hint") });

const button = (
  /** @type {string} */ id,
  /** @type {string} */ label,
  /** @type {() => void} */ onclick,
  /** @type {object} */ extra = {},
  look = id, // the icon's name
) => {
  const word = h("span", { class: "label" }, label);
  return h("button", { class: "btn", type: "button", id, onclick, ...extra }, icon(look), word);
};

/**
 * @typedef {object} FrameOptions
 * @property {import("../types.js").GameInfo} info
 * @property {import("../types.js").RendererModule} module
 * @property {boolean} embedded
 * @property {boolean} watch computers play each other (a pause button instead of undo/redo)
 * @property {(move: any) => Promise<boolean>} play
 * @property {() => void} undo
 * @property {() => void} redo
 * @property {() => void} menu
 * @property {() => void} pause
 * @property {(() => void) | null} [hint]
 * @property {import("../types.js").Hooks["preview"]} [preview]
 * @property {(root: HTMLElement) => {schedule: () => void, stop: () => void}} reveal web/reveal.js's
 *   watchTargets, handed in by shell.js (build.py's modulepreload list follows "./" imports only, so the
 *   top-level modules are imported from there)
 * @property {boolean} [kept] draws a kept view while the engine wakes up (waking.js)
 */

export class Frame {
  /**
   * @param {HTMLElement} root
   * @param {FrameOptions} options
   */
  constructor(root, options) {
    const { info, module, reveal, kept = false } = options;
    /** Draws a kept view while the engine wakes up (waking.js): no position is in play yet. */
    this.kept = kept;
    /** Table mode: the far player's panel, and the board on their turn, face them (the menu's checkbox). */
    this.tableMode = localStorage.getItem("posy:table-mode") === "1";
    /** The pending frame that scrolls the log (scrollLog), 0 for none. */
    this.logScroll = 0;
    this.info = info;
    /** @type {FrameOptions} the options of the screen drawing now (relabel binds them again) */
    this.options = options;
    this.board = h("div", { class: `board game-${info.id}` });
    // focusable, so the panels scroll by keyboard where they scroll in their own box (fit-screen)
    this.panels = h("section", { class: "panels", tabindex: "0" });
    // focusable, so the log scrolls by keyboard too
    this.log = h("ol", { tabindex: "0" });
    this.replayBar = h("div", { class: "replay", hidden: true });
    this.logBox = h("section", { class: "log" }, h("h2", {}), this.log);
    this.title = h("h1", { class: "sr-only" }); // the page's heading, for screen readers
    // notices and the replay bar sit above the board, in one box of their own (the hint row first: bind)
    this.top = h("div", { class: "game-top" }, this.replayBar);
    // A heading for each region, so the board's and the panels' own headings (h3) follow an
    // h2 (axe heading-order); out of the flow (sr-only is absolute), so the grid is unchanged.
    this.headings = [h("h2", { class: "sr-only" }), h("h2", { class: "sr-only" })];
    this.root = h(
      "div",
      { class: `game${this.tableMode ? " table-mode" : ""}` },
      this.title,
      this.top,
      this.headings[0],
      this.board,
      this.headings[1],
      this.panels,
      this.logBox,
    );
    this.words();
    root.replaceChildren(this.root);
    // A game opens at its top, wherever the lobby was scrolled; once (adopt, relabel: where the
    // player scrolled), in the frame before the first paint (now: a layout of a half-built screen)
    if (!options.embedded) requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: "instant" }));
    // A renderer that draws within its board box (module.fitsScreen) gets a game screen
    // exactly one screen tall at tablet and desktop sizes (style.css, "fit").
    document.documentElement.classList.toggle("fit-screen", Boolean(module.fitsScreen));
    this.targets = reveal(this.root);
    /** What the renderer's hooks call: bind points them at the screen drawing now (a kept board's
     * frame is taken over by the game screen that replaces it: adopt). */
    this.hooks = { play: options.play, preview: options.preview };
    const preview = options.preview || kept ? this.previewHook() : undefined;
    this.renderer = module.mount(this.board, this.panels, {
      play: (move) => this.hooks.play(move),
      announce: (text) => setStatus(h("span", { class: "text" }, text)),
      preview,
    });
    /** The action buttons and the hint button's row, of the screen drawing now. */
    this.buttons = this.bind(options);
  }

  /** The frame's own words, in the page's language (at first, and when it changes: relabel). */
  words() {
    this.panels.setAttribute("aria-label", t("Players"));
    this.log.setAttribute("aria-label", t("Moves so far"));
    this.logBox.setAttribute("aria-label", t("Move log"));
    /** @type {HTMLElement} */ (this.logBox.firstElementChild).textContent = t("Moves");
    this.title.textContent = t(this.info.title);
    this.headings[0].textContent = t("Board");
    this.headings[1].textContent = t("Players");
  }

  /** The page's language changed: the frame's words and buttons in it (the caller draws the position again). */
  relabel() {
    this.words();
    this.buttons = this.bind(this.options);
  }

  /**
   * The game screen's frame: `kept`, a kept board's, taken over (adopt), else a new one
   * (and `kept` taken down).
   * @param {HTMLElement} root
   * @param {FrameOptions} options
   * @param {Frame | null} [kept]
   */
  static open(root, options, kept = null) {
    if (kept?.adopt(root, options)) return kept;
    kept?.destroy();
    return new Frame(root, options);
  }

  /** The renderer's preview hook, asking the screen drawing now (none: no previews). */
  previewHook() {
    return (/** @type {import("../types.js").Snapshot} */ snap) =>
      this.hooks.preview ? this.hooks.preview(snap) : Promise.resolve(null);
  }

  /**
   * Take over this frame, a kept board's (waking.js), for the game screen of the same game:
   * its board, panels and log stay and the next draw updates them in place, instead of a
   * second build, layout and paint of the whole page once the engine answers (most of a
   * reopened game's main-thread work, docs/benchmarks.md); the buttons and the renderer's
   * hooks become `options`'.
   * @param {HTMLElement} root where the screen is drawn
   * @param {FrameOptions} options
   * @returns {boolean} false when it cannot be taken over (another game, or no longer on
   *   screen): the caller makes a new frame
   */
  adopt(root, options) {
    if (!this.kept || this.root.parentNode !== root || this.info.id !== options.info.id) return false;
    this.board.inert = false;
    this.panels.inert = false;
    this.options = options;
    this.buttons = this.bind(options);
    return true;
  }

  /**
   * Point the renderer's hooks at the screen drawing now and make its buttons (the
   * constructor, adopt); returns the buttons.
   * @param {FrameOptions} options
   */
  bind({ watch, play, undo, redo, menu, pause, hint = null, preview, kept = false, info }) {
    this.kept = kept;
    this.hooks = { play, preview };
    // "Suggest a move": the Hard computer's choice from the deciding person's own seat. In
    // the top bar, and on a phone (whose top bar keeps its room for whose turn it is) in a
    // row of its own above the board: a button with its word at every size (style.css).
    const hintButton = (/** @type {string} */ id) =>
      hint ? button(id, t("Hint"), hint, { "aria-label": hintName() }, "hint") : null;
    const hintBtn = hintButton("hint");
    const hintHere = hintButton("hint-here");
    const row = hintHere && h("div", { class: "hint-row" }, hintHere);
    const before = this.buttons?.row;
    // the kept board's row is replaced in place (the same size: nothing below it moves)
    if (before && row) before.replaceWith(row);
    else if (row) this.top.prepend(row);
    else before?.remove();
    const undoBtn = button("undo", t("Undo"), undo);
    const redoBtn = button("redo", t("Redo"), redo);
    const rulesBtn = button("rules", t("Rules"), () => showRules(info));
    const menuBtn = button("menu", t("Menu"), menu, { "aria-haspopup": "dialog" });
    const pauseBtn = watch ? button("pause", t("Pause"), pause) : null;
    if (pauseBtn) setActions(pauseBtn, rulesBtn, menuBtn);
    if (!watch) setActions(...[undoBtn, redoBtn, hintBtn, rulesBtn, menuBtn].filter((b) => b !== null));
    return { undo: undoBtn, redo: redoBtn, menu: menuBtn, pause: pauseBtn, hint: hintBtn, hintHere, row };
  }

  /** Whether a hint may be asked now: the game offers them and a person here decides. */
  get hintOffered() {
    const { hint } = this.buttons;
    return Boolean(hint && !hint.disabled);
  }

  /**
   * Draw a snapshot.
   * @param {import("../types.js").Snapshot} snap
   * @param {{names: string[], info: import("../types.js").GameInfo, interactive: boolean, replaying: boolean,
   *   back: {undo: boolean, redo: boolean}, automatic: import("./seats.js").SeatController | null,
   *   waiting?: boolean}} now
   */
  draw(snap, { names, info, interactive, replaying, back, automatic, waiting = false }) {
    const replayed = replaying ? replayLine(snap, names) : null;
    this.renderer.update(snap, {
      names,
      info,
      interactive,
      viewer: snap.viewer,
      replaying,
      replayLine: replayed,
      waiting,
    });
    // table mode: on the far player's turn, the board (their hand, their prompts) turns to them
    this.board.classList.toggle("facing-far", facesFar(this.tableMode, names.length, snap.current) && interactive);
    this.log.replaceChildren(...snap.log.map((line) => h("li", {}, line)));
    this.scrollLog();
    const { undo, redo, hint, hintHere } = this.buttons;
    undo.disabled = !back.undo;
    for (const btn of [hint, hintHere]) if (btn) btn.disabled = !interactive;
    redo.disabled = !back.redo;
    this.panels.querySelectorAll(":scope > *").forEach((panel, seat) => panel.setAttribute("data-seat", String(seat)));
    const text = statusLine(snap, { names, replaying, automatic, own: () => this.renderer.status?.(snap, { names }) });
    if (text !== null) setStatus(h("span", { class: "text" }, text));
    if (this.kept) return; // tests and the benchmark wait for body[data-ply]: a board that takes input
    if (interactive && snap.ply > 0) this.targets.schedule(); // a game still opens at its top
    document.body.dataset.ply = String(snap.ply);
    // the benchmark's "board drawn"
    if (!performance.getEntriesByName("posy-board").length) performance.mark("posy-board");
    document.body.dataset.over = String(snap.over);
    document.body.dataset.turn = snap.over ? "over" : automatic ? automatic.kind : "person";
  }

  /** The log at its latest line, once laid out: reading its height now would force a
   * layout of the screen being drawn, and again after every change that follows. */
  scrollLog() {
    if (this.logScroll) return;
    this.logScroll = requestAnimationFrame(() => {
      this.logScroll = 0;
      this.log.scrollTop = this.log.scrollHeight;
    });
  }

  /** A notice above the board (another tab moved the game on); returns what takes it down. */
  notice(/** @type {HTMLElement} */ bar) {
    const { row } = this.buttons;
    if (row) row.after(bar);
    else this.top.prepend(bar);
    return () => bar.remove();
  }

  setTableMode(/** @type {boolean} */ on) {
    this.tableMode = on;
    localStorage.setItem("posy:table-mode", on ? "1" : "0");
    this.root.classList.toggle("table-mode", on);
  }

  setPaused(/** @type {boolean} */ paused) {
    const { pause } = this.buttons;
    const label = pause?.querySelector(".label");
    if (label) label.textContent = paused ? t("Resume") : t("Pause");
    pause?.querySelector(".icon")?.replaceWith(icon(paused ? "play" : "pause"));
  }

  destroy() {
    cancelAnimationFrame(this.logScroll);
    delete document.body.dataset.ply; // no board on screen (tests wait for the next one)
    document.documentElement.classList.remove("fit-screen");
    this.targets.stop();
    this.renderer.destroy?.();
  }
}
