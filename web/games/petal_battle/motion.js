// The last move, animated from `view.last` on the pieces just drawn (none under
// prefers-reduced-motion): a piece slides or flips in, a spawn grows from nothing, a
// grow swells, a bump pushes, shrinks or squishes the piece it hits.
import { s } from "../../ui.js";
import { reducedMotion } from "../../board/motion.js";
import { PIECE_R, at, pyramid, standOn } from "./pieces.js";

/** @typedef {import("../../board/motion.js").Motions} Motions */

/**
 * The offset from petal `to` back to petal `from`, in viewBox units.
 * @param {number} from
 * @param {number} to
 */
function shift(from, to) {
  const a = at(from, PIECE_R);
  const b = at(to, PIECE_R);
  return [a.x - b.x, a.y - b.y];
}

/**
 * A bump: the bumped piece pushed on, shrunk where it stands, or squished away.
 * @param {any} last
 * @param {(i: number) => Element | null} node
 * @param {(el: Element | null, from: number[], delay?: number, ms?: number) => void} slideIn
 * @param {(anim: Animation | undefined, done?: () => void) => void} keep
 * @param {Element} fx
 */
function bump(last, node, slideIn, keep, fx) {
  const b = last.bumped;
  const ms = last.by === "flip" ? 520 : 380;
  if (last.effect === "push") {
    slideIn(node(last.to), shift(last.from, last.to), 0, ms);
    slideIn(node(b.to), shift(b.from, b.to), ms * 0.7, 360);
  } else if (last.effect === "reduce") {
    const [dx, dy] = shift(last.to, last.from);
    keep(
      node(last.from)?.animate(
        [
          { transform: "translate(0, 0)" },
          { transform: `translate(${dx * 0.55}px, ${dy * 0.55}px)` },
          { transform: "translate(0, 0)" },
        ],
        { duration: ms + 200, easing: "ease-in-out" },
      ),
    );
    keep(
      node(last.to)?.animate(
        [
          { transform: `scale(${b.size / b.size_after})` },
          { transform: `scale(${(b.size / b.size_after) * 1.05}, 0.45)` },
          { transform: "scale(1)" },
        ],
        { duration: 520, delay: ms * 0.45, easing: "ease-out", fill: "backwards" },
      ),
    );
  } else {
    slideIn(node(last.to), shift(last.from, last.to), 120, ms);
    const squished = s("g", { class: "pc" }, pyramid(b.size, b.owner));
    const ghost = s("g", { transform: standOn(last.to, b.size) }, squished);
    fx.append(ghost);
    const frames = [
      { transform: "scale(1, 1)", opacity: 1 },
      { transform: "scale(1.3, 0.15)", opacity: 0.8 },
      { transform: "scale(1.4, 0.05)", opacity: 0 },
    ];
    keep(squished.animate(frames, { duration: 560, delay: ms * 0.55, easing: "ease-in", fill: "forwards" }), () =>
      ghost.remove(),
    );
  }
}

/**
 * Animate the move that led to the snapshot just drawn.
 * @param {import("./view.js").PbLast | null} last view.last
 * @param {{pieces: Element, fx: Element}} layers
 * @param {Motions} motions cancelled when the next snapshot comes
 */
export function animateMove(last, { pieces, fx }, motions) {
  if (!last || reducedMotion()) return;
  /** @param {Animation | undefined} anim @param {() => void} [done] */
  const keep = (anim, done) => {
    if (anim) motions.add(anim, done);
  };
  /** @param {number} i */
  const node = (i) => pieces.querySelector(`[data-petal="${i}"] .pc`);
  /** @param {Element | null} el @param {number[]} offset @param {number} [delay] @param {number} [ms] */
  const slideIn = (el, [dx, dy], delay = 0, ms = 380) =>
    keep(
      el?.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0, 0)" }], {
        duration: ms,
        delay,
        easing: "ease-out",
        fill: "backwards",
      }),
    );
  if (last.type === "slide" || last.type === "flip") {
    slideIn(node(last.to), shift(last.from, last.to), 0, last.type === "flip" ? 520 : 380);
  } else if (last.type === "spawn") {
    keep(
      node(last.to)?.animate(
        [
          { transform: "scale(0.1)", opacity: 0 },
          { transform: "scale(1)", opacity: 1 },
        ],
        { duration: 360, easing: "ease-out" },
      ),
    );
  } else if (last.type === "grow") {
    keep(
      node(last.at)?.animate(
        [
          { transform: `scale(${last.from_size / last.size})` },
          { transform: "scale(1.12)" },
          { transform: "scale(1)" },
        ],
        { duration: 460, easing: "ease-out" },
      ),
    );
  } else if (last.type === "bump") {
    bump(last, node, slideIn, keep, fx);
  }
}
