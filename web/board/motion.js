// Animations a renderer runs, cancelled together when the next snapshot arrives,
// and none at all under prefers-reduced-motion or the player's own setting (web/settings.js).

export const reducedMotion = () =>
  globalThis.document?.documentElement.dataset.motion === "reduce" ||
  matchMedia("(prefers-reduced-motion: reduce)").matches;

export class Motions {
  /** @type {Animation[]} */
  #running = [];

  /**
   * Keep track of an animation; `done` runs when it finishes or is cancelled.
   * @param {Animation} anim
   * @param {() => void} [done]
   */
  add(anim, done) {
    this.#running.push(anim);
    const end = () => {
      this.#running = this.#running.filter((a) => a !== anim);
      done?.();
    };
    anim.addEventListener("finish", end);
    anim.addEventListener("cancel", end);
    return anim;
  }

  cancel() {
    for (const anim of [...this.#running]) anim.cancel();
    this.#running = [];
  }
}
