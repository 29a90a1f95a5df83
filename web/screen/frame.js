// The game screen's page: the board and the players' panels (the renderer's), the move
// log, the notices and replay bar above the board, the action buttons; and drawing one
// snapshot into it. What to draw and who may act are decided by the caller.
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
  if (automatic?.paused) return `Paused: ${mover} to play`;
  const mine = own();
  if (mine) return mine; // the renderer says it itself (Petal Battle's passes)
  // what the rules hold on their own ("Gray cannot pick any more flowers: White plays on alone.")
  const line = `${mover} to play`;
  return snap.status_note ? `${snap.status_note} ${line}` : line;
}

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

export class Frame {
  /**
   * @param {HTMLElement} root
   * @param {{info: import("../types.js").GameInfo, module: import("../types.js").RendererModule, embedded: boolean,
   *   watch: boolean, play: (move: any) => Promise<boolean>,
   *   undo: () => void, redo: () => void, menu: () => void, pause: () => void, hint?: (() => void) | null,
   *   preview?: import("../types.js").Hooks["preview"],
   *   reveal: (root: HTMLElement) => {schedule: () => void, stop: () => void}, kept?: boolean}} options
   *   `watch`: computers play each other (a pause button instead of undo/redo); `reveal`:
   *   web/reveal.js's watchTargets, handed in by shell.js (build.py's modulepreload list
   *   follows "./" imports only, so the top-level modules are imported from there)
   */
  constructor(
    root,
    { info, module, embedded, watch, play, undo, redo, menu, pause, reveal, hint = null, kept = false, preview },
  ) {
    /** Draws a kept view while the engine wakes up (waking.js): no position is in play yet. */
    this.kept = kept;
    /** Table mode: the far player's panel, and the board on their turn, face them (the menu's checkbox). */
    this.tableMode = localStorage.getItem("posy:table-mode") === "1";
    /** The pending frame that scrolls the log (scrollLog), 0 for none. */
    this.logScroll = 0;
    this.board = h("div", { class: `board game-${info.id}` });
    // focusable, so the panels scroll by keyboard where they scroll in their own box (fit-screen)
    this.panels = h("section", { class: "panels", "aria-label": "Players", tabindex: "0" });
    // focusable, so the log scrolls by keyboard too
    this.log = h("ol", { tabindex: "0", "aria-label": "Moves so far" });
    this.replayBar = h("div", { class: "replay", hidden: true });
    const logBox = h("section", { class: "log", "aria-label": "Move log" }, h("h2", {}, "Moves"), this.log);
    const title = h("h1", { class: "sr-only" }, info.title); // the page's heading, for screen readers
    // "Suggest a move": the Hard computer's choice from the deciding person's own seat. In
    // the top bar, and on a phone (whose top bar keeps its room for whose turn it is) in a
    // row of its own above the board: a button with its word at every size (style.css).
    const hintButton = (/** @type {string} */ id) =>
      hint ? button(id, "Hint", hint, { "aria-label": "Hint: suggest a move" }, "hint") : null;
    this.hintBtn = hintButton("hint");
    this.hintHere = hintButton("hint-here");
    this.hintRow = this.hintHere && h("div", { class: "hint-row" }, this.hintHere);
    // notices and the replay bar sit above the board, in one box of their own
    this.top = h("div", { class: "game-top" }, this.hintRow, this.replayBar);
    // A heading for each region, so the board's and the panels' own headings (h3) follow an
    // h2 (axe heading-order); out of the flow (sr-only is absolute), so the grid is unchanged.
    const heading = (/** @type {string} */ text) => h("h2", { class: "sr-only" }, text);
    this.root = h(
      "div",
      { class: `game${this.tableMode ? " table-mode" : ""}` },
      title,
      this.top,
      heading("Board"),
      this.board,
      heading("Players"),
      this.panels,
      logBox,
    );
    root.replaceChildren(this.root);
    // A renderer that draws within its board box (module.fitsScreen) gets a game screen
    // exactly one screen tall at tablet and desktop sizes (style.css, "fit").
    document.documentElement.classList.toggle("fit-screen", Boolean(module.fitsScreen));
    this.targets = reveal(this.root);
    // A game opens at its top (status, hint and board), wherever the lobby was scrolled.
    // (in the frame before the first paint: scrolling now would force a layout of a half-built screen)
    if (!embedded) requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: "instant" }));
    this.renderer = module.mount(this.board, this.panels, {
      play,
      announce: (text) => setStatus(h("span", { class: "text" }, text)),
      preview,
    });
    this.undoBtn = button("undo", "Undo", undo);
    this.redoBtn = button("redo", "Redo", redo);
    const rulesBtn = button("rules", "Rules", () => showRules(info));
    const menuBtn = button("menu", "Menu", menu, { "aria-haspopup": "dialog" });
    this.menuBtn = menuBtn;
    const pauseBtn = watch ? button("pause", "Pause", pause) : null;
    this.pauseBtn = pauseBtn;
    if (pauseBtn) setActions(pauseBtn, rulesBtn, menuBtn);
    if (!watch) setActions(...[this.undoBtn, this.redoBtn, this.hintBtn, rulesBtn, menuBtn].filter((b) => b !== null));
  }

  /** Whether a hint may be asked now: the game offers them and a person here decides. */
  get hintOffered() {
    return Boolean(this.hintBtn && !this.hintBtn.disabled);
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
    this.undoBtn.disabled = !back.undo;
    for (const btn of [this.hintBtn, this.hintHere]) if (btn) btn.disabled = !interactive;
    this.redoBtn.disabled = !back.redo;
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
    if (this.hintRow) this.hintRow.after(bar);
    else this.top.prepend(bar);
    return () => bar.remove();
  }

  setTableMode(/** @type {boolean} */ on) {
    this.tableMode = on;
    localStorage.setItem("posy:table-mode", on ? "1" : "0");
    this.root.classList.toggle("table-mode", on);
  }

  setPaused(/** @type {boolean} */ paused) {
    const label = this.pauseBtn?.querySelector(".label");
    if (label) label.textContent = paused ? "Resume" : "Pause";
    this.pauseBtn?.querySelector(".icon")?.replaceWith(icon(paused ? "play" : "pause"));
  }

  destroy() {
    cancelAnimationFrame(this.logScroll);
    delete document.body.dataset.ply; // no board on screen (tests wait for the next one)
    document.documentElement.classList.remove("fit-screen");
    this.targets.stop();
    this.renderer.destroy?.();
  }
}
