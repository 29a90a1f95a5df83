// Petal's players' panels (score, points from flowers, the kept flowers, public) and the
// final screen's breakdown.
import { contentOnce, keyed, patch } from "../../board/keyed.js";
import { seatHeader } from "../../board/seat.js";
import { t } from "../../i18n.js";
import { h } from "../../ui.js";
import { viewOf } from "./model.js";
import { keptPoints } from "./model-panels.js";
import { chips, swatch } from "./pieces.js";

/**
 * A player's kept flowers, one line each: its tiles and its points.
 * @param {{tiles: import("./words.js").Tile[], points: string}[]} kept
 * @param {boolean} numbered
 */
const keptList = (kept, numbered) =>
  h(
    "ol",
    {},
    kept.map((flower, k) =>
      h(
        "li",
        {},
        numbered ? h("span", { class: "kept-n" }, `${k + 1}.`) : null,
        chips(flower.tiles),
        h("span", { class: "kept-points" }, flower.points),
      ),
    ),
  );

/** The kept flowers' list's title: "Flowers kept: 3". @param {number} flowers */
// Translators: the title of a player's list of kept flowers, with how many
const keptSummary = (flowers) => t("Flowers kept: {n}", { n: flowers });

/** @param {import("./model-panels.js").PanelVM} panel */
function panelContent(panel) {
  return [
    seatHeader({ name: panel.name, mark: swatch(panel.colour), current: panel.current, score: panel.score }),
    h("p", { class: "note" }, panel.note),
    panel.bonus ? h("p", { class: "bonus" }, panel.bonus) : null,
    h("details", { class: "kept", open: panel.open },
      h("summary", {}, keptSummary(panel.flowers), panel.flowers ? h("span", { class: "hint" }) : null),
      panel.flowers ? keptList(panel.kept, true) : h("p", { class: "note" }, t("None picked yet."))),
  ];
}

/** @type {import("../../board/keyed.js").KeyedSpec<import("./model-panels.js").PanelVM>} */
const PANEL = {
  key: (panel) => panel.key,
  create: () => h("article", {}),
  update(el, panel) {
    const classes = ["panel", "petal-panel", panel.current ? "current" : "", panel.winner ? "winner" : ""];
    patch(el, { class: classes.filter(Boolean).join(" "), "aria-label": panel.label });
    const { open, ...drawn } = panel; // opening the list is the player's own doing: not redrawn for it
    contentOnce(el, JSON.stringify(drawn), () => panelContent(panel));
    const details = /** @type {HTMLDetailsElement} */ (el.querySelector("details.kept"));
    if (details.open !== open) details.open = open;
    const hint = details.querySelector(".hint");
    // Translators: after "Flowers kept: 3", what a tap on it does
    const word = open ? t(" (hide)") : t(" (show)");
    if (hint && hint.textContent !== word) hint.textContent = word;
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
 * The final screen: flowers, points, the bonus and the total by player, how a tie was
 * broken, and each player's flowers.
 * @param {import("../../types.js").Snapshot} final
 * @param {{names: string[]}} options
 */
export function resultDetails(final, { names }) {
  const players = viewOf(final).players;
  /**
   * @param {string} title
   * @param {string[]} cells
   */
  const row = (title, cells) =>
    h("tr", {}, h("th", { scope: "row" }, title), ...cells.map((c) => h("td", { class: "num" }, c)));
  const table = h(
    "table",
    { class: "results breakdown petal-breakdown" },
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", {}, h("span", { class: "sr-only" }, t("Score"))),
        ...players.map((pl, p) => h("th", { scope: "col" }, swatch(pl.colour, 18), ` ${names[p]}`)),
      ),
    ),
    h(
      "tbody",
      {},
      row(
        t("Flowers kept"),
        players.map((pl) => String(pl.flowers)),
      ),
      row(
        t("Points from flowers"),
        players.map((pl) => String(pl.points)),
      ),
      row(
        // Translators: a row of the final table; {per} is the points per flower fewer (3)
        t("Flower bonus ({per} per flower fewer)", { per: viewOf(final).bonus_per_flower }),
        players.map((pl) => `+${pl.bonus}`),
      ),
      row(
        t("Total"),
        players.map((pl) => String(pl.score)),
      ),
    ),
  );
  /** @type {HTMLElement[]} */
  const parts = [table];
  if (players[0].score === players[1].score) {
    parts.push(
      h(
        "p",
        { class: "note" },
        players[0].flowers === players[1].flowers
          ? t("Equal scores and equal flowers: a draw.")
          : t("Equal scores: the player with fewer flowers wins."),
      ),
    );
  }
  players.forEach((pl, p) => {
    if (!pl.kept.length) return;
    const kept = pl.kept.map((flower) => ({ tiles: flower.tiles, points: keptPoints(flower.points) }));
    // Translators: the title of a player's ({name}) kept flowers on the final screen
    const title = t("{name}'s flowers", { name: names[p] });
    parts.push(h("details", { class: "kept final-kept" }, h("summary", {}, title), keptList(kept, false)));
  });
  return h("div", { class: "petal-result" }, parts);
}
