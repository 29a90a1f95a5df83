// The Pattern cards as the model sees them, no DOM: the display (with its Reserve
// options), the banner of a claim just made, and each player's panel.
import { plural } from "../../board/words.js";

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
    const points = plural(card.points, "point");
    return {
      key: `card:${card.id}`,
      card,
      reservedBy: by === null ? null : { seat: by, name: ctx.names[by] },
      reserve: reserves.has(card.id)
        ? { key: `reserve:${card.id}`, label: `Reserve “${card.name}” (${points}): uses your turn` }
        : null,
      held: !reserves.has(card.id) && ctx.interactive && by === null && myHeld !== null && myHeld !== undefined,
      label: `${card.name}, ${points}${by !== null ? `, reserved by ${ctx.names[by]}` : ""}`,
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
  const titles = cards.map((c) => `“${c.title}”`);
  const names = cards.map((c) => `“${c.name}”`);
  return {
    text: `${state.ctx.names[claim.player]} claims ${titles.join(" and ")} (${plural(points, "point")}).`,
    more: ` ${names.join(" and ")}: the matching petals are outlined on the flower.`,
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
  const { snap, ctx } = state;
  const v = snap.view;
  const claim = justClaimed(v);
  return v.players.map((pl, p) => {
    const fresh = new Set(claim && claim.player === p ? claim.claims.map((c) => c.card) : []);
    const stats = `${plural(pl.score, "point")} · ${plural(pl.card_count, "card")}`;
    return {
      key: `seat:${p}`,
      seat: p,
      name: ctx.names[p],
      current: snap.current === p,
      winner: snap.over && snap.winners.includes(p),
      score: pl.score,
      label: `${ctx.names[p]}: ${plural(pl.score, "point")}, ${plural(pl.card_count, "card")}`,
      stats,
      reserved: pl.reserved !== null ? (cardById(v, pl.reserved) ?? null) : null,
      cards: pl.cards.map((c) => ({
        card: c,
        fresh: fresh.has(c.id),
        label: `${c.name}, ${plural(c.points, "point")}`,
      })),
    };
  });
}
