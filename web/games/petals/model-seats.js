// Petals' model, the seats' side (DOM-free): each bouquet's cells (a + spot to
// place on, a flower the Camellia may switch with, the columns in the order being
// previewed), the decision under your bouquet, the zones' headers and the panels.
import { t } from "../../i18n.js";
import { plural } from "../../board/words.js";
import { cardWords, cellWords } from "./text.js";
import { movesOf } from "./model.js";
import { placePreview } from "./model-preview.js";

/** @typedef {import("./model.js").PetalsState} PetalsState */
/** @typedef {import("./model.js").Shown} Shown */
/** @typedef {import("./text.js").Card} Card */

/**
 * @typedef {object} BouquetCell
 * @property {string} key place:<cell> or switch:<cell> (targets), cell:<cell>
 * @property {"place" | "switch" | "cell"} kind
 * @property {number} cell 0..8, bottom row first
 * @property {Card | null} card
 * @property {number | null} value its value after effects (null while the columns are previewed)
 * @property {string} label
 * @property {boolean} camellia the Camellia that may switch
 * @property {boolean} fresh placed by the last move
 * @property {ReturnType<typeof placePreview>} [preview] a + spot's change of the count (model-preview.js)
 */

/**
 * A seat's bouquet, in drawing order (top row first). `large`: the seat drawn at the
 * bottom, whose cells may be targets.
 * @param {Shown} state
 * @param {number} p
 * @param {boolean} large
 */
export function bouquetView(state, p, large) {
  const { snap, ctx } = state;
  const view = snap.view;
  const moves = large ? movesOf(state) : [];
  const player = view.players[p];
  /** @type {(Card | null)[]} */
  let cards = player.bouquet;
  /** @type {(number | null)[]} */
  let values = player.breakdown.map((/** @type {{value: number}} */ b) => b.value);
  const texts = player.breakdown.map((/** @type {{text: string}} */ b) => b.text);
  const mine = large && p === snap.current;
  const places = new Set(mine ? moves.filter((m) => m.type === "place").map((m) => m.cell) : []);
  const switches = new Set(mine ? moves.filter((m) => m.type === "switch").map((m) => m.to) : []);
  const from = moves.find((m) => m.type === "switch")?.from;
  const order = mine && state.arrange && moves.some((m) => m.type === "arrange") ? state.arrange.order : null;
  const moved = order && order.join() !== "0,1,2";
  if (moved) {
    cards = cards.map((_, i) => cards[Math.floor(i / 3) * 3 + order[i % 3]]);
    values = values.map(() => null);
  }
  const placing = view.events.flatMap((e) => (e.event === "place" && e.player === p ? [e.cell] : []));
  const placed = moved || !state.fresh ? -1 : placing[0];
  /** @type {BouquetCell[]} */
  const cells = [];
  for (let row = 2; row >= 0; row--) {
    for (let col = 0; col < 3; col++) {
      const cell = row * 3 + col;
      const card = cards[cell];
      const value = values[cell];
      const where = cellWords(cell);
      /** @type {BouquetCell} */
      const item = {
        key: `cell:${cell}`,
        kind: "cell",
        cell,
        card,
        value,
        label: "",
        camellia: cell === from,
        fresh: cell === placed,
      };
      if (places.has(cell)) {
        const pending = player.pending;
        const preview = placePreview(state, cell);
        const then = preview ? `: ${preview.delta}. ${preview.text}` : "";
        cells.push({
          ...item,
          key: `place:${cell}`,
          kind: "place",
          preview,
          label: `Place ${pending ? pending.name : "your card"} in the ${where}${then}`,
        });
      } else if (switches.has(cell)) {
        const name = card ? card.name : "an empty spot";
        cells.push({
          ...item,
          key: `switch:${cell}`,
          kind: "switch",
          label: `Switch the Camellia with ${name} (${where})`,
        });
      } else {
        const worth =
          card && value !== null
            ? `, worth ${value} now${texts[cell] && value !== card.value ? ` (${texts[cell]})` : ""}`
            : "";
        cells.push({ ...item, label: card ? `${where}: ${cardWords(card)}${worth}` : `${where}: empty` });
      }
    }
  }
  return { label: `${ctx.names[p]}'s bouquet`, large, cells };
}

