// The tile column where it scrolls in its own box (a landscape tablet: five pyramids
// are taller than the flower beside them). Issue 24: nothing said that Ring 4's lower
// row and Ring 5 lay below. A fade with "More tiles below" sits at the box's foot
// while anything is hidden under it ("More tiles above" at its head, once scrolled),
// and a draw scrolls the box to the first tile one may take when it hides every one.
import { t } from "../../i18n.js";
import { h } from "../../ui.js";

/** A cue; drawn over the box's first or last lines (sticky), so it adds nothing to its height. */
export const sideCue = (/** @type {"above" | "below"} */ where) =>
  h(
    "p",
    { class: `scroll-cue antho-more ${where}`, "aria-hidden": "true", hidden: true },
    where === "above" ? t("More tiles above ↑") : t("More tiles below ↓"),
  );

/**
 * Keep each cue shown exactly while `box` hides something on its side.
 * @param {HTMLElement} box the scrolling tile column
 * @param {{above: HTMLElement, below: HTMLElement}} cues
 */
export function watchSide(box, { above, below }) {
  const show = (/** @type {HTMLElement} */ cue, /** @type {boolean} */ hides) => {
    if (cue.hidden === hides) cue.hidden = !hides;
  };
  const update = () => {
    show(below, box.scrollHeight - box.clientHeight - box.scrollTop > 2);
    show(above, box.scrollTop > 2);
  };
  box.addEventListener("scroll", update, { passive: true });
  return {
    /** After a draw (a new position, a tap, a resize): the first tile to take comes
     * into view when the box hides every one, and the cue follows the content. */
    drawn() {
      showFirstTarget(box);
      update();
    },
    stop: () => box.removeEventListener("scroll", update),
  };
}

/** Scroll `box` (only it, never the page) to its first target when none is in view.
 * @param {HTMLElement} box */
function showFirstTarget(box) {
  if (box.scrollHeight <= box.clientHeight + 1) return;
  const view = box.getBoundingClientRect();
  const targets = [...box.querySelectorAll("[data-target]")].map((n) => n.getBoundingClientRect());
  if (!targets.length || targets.some((r) => r.top >= view.top - 0.5 && r.bottom <= view.bottom + 0.5)) return;
  const first = targets.reduce((a, r) => (r.top < a.top ? r : a));
  box.scrollTop += first.top - view.top - 8;
}
