// Replay of a finished game: a bar with a slider over the board, drawing each ply's
// public view, and Play/Pause to step on by itself at a readable pace (space toggles).
// The position on screen (state.snap) stays the final one meanwhile.
import { nt, pt, t } from "../i18n.js";
import { h, icon } from "../ui.js";
import { toast } from "./services.js";

/** Time between two moves while the replay plays by itself: long enough to read the status line. */
export const REPLAY_PACE_MS = 1200;

/**
 * The status line over a replayed position: which move it is and what it was, in the
 * log's own words; before the first move, whose turn the deal gives; at the end of a
 * resigned game, who resigned (no move says it).
 * @param {{ply: number, plies: number, log: string[], current: number | null, resigned?: number,
 *   end_reason?: string | null}} snap
 * @param {string[]} names
 */
export function replayLine(snap, names) {
  let line;
  if (snap.ply === 0) {
    const name = snap.current === null ? null : names[snap.current];
    line = name === null
      ? nt("Start of the game, {n} move to come", "Start of the game, {n} moves to come", snap.plies)
      : // Translators: the replay's status line before the first move; {name} plays first
        nt(
          "Start of the game, {n} move to come: {name} to play",
          "Start of the game, {n} moves to come: {name} to play",
          snap.plies,
          { name },
        );
  } else {
    const what = snap.log[snap.ply - 1];
    line = what
      ? // Translators: the replay's status line; {move} is the log's line for that move
        t("Move {ply} of {plies}: {move}", { ply: snap.ply, plies: snap.plies, move: what })
      : t("Move {ply} of {plies}", { ply: snap.ply, plies: snap.plies });
  }
  if (snap.resigned === undefined || !snap.end_reason) return line;
  // Translators: a replay's status line, then why the game ended ("White resigned.")
  const full = /[.。]$/.test(line) ? t("{line} {reason}", { line, reason: snap.end_reason }) : null;
  return full ?? t("{line}. {reason}", { line, reason: snap.end_reason });
}

export class Replay {
  /**
   * @param {{bar: HTMLElement, state: import("./state.js").ScreenState,
   *   call: import("../types.js").SessionCall, render: (snap: any) => void}} screen
   */
  constructor({ bar, state, call, render }) {
    this.bar = bar;
    this.state = state;
    this.call = call;
    this.render = render;
    /** @type {HTMLInputElement | null} */
    this.slider = null;
    /** @type {HTMLButtonElement | null} */
    this.playBtn = null;
    /** @type {{previous: HTMLElement, next: HTMLElement, done: HTMLElement} | null} the bar's other controls */
    this.words = null;
    this.timer = 0;
    this.playing = false;
    // space plays or pauses, unless it presses a button or types in a field of its own
    this.onKey = (/** @type {KeyboardEvent} */ event) => {
      if (event.key !== " " || this.bar.hidden || document.querySelector(".overlay")) return;
      if (/** @type {Element} */ (event.target).closest?.("button, a, select, textarea, input:not([type=range])"))
        return;
      event.preventDefault();
      this.toggle();
    };
  }

  /** Open the replay at ply `at`; `note` (a review's entry) is shown under the bar. */
  async start(at = 0, /** @type {HTMLElement | null} */ note = null) {
    const plies = this.state.snap.plies;
    this.state.set({ replayAt: at });
    const slider = /** @type {HTMLInputElement} */ (
      h("input", { type: "range", min: 0, max: plies, value: 0, id: "replay-slider", "aria-label": t("Move") })
    );
    const step = (/** @type {number} */ delta) => {
      this.pause();
      this.to(Math.min(this.state.snap.plies, Math.max(0, (this.state.replayAt ?? 0) + delta)));
    };
    slider.addEventListener("input", () => {
      this.pause();
      this.to(Number(slider.value));
    });
    this.playBtn = /** @type {HTMLButtonElement} */ (
      h("button", { class: "btn", type: "button", id: "replay-play", onclick: () => this.toggle() })
    );
    const previous = h("button", { class: "btn", type: "button", onclick: () => step(-1) }, "◀");
    const next = h("button", { class: "btn", type: "button", onclick: () => step(1) }, "▶");
    const done = h("button", { class: "btn", type: "button", onclick: () => this.stop() });
    this.bar.replaceChildren(previous, slider, next, this.playBtn, done, ...(note ? [note] : []));
    this.slider = slider;
    this.words = { previous, next, done };
    this.relabel();
    this.bar.hidden = false;
    document.addEventListener("keydown", this.onKey);
    await this.to(at);
    // the bar and the board under it in view (a phone was scrolled down to the final screen)
    window.scrollTo({ top: 0, behavior: "instant" });
    slider.focus({ preventScroll: true });
  }

  /** Play on by itself from here (from the start when at the end), or pause. */
  toggle() {
    if (this.playing) return this.pause();
    this.playing = true;
    this.showPlaying(true);
    if ((this.state.replayAt ?? 0) >= this.state.snap.plies) this.to(0);
    this.timer = window.setTimeout(() => this.tick(), REPLAY_PACE_MS);
  }

  async tick() {
    if (!this.playing || this.state.replayAt === null) return;
    await this.to(this.state.replayAt + 1, () => this.playing); // not drawn if paused meanwhile
    if (this.state.replayAt === null || this.state.replayAt >= this.state.snap.plies) return this.pause();
    if (this.playing) this.timer = window.setTimeout(() => this.tick(), REPLAY_PACE_MS);
  }

  pause() {
    this.playing = false;
    clearTimeout(this.timer);
    this.showPlaying(false);
  }

  /** The bar's words, in the page's language (at first, and when it changes). */
  relabel() {
    if (!this.words || !this.slider) return;
    const { previous, next, done } = this.words;
    previous.setAttribute("aria-label", t("Previous move"));
    next.setAttribute("aria-label", t("Next move"));
    this.slider.setAttribute("aria-label", t("Move"));
    done.textContent = t("Done");
    this.showPlaying(this.playing);
  }

  showPlaying(/** @type {boolean} */ on) {
    if (!this.playBtn) return;
    this.playBtn.replaceChildren(icon(on ? "pause" : "play"), h("span", {}, on ? t("Pause") : pt("verb", "Play")));
  }

  /** Draw position `ply`, unless Done was pressed (or `still()` turned false) while the engine answered. */
  async to(/** @type {number} */ ply, still = () => true) {
    const answer = await this.call("view", { at: ply, viewer: null });
    if (!answer.ok) return toast(answer.error);
    if (this.state.replayAt === null || !still()) return;
    this.state.set({ replayAt: ply });
    if (this.slider) this.slider.value = String(ply);
    this.render(answer);
  }

  /** The game screen closes: no timer or key left behind. */
  destroy() {
    this.pause();
    document.removeEventListener("keydown", this.onKey);
  }

  async stop() {
    this.destroy();
    this.state.set({ replayAt: null });
    this.bar.hidden = true;
    const answer = await this.call("view", { viewer: null });
    if (answer.ok) this.render(answer);
  }
}
