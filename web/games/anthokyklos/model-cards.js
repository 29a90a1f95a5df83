// The Pattern cards as the model sees them, no DOM: the display (with its Reserve
// options), the banner of a claim just made, and each player's panel.
import { formatList, nt, t } from "../../i18n.js";
import { nameOf, pointsWords } from "./words.js";

/**
 * @typedef {import("../../contract.js").AnthokyklosMove} Move
 * @typedef {import("./view.js").AnthokyklosView} View
 * @typedef {import("./model.js").Shown} Shown
 * @typedef {import("./view.js").Card} Card
 */

/**
 * A card by id, in the display or among the claimed cards.
 * @param {View} v
 * @param {number} id
 * @returns {Card | undefined}
 */
export const cardById = (v, id) =>
  v.display.find((c) => c.id === id) || v.players.flatMap((p) => p.cards).find((c) => c.id === id);

/** The claim made on the turn just played, if any.
 * @param {View} v */
export function justClaimed(v) {
  const last = v.last_claim;
  return last && last.turn === v.turn - 1 ? last : null;
}

/**
 * A display card as drawn.
 * @typedef {object} CardView
 * @property {string} key
 * @property {Card} card
 * @property {{seat: number, name: string} | null} reservedBy
 * @property {{key: string, label: string} | null} reserve the Reserve button (data-option)
 * @property {boolean} held the player may not reserve it: they hold a reservation
 * @property {string} label
 */

/** The Reserve button's word (visible, and first in its accessible name). */
// Translators: the button on a Pattern card that reserves it
export const reserveWord = () => t("Reserve");

/** A card's accessible name: "Iris, 3 points". @param {Card} card */
// Translators: a Pattern card's accessible name: its name, then its points ("3 points")
const cardLabel = (card) => t("{name}, {points}", { name: card.name, points: pointsWords(card.points) });

/**
 * @param {Shown} state
 * @param {Move[]} moves the moves one may make now
 * @returns {CardView[]}
 */
export function cardsView(state, moves) {
  const { snap, ctx } = state;
  const v = snap.view;
  const reserves = new Set(moves.filter((m) => m.type === "reserve").map((m) => m.card));
  const myHeld = snap.current !== null ? v.players[snap.current]?.reserved : null;
  return v.display.map((card) => {
    const by = card.reserved_by;
    const [name, points] = [card.name, pointsWords(card.points)];
    const player = by === null ? "" : nameOf(state, by);
    const reserve = () =>
      // Translators: the Reserve button's accessible name: its visible word ({reserve}), the card's name and points
      t("{reserve} “{name}” ({points}): uses your turn", { reserve: reserveWord(), name, points });
    return {
      key: `card:${card.id}`,
      card,
      reservedBy: by === null ? null : { seat: by, name: player },
      reserve: reserves.has(card.id) ? { key: `reserve:${card.id}`, label: reserve() } : null,
      held: !reserves.has(card.id) && ctx.interactive && by === null && myHeld !== null && myHeld !== undefined,
      // Translators: a Pattern card's accessible name; {player} who reserved it
      label: by === null ? cardLabel(card) : t("{name}, {points}, reserved by {player}", { name, points, player }),
    };
  });
}

/**
 * The banner announcing the claim just made, or null.
 * @param {Shown} state
 * @returns {{text: string, more: string} | null}
 */
export function bannerView(state) {
  const v = state.snap.view;
  const claim = justClaimed(v);
  if (!claim) return null;
  const cards = claim.claims.flatMap((c) => cardById(v, c.card) ?? []);
  const points = cards.reduce((a, c) => a + c.points, 0);
  // Translators: a Pattern card's title or name, quoted, in the banner of a claim
  const titles = formatList(cards.map((c) => t("“{title}”", { title: c.title })));
  const names = formatList(cards.map((c) => t("“{title}”", { title: c.name })));
  const player = nameOf(state, claim.player);
  return {
    // Translators: the banner of a claim; {titles} the cards' titles, quoted, {points} "5 points"
    text: t("{player} claims {titles} ({points}).", { player, titles, points: pointsWords(points) }),
    // Translators: after the banner of a claim; {names} the cards' names, quoted
    more: " " + t("{names}: the matching petals are outlined on the flower.", { names }),
  };
}

/**
 * A player's panel as drawn.
 * @typedef {object} PanelView
 * @property {string} key
 * @property {number} seat
 * @property {string} name
 * @property {boolean} current
 * @property {boolean} winner
 * @property {number} score
 * @property {string} label
 * @property {string} stats
 * @property {Card | null} reserved
 * @property {{card: Card, fresh: boolean, label: string}[]} cards claimed, "fresh" when just claimed
 */

/**
 * @param {Shown} state
 * @returns {PanelView[]}
 */
export function panelsView(state) {
  const { snap } = state;
  const v = snap.view;
  const claim = justClaimed(v);
  return v.players.map((pl, p) => {
    const fresh = new Set(claim && claim.player === p ? claim.claims.map((c) => c.card) : []);
    const [points, cards] = [pointsWords(pl.score), nt("{n} card", "{n} cards", pl.card_count)];
    const name = nameOf(state, p);
    return {
      key: `seat:${p}`,
      seat: p,
      name,
      current: snap.current === p,
      winner: snap.over && snap.winners.includes(p),
      score: pl.score,
      // Translators: a player's panel's accessible name: {points} "12 points", {cards} "3 cards"
      label: t("{name}: {points}, {cards}", { name, points, cards }),
      stats: [points, cards].join(" · "),
      reserved: pl.reserved !== null ? (cardById(v, pl.reserved) ?? null) : null,
      cards: pl.cards.map((c) => ({
        card: c,
        fresh: fresh.has(c.id),
        label: cardLabel(c),
      })),
    };
  });
}
