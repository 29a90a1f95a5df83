// The final screen's details: points and cards per player, how a tie was settled,
// and each player's claimed cards.
import { plural } from "../../board/words.js";
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
      h("tr", {}, h("th", {}, "Player"), h("th", { class: "num" }, "Points"), h("th", { class: "num" }, "Cards")),
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
  let note = "Most points wins.";
  if (tied.length > 1) {
    note =
      final.winners.length === tied.length
        ? `${tied.map((i) => names[i]).join(" and ")} tie on ${plural(top, "point")} and on cards: they share the win.`
        : `${tied.map((i) => names[i]).join(" and ")} tie on ${plural(top, "point")}: ` +
          "the tie goes to more cards claimed.";
  }
  const lists = order.map((i) =>
    h(
      "p",
      { class: "antho-final-cards" },
      h("b", {}, `${names[i]}: `),
      players[i].cards.length ? players[i].cards.map((c) => `${c.title} (${c.points})`).join(", ") : "no cards",
    ),
  );
  return h("div", { class: "antho-final", "data-scores": "" }, table, h("p", { class: "tiebreak" }, note), lists);
}
