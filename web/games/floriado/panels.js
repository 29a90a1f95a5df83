// Floriado's players' panels (pickings by colour) and the final screen's breakdown.
import { t } from "../../i18n.js";
import { contentOnce, keyed, patch } from "../../board/keyed.js";
import { seatHeader } from "../../board/seat.js";
import { h } from "../../ui.js";
import { colourIcon, COLOURS, manIcon } from "./pieces.js";
import { viewOf } from "./model.js";
import { colourName } from "./model-panels.js";

/** @type {import("../../board/keyed.js").KeyedSpec<import("./model-panels.js").PanelVM>} */
const PANEL = {
  key: (panel) => panel.key,
  create: () => h("article", {}),
  update(el, panel) {
    patch(el, {
      class: ["panel", panel.current ? "current" : "", panel.winner ? "winner" : ""].filter(Boolean).join(" "),
      "aria-label": panel.label,
    });
    contentOnce(el, JSON.stringify(panel), () => [
      seatHeader({ name: panel.name, mark: manIcon(Number(panel.key)), current: panel.current, score: panel.score }),
      h(
        "table",
        { class: "pickings" },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", {}, h("span", { class: "sr-only" }, t("Colour"))),
            // Translators: a panel's table's column: how many times each colour was picked
            h("th", {}, t("picked")),
            // Translators: a panel's table's column: what the next picking of each colour may take
            h("th", {}, t("next")),
          ),
        ),
        h(
          "tbody",
          {},
          panel.rows.map((row) =>
            h(
              "tr",
              {},
              h("th", { scope: "row" }, colourIcon(row.colour),
                h("span", { class: "sr-only" }, colourName(row.colour))),
              h("td", {}, row.picked),
              h("td", { class: "last" }, row.next),
            ),
          ),
        ),
      ),
      panel.note ? h("p", { class: "note" }, panel.note) : null,
    ]);
  },
};

/**
 * @param {HTMLElement} panelsEl
 * @param {import("./model-panels.js").PanelVM[]} panels
 */
export function drawPanels(panelsEl, panels) {
  keyed(panelsEl, panels, PANEL);
}

/**
 * The final screen's table: each colour's pickings and points, by player.
 * @param {import("../../types.js").Snapshot} final
 * @param {{names: string[]}} options
 */
export function resultDetails(final, { names }) {
  return h(
    "table",
    { class: "results breakdown" },
    h("thead", {}, h("tr", {}, h("th", {}, t("Colour")), ...names.map((n) => h("th", {}, n)))),
    h(
      "tbody",
      {},
      Object.keys(COLOURS).map((colour) =>
        h(
          "tr",
          {},
          h("th", { scope: "row" }, colourIcon(colour, 18), ` ${colourName(colour)}`),
          ...viewOf(final).players.map((pl) =>
            // Translators: a colour's pickings and their points on the final table ("3× = 6")
            h("td", { class: "num" }, t("{n}× = {points}", { n: pl.pickings[colour], points: pl.points[colour] })),
          ),
        ),
      ),
    ),
  );
}
