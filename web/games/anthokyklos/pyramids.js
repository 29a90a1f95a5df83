// The five tile pyramids drawn from the model's pyramidsView: a node per pyramid and
// per tile slot, made once and patched in place (a focused tile keeps its focus).
import { contentOnce, keyed, patch } from "../../board/keyed.js";
import { nt, t } from "../../i18n.js";
import { h, s } from "../../ui.js";
import { roundedPath } from "./geometry.js";
import { COLOURS, mark } from "./pieces.js";

/** @typedef {import("./model-pyramids.js").PyramidView} PyramidView */
/** @typedef {import("./model-pyramids.js").TileView} TileView */

/** A tile's face: a rounded hexagon in its colour, with the colour's mark.
 * @param {string} colour */
function face(colour) {
  const c = COLOURS[colour];
  return s(
    "svg",
    { viewBox: "0 0 40 40", class: "face", "aria-hidden": "true" },
    s("path", {
      d: roundedPath(
        [
          [20, 2],
          [37, 12],
          [37, 30],
          [20, 38],
          [3, 30],
          [3, 12],
        ],
        0.3,
      ),
      fill: c.fill,
      stroke: "#2b2b22",
      "stroke-width": 2,
    }),
    mark(c.mark, 20, 21, 9, { fill: c.ink }),
  );
}

/** @type {import("../../board/keyed.js").KeyedSpec<TileView>} */
const TILE = {
  key: (t) => t.key,
  create(t) {
    const style = { gridRow: String(3 - t.row), gridColumn: `${t.row + 2 * t.col + 1} / span 2` };
    if (t.kind === "button") return h("button", { type: "button", role: "button", style }, face(t.colour));
    return h("span", { style });
  },
  update(el, t) {
    if (t.kind === "button") {
      const cls = ["ptile open", t.picked && "picked", t.pick && "pick", t.dim && "dim"];
      patch(el, {
        class: cls.filter(Boolean).join(" "),
        "data-tile": t.id,
        "data-target": t.target,
        "aria-label": t.label,
        "aria-pressed": t.picked ? "true" : "false",
      });
      return;
    }
    const taken = t.kind === "taken";
    patch(el, {
      class: `ptile ${t.kind}`,
      role: taken ? null : "img",
      "aria-label": t.label,
      "aria-hidden": taken ? "true" : null,
    });
    contentOnce(el, t.kind === "taken" ? "" : "face", () => (taken ? [] : [face(t.colour)]));
  },
};

/** @type {import("../../board/keyed.js").KeyedSpec<PyramidView>} */
const PYRAMID = {
  key: (p) => p.key,
  create: () => h("article", {}, h("h3", {}), h("div", { class: "pgrid" })),
  update(el, p) {
    patch(el, { class: `pyramid ${p.state}`, "aria-label": p.label });
    const [head, grid] = el.children;
    contentOnce(head, `${p.ring}|${p.left}`, () => [
      h("span", { class: "ring-badge" }, String(p.ring)),
      // Translators: a pyramid's heading; {ring} 1..5
      t("Ring {ring}", { ring: p.ring }),
      // Translators: in a pyramid's heading: its tiles not yet taken
      h("span", { class: "left" }, nt("{n} left", "{n} left", p.left)),
    ]);
    const gridEl = /** @type {HTMLElement} */ (grid);
    if (gridEl.style.gridTemplateRows !== p.rows) gridEl.style.gridTemplateRows = p.rows;
    keyed(grid, p.tiles, TILE);
    let reason = el.querySelector(".reason");
    if (!p.reason) reason?.remove();
    else {
      if (!reason) reason = el.appendChild(h("p", { class: "reason" }));
      if (reason.textContent !== p.reason) reason.textContent = p.reason;
    }
  },
};

/**
 * @param {Element} parent the pyramids' section
 * @param {PyramidView[]} pyramids
 */
export function drawPyramids(parent, pyramids) {
  keyed(parent, pyramids, PYRAMID);
}
