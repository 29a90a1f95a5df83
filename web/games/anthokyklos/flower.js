// The flower drawn from the model's flowerView: the pistil (drawn once), a node per
// space made once and patched in place (focus and the roving tab stop survive every
// redraw), the claimed pattern outlined on top, the zoom as the view box.
import { t } from "../../i18n.js";
import { asTarget } from "../../board/input.js";
import { contentOnce, keyed, patch } from "../../board/keyed.js";
import { focusRing, s, shapeMark, watchScale } from "../../ui.js";
import { BOUND, VIEW, centroid, fmt, petalPoints, polar, roundedPath, shrink } from "./geometry.js";
import { allowMotion } from "./motion.js";
import { COLOURS, mark } from "./pieces.js";

/** @typedef {import("./model-board.js").SpaceView} SpaceView */
/** @typedef {ReturnType<typeof import("./model-board.js").flowerView>} FlowerView */

/** The pistil: a disc of seeds in a sunflower's spiral, and the count of petals placed.
 * @param {SVGTextElement} count */
function pistil(count) {
  const dots = [];
  for (let i = 0; i < 34; i++) {
    const [x, y] = polar(9 * Math.sqrt(i + 1.5), i * 137.5);
    dots.push(s("circle", { cx: fmt(x), cy: fmt(y), r: 4.2, class: "seed" }));
  }
  return s("g", { class: "pistil", "aria-hidden": "true" },
    s("circle", { r: BOUND[0] - 4, class: "disc" }), ...dots, s("circle", { r: 40, class: "centre" }), count);
}

/** The flower's svg and its layers. */
export function flowerEls() {
  const svg = s("svg", {
    class: "antho-flower",
    role: "group",
    "aria-label": t("The flower"),
    viewBox: `${-VIEW} ${-VIEW} ${2 * VIEW} ${2 * VIEW}`,
  });
  const spaces = s("g", { class: "spaces" });
  const lit = s("g", { class: "lit-layer", "aria-hidden": "true" });
  const count = s("text", { class: "count", y: 13, "text-anchor": "middle" }, "");
  svg.append(pistil(count), spaces, lit);
  return { svg, spaces, lit, count, scale: watchScale(svg) };
}

/** @typedef {ReturnType<typeof flowerEls>} FlowerEls */

/** A space's drawing: its hit area, the petal (its tile's colour and mark, or a + where
 * a tile may go, a star where the chosen tile completes a Pattern card) and the focus ring.
 * @param {SpaceView} sp */
function spaceContent(sp) {
  const pts = petalPoints(sp.ring, sp.angle);
  const hit = roundedPath(pts, 0.12);
  const colour = sp.colour ? COLOURS[sp.colour] : null;
  const [cx, cy] = centroid(pts);
  const size = Math.min(15, (BOUND[sp.ring] - BOUND[sp.ring - 1]) * 0.26);
  return [
    s("path", { d: hit, class: "hit" }),
    s("path", {
      d: roundedPath(shrink(pts, 5), 0.3),
      class: "petal",
      style: colour ? { fill: colour.fill } : undefined,
    }),
    colour
      ? mark(colour.mark, cx, cy, size, { fill: colour.ink, class: "mark" })
      : sp.completes
        ? shapeMark("star", cx, cy, size * 1.45, { class: "star" })
        : sp.legal
          ? s("path", {
              class: "plus",
              d: `M${fmt(cx - size)},${fmt(cy)}h${fmt(2 * size)}M${fmt(cx)},${fmt(cy - size)}v${fmt(2 * size)}`,
            })
          : null,
    focusRing("path", { d: hit }),
  ].filter(Boolean);
}

/** @type {import("../../board/keyed.js").KeyedSpec<SpaceView>} */
const SPACE = {
  key: (sp) => sp.key,
  create: () => s("g", {}),
  update(el, sp) {
    const cls = [
      "space",
      sp.colour ? "filled" : "empty",
      sp.legal && "legal",
      sp.strong && "strong",
      sp.selected && "selected",
      sp.lit && "lit",
      "tap",
    ];
    patch(el, {
      class: cls.filter(Boolean).join(" "), "data-row": 5 - sp.ring, "data-col": sp.index, "data-space": sp.id,
      "data-target": sp.target, "data-option": sp.option,
    });
    contentOnce(el, `${sp.colour}|${sp.legal}|${sp.completes}`, () => spaceContent(sp));
    asTarget(el, sp.label);
  },
};

/** @type {import("../../board/keyed.js").KeyedSpec<{id: number, ring: number, angle: number}>} */
const LIT = {
  key: (sp) => `lit:${sp.id}`,
  create(sp) {
    const d = roundedPath(shrink(petalPoints(sp.ring, sp.angle), 3), 0.3);
    return s("g", {}, s("path", { d, class: "lit-outline" }), s("path", { d, class: "lit-inner" }));
  },
};

/**
 * @param {FlowerEls} els
 * @param {FlowerView} view
 * @param {{id: number, ring: number, angle: number}[]} spaces the view's spaces, by id
 */
export function drawFlower(els, view, spaces) {
  keyed(els.spaces, view.spaces, SPACE);
  keyed(els.lit, view.lit.map((id) => spaces[id]), LIT);
  allowMotion(els.lit);
  const { half } = view;
  const box = `${fmt(-half)} ${fmt(-half)} ${fmt(2 * half)} ${fmt(2 * half)}`;
  if (els.svg.getAttribute("viewBox") !== box) {
    els.svg.setAttribute("viewBox", box);
    els.scale.update();
  }
  els.svg.classList.toggle("zoomed", view.zoomed);
  els.count.textContent = `${view.placed}/45`;
  patch(els.svg, { "aria-label": view.label });
}
