// The game's animations are CSS ones (the claimed pattern's glow, the banner's pop,
// the layout's transitions): here they are switched on, and off under
// prefers-reduced-motion.
import { reducedMotion } from "../../board/motion.js";

/** Let these elements' CSS animations run ("animate"), unless motion is reduced.
 * @param {...Element} els */
export function allowMotion(...els) {
  const on = !reducedMotion();
  for (const el of els) el.classList.toggle("animate", on);
}

/** Play the banner's pop again (a new claim).
 * @param {HTMLElement} el */
export function pop(el) {
  if (reducedMotion()) return;
  el.classList.remove("pop");
  void el.offsetWidth; // restart the animation
  el.classList.add("pop");
}
