// Replay of a finished game: a bar with a slider over the board, drawing each ply's
// public view. The position on screen (state.snap) stays the final one meanwhile.
import { h } from "../ui.js";
import { toast } from "./services.js";

export class Replay {
  /**
   * @param {{bar: HTMLElement, state: import("./state.js").ScreenState,
   *   call: (name: string, args: object) => Promise<any>, render: (snap: any) => void}} screen
   */
  constructor({ bar, state, call, render }) {
    this.bar = bar;
    this.state = state;
    this.call = call;
    this.render = render;
    /** @type {HTMLInputElement | null} */
    this.slider = null;
  }

  /** Open the replay at ply `at`; `note` (a review's entry) is shown under the bar. */
  async start(at = 0, /** @type {HTMLElement | null} */ note = null) {
    const plies = this.state.snap.plies;
    this.state.set({ replayAt: at });
    const slider = /** @type {HTMLInputElement} */ (h("input", { type: "range", min: 0, max: plies, value: 0, id: "replay-slider", "aria-label": "Move" }));
    const step = (/** @type {number} */ delta) => this.to(Math.min(this.state.snap.plies, Math.max(0, this.state.replayAt + delta)));
    slider.addEventListener("input", () => this.to(Number(slider.value)));
    this.bar.replaceChildren(
      h("button", { class: "btn", type: "button", "aria-label": "Previous move", onclick: () => step(-1) }, "◀"),
      slider,
      h("button", { class: "btn", type: "button", "aria-label": "Next move", onclick: () => step(1) }, "▶"),
      h("button", { class: "btn", type: "button", onclick: () => this.stop() }, "Done"),
      note,
    );
    this.slider = slider;
    this.bar.hidden = false;
    await this.to(at);
    // the bar and the board under it in view (a phone was scrolled down to the final screen)
    window.scrollTo({ top: 0, behavior: "instant" });
    slider.focus({ preventScroll: true });
  }

  async to(/** @type {number} */ ply) {
    const answer = await this.call("view", { at: ply, viewer: null });
    if (!answer.ok) return toast(answer.error);
    this.state.set({ replayAt: ply });
    this.slider.value = String(ply);
    this.render(answer);
  }

  async stop() {
    this.state.set({ replayAt: null });
    this.bar.hidden = true;
    const answer = await this.call("view", { viewer: null });
    if (answer.ok) this.render(answer);
  }
}
