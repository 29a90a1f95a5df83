// The final screen's details: points and cards per player, how a tie was settled,
// and each player's claimed cards.
import { formatList, nt, t } from "../../i18n.js";
import { h } from "../../ui.js";
import { viewOf } from "./view.js";

/** @type {NonNullable<import("../../types.js").Renderer["resultDetails"]>} */
export function resultDetails(final, { names }) {
  const players = viewOf(final).players;
  const order = players
    .map((_, i) => i)
    .sort((a, b) => players[b].score - players[a].score || players[b].card_count - players[a].card_count);
  const table = h(
    "table",
    { class: "results breakdown" },
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", {}, t("Player")),
        h("th", { class: "num" }, t("Points")),
        h("th", { class: "num" }, t("Cards")),
      ),
    ),
    h(
      "tbody",
      {},
      order.map((i) =>
        h(
          "tr",
          {},
          h("th", { scope: "row" }, names[i]),
          h("td", { class: "num" }, String(players[i].score)),
          h("td", { class: "num" }, String(players[i].card_count)),
        ),
      ),
    ),
  );
  const top = Math.max(...players.map((p) => p.score));
  const tied = players.map((p, i) => (p.score === top ? i : -1)).filter((i) => i >= 0);
  let note = t("Most points wins.");
  if (tied.length > 1) {
    const who = formatList(tied.map((i) => names[i]));
    note =
      final.winners.length === tied.length
        // Translators: the final screen; {who} the tied players ("Ann and Ben"), {n} their points
        ? nt("{who} tie on {n} point and on cards: they share the win.",
          "{who} tie on {n} points and on cards: they share the win.", top, { who })
        // Translators: the final screen; {who} the tied players ("Ann and Ben"), {n} their points
        : nt("{who} tie on {n} point: the tie goes to more cards claimed.",
          "{who} tie on {n} points: the tie goes to more cards claimed.", top, { who });
  }
  const lists = order.map((i) =>
    h(
      "p",
      { class: "antho-final-cards" },
      // Translators: the final screen, before a player's claimed cards; {name} the player
      h("b", {}, t("{name}: ", { name: names[i] })),
      // Translators: the final screen, after a player's name: they claimed no card
      players[i].cards.length ? players[i].cards.map((c) => `${c.title} (${c.points})`).join(", ") : t("no cards"),
    ),
  );
  return h("div", { class: "antho-final", "data-scores": "" }, table, h("p", { class: "tiebreak" }, note), lists);
}
