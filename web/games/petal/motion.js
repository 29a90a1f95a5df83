// Petal's one animation: the flipped tile flies from its square to the new flower and
// turns over on the way. None under prefers-reduced-motion.
import { Motions, reducedMotion } from "../../board/motion.js";
import { viewOf } from "./model.js";
import { CELL, drawBack, PAD } from "./pieces.js";

/**
 * Animate the last flip when `snap` follows `previous` by one move.
 * @param {import("./draw.js").Board} board
 * @param {Motions} motions
 * @param {import("./model.js").PetalSnap | null} previous
 * @param {import("../../types.js").Snapshot} snap
 */
export function animateFlip(board, motions, previous, snap) {
  const view = viewOf(snap);
  const last = view.last;
  if (!previous || snap.ply !== previous.ply + 1 || last?.type !== "flip" || reducedMotion()) return;
  const to = view.cells[last.to];
  if (!to.top) return; // a flip always lands on a flower
  const node = /** @type {SVGElement | null} */ (
    board.cellsLayer.querySelector(`[data-square="${to.name}"] .flower .top`)
  );
  if (!node) return;
  const cols = view.cols;
  const dx = ((last.from % cols) - (last.to % cols)) * CELL;
  const dy = (Math.floor(last.from / cols) - Math.floor(last.to / cols)) * CELL;
  const ghost = drawBack(PAD + (last.to % cols) * CELL + 5, PAD + Math.floor(last.to / cols) * CELL + 5, to.top, 76);
  ghost.classList.add("ghost");
  board.fxLayer.append(ghost);
  node.style.opacity = "0";
  const anim = ghost.animate(
    [
      { transform: `translate(${dx}px, ${dy}px) scaleX(1)` },
      { transform: `translate(${dx / 2}px, ${dy / 2}px) scaleX(0.05)`, offset: 0.5 },
      { transform: "translate(0px, 0px) scaleX(1)" },
    ],
    { duration: 340, easing: "ease-in-out" },
  );
  motions.add(anim, () => {
    ghost.remove();
    node.style.opacity = "";
  });
}