/**
 * @typedef {object} DecisionButton
 * @property {string} key its intent: swap:01, swap:12, arrange, keep
 * @property {string} text
 * @property {string | null} label its accessible name, when not its text
 * @property {boolean} target it plays a move (data-target)
 */

/**
 * The decision drawn under your bouquet: arrange the columns (with the order being
 * previewed), or keep the bouquet instead of switching the Camellia.
 * @param {Shown} state
 * @returns {{kind: string, label: string, text: string, buttons: DecisionButton[]} | null}
 */
export function decisionView(state) {
  const moves = movesOf(state);
  if (moves.some((m) => m.type === "arrange") && state.arrange) {
    return {
      kind: "arrange",
      label: t("Arrange your columns"),
      text: t("Your bottom row is full: put the columns in the order you want. After this, the order is fixed."),
      buttons: [
        // Translators: a button that swaps two columns of the bouquet (left and middle)
        { key: "swap:01", text: t("⇄ Left · middle"), label: t("Swap the left and middle columns"), target: false },
        // Translators: a button that swaps two columns of the bouquet (middle and right)
        {
          key: "swap:12",
          text: t("⇄ Middle · right"),
          label: t("Swap the middle and right columns"),
          target: false,
        },
        { key: "arrange", text: t("Use this order"), label: null, target: true },
      ],
    };
  }
  if (moves.some((m) => m.type === "keep")) {
    return {
      kind: "keep",
      label: t("Camellia"),
      text: t(
        "Round end: your Camellia may switch places with any flower of your bouquet, once. " +
          "Tap a flower marked ⇄ to switch, or keep the bouquet.",
      ),
      buttons: [{ key: "keep", text: t("Keep my bouquet"), label: null, target: true }],
    };
  }
  return null;
}

/**
 * A zone's header: the seat's mark, its title, "to play", the bouquet's points.
 * @param {Shown} state
 * @param {number} p
 * @param {string} title
 */
const zoneHead = (state, p, title) => ({
  seat: p,
  title,
  current: state.snap.current === p,
  score: `${state.snap.view.players[p].bouquet_score} pts`,
});

/**
 * Your zone (the bouquet drawn large) and the other seat's (its hand as backs, its
 * bouquet small, the card it will place).
 * @param {Shown} state
 */
export function seatsView(state) {
  const { snap, ctx, me } = state;
  const nm = (/** @type {number} */ p) => ctx.names[p];
  const p = 1 - me;
  const opp = snap.view.players[p];
  /** @type {Card | null} */
  const pending = snap.view.players[me].pending;
  return {
    mine: {
      label: `${nm(me)}'s bouquet`,
      head: zoneHead(state, me, `${nm(me)}'s bouquet`),
      pending: pending ? { card: pending, label: `${nm(me)} will place ${cardWords(pending)}` } : null,
    },
    opp: {
      label: `${nm(p)}'s bouquet and hand`,
      head: zoneHead(state, p, nm(p)),
      backs: {
        count: /** @type {number} */ (opp.hand_count),
        label: `${nm(p)} holds ${plural(opp.hand_count, "card")}`,
      },
      pending: /** @type {Card | null} */ (opp.pending),
    },
  };
}

/**
 * The players' panels: totals, rounds, this round, suits shown void.
 * @param {Shown} state
 */
export function panelsView(state) {
  const { snap, ctx } = state;
  return snap.view.players.map((pl, p) => ({
    key: `seat:${p}`,
    seat: p,
    class: ["panel", snap.current === p ? "current" : "", snap.over && snap.winners.includes(p) ? "winner" : ""].join(
      " ",
    ),
    label: `${ctx.names[p]}: ${pl.score} points`,
    name: ctx.names[p],
    current: snap.current === p,
    score: pl.score,
    rounds: `Rounds: ${pl.round_scores.map((r, i) => `R${i + 1}: ${r}`).join(" · ") || "no round scored yet"}`,
    round:
      `This round: ${plural(pl.tricks, "trick")} won, bouquet ${pl.bouquet_score} pts, ` +
      `${plural(pl.hand_count, "card")} in hand`,
    voids: /** @type {string[]} */ (pl.void),
  }));
}
