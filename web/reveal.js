// What the player must tap next stays on screen. A renderer marks the elements that
// lead to a legal move with data-target (web/games/README.md); where the page scrolls
// (a phone) and none of them is in view after a move or a tap, the page scrolls to
// them: all of them when they fit below the top bar, else the first.

const MARGIN = 8;

function visibleTop() {
  const bar = document.querySelector(".topbar");
  return bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
}

/** Scroll the page so that at least one of root's [data-target]s is in view.
 * @param {Element} root */
export function revealTargets(root) {
  const boxes = [...root.querySelectorAll("[data-target]")]
    .map((node) => node.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  if (!boxes.length) return;
  const top = visibleTop();
  const bottom = innerHeight;
  if (boxes.some((r) => r.top >= top - 0.5 && r.bottom <= bottom + 0.5)) return;
  const first = Math.min(...boxes.map((r) => r.top));
  const last = Math.max(...boxes.map((r) => r.bottom));
  const fits = last - first <= bottom - top - 2 * MARGIN;
  const dy = fits && first >= top ? last - bottom + MARGIN : first - top - MARGIN;
  window.scrollBy({ top: dy, behavior: "instant" });
}

/**
 * Reveal root's targets after every tap on a control inside it (a selection redraws the renderer
 * without a move) and whenever `schedule` is called. Returns {schedule, stop}.
 * @param {Element} root
 */
export function watchTargets(root) {
  let frame = 0;
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => revealTargets(root));
  };
  // only taps on controls: reading the log or tapping beside the board never moves the page
  const onClick = (/** @type {Event} */ event) => {
    const at = event.target;
    if (at instanceof Element && at.closest("button, [role=button]") && !at.closest(".log")) schedule();
  };
  root.addEventListener("click", onClick);
  return { schedule, stop: () => { cancelAnimationFrame(frame); root.removeEventListener("click", onClick); } };
}
