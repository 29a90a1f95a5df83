// Petals' model, the seats' side (DOM-free): each bouquet's cells (a + spot to
// place on, a flower the Camellia may switch with, the columns in the order being
// previewed), the decision under your bouquet, the zones' headers and the panels.
import { nt, t } from "../../i18n.js";
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
        const label = placeLabel(pending, where, preview);
        cells.push({ ...item, key: `place:${cell}`, kind: "place", preview, label });
      } else if (switches.has(cell)) {
        const label = card
          // Translators: a target on the bouquet: {card} is a flower's name, {where} its spot ("top row, left column")
          ? t("Switch the Camellia with {card} ({where})", { card: card.name, where })
          // Translators: a target on the bouquet: {where} is an empty spot ("top row, left column")
          : t("Switch the Camellia with an empty spot ({where})", { where });
        cells.push({ ...item, key: `switch:${cell}`, kind: "switch", label });
      } else {
        cells.push({ ...item, label: cellLabel(card, value, texts[cell], where) });
      }
    }
  }
  // Translators: {name} is a player's name
  return { label: t("{name}'s bouquet", { name: ctx.names[p] }), large, cells };
}

/**
 * A + spot's accessible name: the card placed, the spot, and the preview when the engine gave one.
 * @param {Card | null} pending
 * @param {string} where
 * @param {ReturnType<typeof placePreview>} preview
 */
function placeLabel(pending, where, preview) {
  if (pending && preview) {
    // Translators: a + spot: {card} the card to place, {where} the spot, {delta} the count's change ("+3"),
    // {text} the engine's sentence of what it does
    return t("Place {card} in the {where}: {delta}. {text}", {
      card: pending.name, where, delta: preview.delta, text: preview.text,
    });
  }
  if (pending) return t("Place {card} in the {where}", { card: pending.name, where });
  if (preview) {
    return t("Place your card in the {where}: {delta}. {text}", { where, delta: preview.delta, text: preview.text });
  }
  return t("Place your card in the {where}", { where });
}

/**
 * A bouquet spot's accessible name: the spot, its card and what it is worth now.
 * @param {Card | null} card
 * @param {number | null} value
 * @param {string} why what changed its value (the engine's words), or ""
 * @param {string} where
 */
function cellLabel(card, value, why, where) {
  // Translators: an empty spot of a bouquet: {where} is the spot ("top row, left column")
  if (!card) return t("{where}: empty", { where });
  const words = cardWords(card);
  if (value === null) return t("{where}: {card}", { where, card: words });
  if (why && value !== card.value) {
    // Translators: a spot: {card} the card in words, {value} its value now, {why} what changed it
    return t("{where}: {card}, worth {value} now ({why})", { where, card: words, value, why });
  }
  return t("{where}: {card}, worth {value} now", { where, card: words, value });
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
  // Translators: a bouquet's points, short, in its zone's header
  score: nt("{n} pts", "{n} pts", state.snap.view.players[p].bouquet_score),
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
      label: t("{name}'s bouquet", { name: nm(me) }),
      head: zoneHead(state, me, t("{name}'s bouquet", { name: nm(me) })),
      // Translators: {name} is a player, {card} the card in words
      pending: pending
        ? { card: pending, label: t("{name} will place {card}", { name: nm(me), card: cardWords(pending) }) }
        : null,
    },
    opp: {
      // Translators: {name} is a player's name
      label: t("{name}'s bouquet and hand", { name: nm(p) }),
      head: zoneHead(state, p, nm(p)),
      backs: {
        count: /** @type {number} */ (opp.hand_count),
        // Translators: {name} is a player's name
        label: nt("{name} holds {n} card", "{name} holds {n} cards", opp.hand_count, { name: nm(p) }),
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
    // Translators: a player's panel: {name} is the player
    label: nt("{name}: {n} point", "{name}: {n} points", pl.score, { name: ctx.names[p] }),
    name: ctx.names[p],
    current: snap.current === p,
    score: pl.score,
    rounds: roundsLine(pl.round_scores),
    round: roundLine(pl),
    voids: /** @type {string[]} */ (pl.void),
  }));
}

/**
 * A panel's line of the rounds' scores ("Rounds: R1: 12 · R2: 30").
 * @param {number[]} scores
 */
function roundsLine(scores) {
  if (!scores.length) return t("Rounds: no round scored yet");
  // Translators: a round's score, short: {number} is the round, {score} its points ("R1: 12")
  const each = scores.map((r, i) => t("R{number}: {score}", { number: i + 1, score: r }));
  // Translators: {scores} are the rounds' scores, "R1: 12 · R2: 30"
  return t("Rounds: {scores}", { scores: each.join(" · ") });
}

/**
 * A panel's line of this round, whole sentences per count.
 * @param {{tricks: number, bouquet_score: number, hand_count: number}} pl
 */
function roundLine(pl) {
  // Translators: {n} tricks won this round; {score} is the bouquet's points
  const tricks = nt(
    "This round: {n} trick won, bouquet {score} pts,",
    "This round: {n} tricks won, bouquet {score} pts,",
    pl.tricks,
    { score: pl.bouquet_score },
  );
  // Translators: the end of a panel's line of this round ("This round: 2 tricks won, bouquet 14 pts, 5 cards in hand")
  const hand = nt("{n} card in hand", "{n} cards in hand", pl.hand_count);
  return `${tricks} ${hand}`;
}
