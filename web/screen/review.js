// "Review my moves" on the final screen (issue 25): posy.coach searches each of the
// persons' decisions again, from what that seat knew then, in short slices of the
// worker's time, so the page and "Play again" stay free and the review may be
// stopped. It lists the decisions the search marks (its best move rated clearly
// higher: posy/coach/review.py, THRESHOLD) in the engine's words; each opens the
// replay at that position with both moves shown.
import { nt, t } from "../i18n.js";
import { h } from "../ui.js";

const SLICE_MS = 150; // a step of the review, the longest a tap may wait for the worker

/** @typedef {import("../contract.js").CoachReviewEntry} ReviewEntry posy.coach.Review's entry */

/**
 * The review's part of the final dialog: its button, then its progress, then its list.
 * @param {{call: import("../types.js").SessionCall, open: (entry: ReviewEntry) => void}} host
 *   call: the game's engine session; open: show this decision in the replay
 */
export function reviewSection({ call, open }) {
  const startBtn = h("button", { class: "btn", type: "button", id: "review-start" }, t("Review my moves"));
  const section = h("section", { class: "review", "aria-label": t("Review") }, startBtn);
  const run = { id: /** @type {string | null} */ (null), stopped: false };
  const stop = () => {
    run.stopped = true;
    if (run.id) call("coach_review_close", { review: run.id });
    run.id = null;
  };
  startBtn.onclick = () => {
    run.stopped = false;
    reviewGame(section, call, run, stop, open, startBtn);
  };
  return { el: section, stop };
}

/**
 * Run the review in slices, drawing its progress, then its list.
 * @param {HTMLElement} section
 * @param {import("../types.js").SessionCall} call
 * @param {{id: string | null, stopped: boolean}} run
 * @param {() => void} stop
 * @param {(entry: ReviewEntry) => void} open
 * @param {HTMLElement} startBtn offered again once the review is stopped
 */
async function reviewGame(section, call, run, stop, open, startBtn) {
  const bar = /** @type {HTMLProgressElement} */ (
    h("progress", { max: 1, value: 0, "aria-label": t("Review progress") })
  );
  const words = h("span", { class: "review-count" }, t("Starting the review…"));
  const cancel = h("button", { class: "btn", type: "button", id: "review-stop" }, t("Stop the review"));
  const progress = h("div", { class: "review-progress", role: "status" }, words, bar);
  section.replaceChildren(progress, cancel);
  section.closest(".dialog")?.setAttribute("data-review", "running");
  cancel.focus({ preventScroll: true }); // the button pressed is gone: focus stays in the section
  cancel.onclick = () => {
    stop();
    section.replaceChildren(h("p", { role: "status" }, t("Review stopped.")), startBtn);
    section.closest(".dialog")?.setAttribute("data-review", "stopped");
  };
  const started = await call("coach_review_start", {});
  if (run.stopped) return;
  if (!started.ok) return section.replaceChildren(h("p", { class: "notice error" }, started.error));
  run.id = started.review;
  /** @type {import("../contract.js").CoachReviewStep} */
  let answer = { ok: true, done: false, progress: started.progress, new: [] };
  while (!answer.done) {
    const step = await call("coach_review_step", { review: started.review, slice_ms: SLICE_MS });
    if (run.stopped) return;
    if (!step.ok) return section.replaceChildren(h("p", { class: "notice error" }, step.error));
    answer = step;
    const { done, total } = answer.progress;
    bar.max = Math.max(total, 1);
    bar.value = done;
    words.textContent = nt("Reviewed {done} of {n} decisions", "Reviewed {done} of {n} decisions", total, { done });
  }
  stop();
  section.replaceChildren(...reviewList(answer.marked ?? [], answer.progress.total, open)); // done: marked is there
  section.closest(".dialog")?.setAttribute("data-review", "done");
  section.scrollIntoView?.({ block: "nearest" }); // the list, under a game's long final details
}

/**
 * The marked decisions, each a button that opens it in the replay.
 * @param {ReviewEntry[]} marked
 * @param {number} total the decisions reviewed
 * @param {(entry: ReviewEntry) => void} open
 */
export function reviewList(marked, total, open) {
  const head = h("h3", {}, t("Review"));
  if (!marked.length) {
    return [
      head,
      h(
        "p",
        { role: "status" },
        nt(
          "No clear mistakes: each of the {n} decisions reviewed was close to the search's choice.",
          "No clear mistakes: each of the {n} decisions reviewed was close to the search's choice.",
          total,
        ),
      ),
    ];
  }
  const intro = h("p", { role: "status" },
    nt(
      "{marked} of {n} decisions could have been clearly better. Open one to see both moves in the replay.",
      "{marked} of {n} decisions could have been clearly better. Open one to see both moves in the replay.",
      total,
      { marked: marked.length },
    ));
  // with two persons at the table, each entry says whose decision it was
  const whose = new Set(marked.map((e) => e.player)).size > 1;
  const items = marked.map((entry) =>
    h(
      "li",
      {},
      h(
        "button",
        { class: "review-entry", type: "button", onclick: () => open(entry) },
        // Translators: a reviewed decision: the player's name, then what the review says of it
        whose ? t("{name}: {text}", { name: entry.player, text: entry.text }) : entry.text,
      ),
    ),
  );
  return [head, intro, h("ol", { class: "review-list" }, items)];
}
