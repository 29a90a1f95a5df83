// The coach on screen: a bubble with the step's sentence (read out through its live
// region), Next for an explanation, Skip tutorial always; and a ring with an arrow on
// the element the step is about. The bubble sits at the top or the bottom of the
// screen, whichever the target is not under, so it never covers what is to be tapped.
import { reducedMotion } from "../board/motion.js";
import { t } from "../i18n.js";
import { h } from "../ui.js";

const GAP = 8; // px between the bubble and the screen's edge (or the top bar)
// the game screen is exactly one screen (style.css "fit"): the bubble gets room below it
const FIT = "(min-width: 700px) and (min-height: 600px)";
const fitted = () => document.documentElement.classList.contains("fit-screen") && matchMedia(FIT).matches;

export class Bubble {
  /** @param {{onNext: () => void, onSkip: () => void}} actions */
  constructor({ onNext, onSkip }) {
    this.count = h("p", { class: "coach-count" });
    this.then = h("p", { class: "coach-then" }); // what the opponent just did (empty: hidden)
    this.text = h("p", { class: "coach-say", "aria-live": "polite" });
    // always in the page (empty when unused, hidden by CSS), so its live region is heard
    this.rule = h("p", { class: "coach-rule", "aria-live": "assertive" });
    // Translators: the tutorial's button to the next explanation (its steps say "Tap Next").
    const next = t("Next");
    this.next = h("button", { class: "btn primary", type: "button", "data-coach": "next", onclick: onNext }, next);
    const skip = t("Skip tutorial");
    this.skip = h("button", { class: "btn", type: "button", "data-coach": "skip", onclick: onSkip }, skip);
    // Translators: the accessible name of the tutorial's speech bubble (the guide who explains).
    const coach = t("Coach");
    this.el = h("aside", { class: "coach", "aria-label": coach, "data-place": "bottom" },
      this.count, this.then, this.text, this.rule, h("div", { class: "coach-buttons" }, this.next, this.skip));
    this.ring = h("div", { class: "coach-ring", "aria-hidden": "true", hidden: true });
    /** @type {(() => Element | null) | null} */
    this.target = null;
    this.frame = 0;
    /** @type {Element | null} */
    this.marked = null;
    /** @type {Element | null} the target this step scrolled into view */
    this.revealed = null;
    document.body.append(this.ring, this.el);
    const follow = () => {
      this.place();
      this.frame = requestAnimationFrame(follow);
    };
    this.frame = requestAnimationFrame(follow);
  }

  /**
   * Say a step: its sentence, whether it waits for Next, what to point at.
   * @param {{count: string, then?: string, say: string, next: string | null, target: () => Element | null}} step
   */
  say({ count, then = "", say, next, target }) {
    this.count.textContent = count;
    this.then.textContent = then;
    if (this.text.textContent !== say) this.text.textContent = say;
    this.rule.textContent = "";
    this.next.hidden = next === null;
    if (next !== null) this.next.textContent = next;
    this.target = target;
    this.revealed = null;
    this.place();
  }

  /** A wrong tap: the rule's sentence under the step's, announced at once. */
  explain(/** @type {string} */ sentence) {
    this.rule.textContent = sentence;
    this.el.classList.remove("nudge");
    if (!reducedMotion()) requestAnimationFrame(() => this.el.classList.add("nudge"));
  }

  /** The ring over the target, and the bubble where it covers nothing: on a game screen
   * that fits the screen, below the game, in room the game leaves it (--coach-room); on a
   * page that scrolls (a phone), on the side of the screen the target is not. */
  place() {
    const el = this.target?.() || null;
    this.mark(el);
    const box = el?.getBoundingClientRect();
    const shown = Boolean(box && box.width > 0 && box.height > 0);
    this.ring.hidden = !shown;
    // the top bar, and on a phone the Hint row under it while in view: a bubble at the top
    // leaves both free
    const header = Math.max(
      ...[".topbar", ".hint-row"].map((sel) => document.querySelector(sel)?.getBoundingClientRect().bottom || 0),
    );
    const bubble = this.el.getBoundingClientRect().height + GAP;
    let place = "bottom";
    if (shown && box) {
      const pad = 6;
      const { style } = this.ring;
      style.left = `${box.left + window.scrollX - pad}px`;
      style.top = `${box.top + window.scrollY - pad}px`;
      style.width = `${box.width + 2 * pad}px`;
      style.height = `${box.height + 2 * pad}px`;
      this.ring.dataset.arrow = box.top - header > 48 ? "above" : "below";
      // bottom unless the target reaches into the bubble's place there and fits above it
      const coversBelow = box.bottom > window.innerHeight - bubble;
      if (!fitted() && coversBelow) {
        if (box.top > header + bubble) place = "top";
        else this.reveal(el, box, header, window.innerHeight - bubble);
      }
    }
    const room = fitted() ? `${Math.ceil(bubble + GAP)}px` : "";
    if (document.body.style.getPropertyValue("--coach-room") !== room) {
      document.body.style.setProperty("--coach-room", room);
    }
    if (this.el.dataset.place !== place) this.el.dataset.place = place;
    const top = place === "top" ? `${Math.max(header, 0) + GAP}px` : "";
    if (this.el.style.top !== top) this.el.style.top = top;
  }

  /** On a page that scrolls, a target under the bubble that fits above it is scrolled up
   * into view, once per step (the player may scroll away afterwards). */
  reveal(
    /** @type {Element | null} */ el,
    /** @type {DOMRect} */ box,
    /** @type {number} */ header,
    /** @type {number} */ bottom,
  ) {
    if (!el || this.revealed === el) return;
    this.revealed = el;
    if (box.height + GAP <= bottom - header) window.scrollBy({ top: box.bottom - bottom + GAP, behavior: "instant" });
  }

  /** The element pointed at carries data-coach-target (for styles and tests). */
  mark(/** @type {Element | null} */ el) {
    if (el === this.marked) return;
    this.marked?.removeAttribute("data-coach-target");
    el?.setAttribute("data-coach-target", "");
    this.marked = el;
  }

  destroy() {
    this.mark(null);
    document.body.style.removeProperty("--coach-room");
    cancelAnimationFrame(this.frame);
    this.el.remove();
    this.ring.remove();
  }
}
