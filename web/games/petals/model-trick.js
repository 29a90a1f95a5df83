// Petals' model, the trick's side (DOM-free): the two places of the trick with their
// captions and the card the winner may take, the trump, the line over the trick and the
// round's news while the table is empty. Apart from model.js (the state, what a tap means,
// the hand, the help line) because the trick is a zone of its own, like the seats'
// (model-seats.js).
import { pt, t } from "../../i18n.js";
import { cardWords, short, suitName } from "./text.js";
import { movesOf } from "./model.js";

/** @typedef {import("./model.js").Shown} Shown */
/** @typedef {import("./text.js").Card} Card */

/**
 * A place of the trick: key slot:<card id>, or empty:<0|1>; caption "Ann led · wins",
 * or for an empty slot "lead" or "answer"; face: take:<id> (a target) or card:<id>.
 * @typedef {{key: string, card: null, caption: string, winner: false, face: null}
 *   | {key: string, card: Card, caption: string, winner: boolean,
 *       face: {key: string, take: boolean, fresh: boolean, label: string}}} TrickSlot
 */

/**
 * The trick, the trump and the round's news.
 * @param {Shown} state
 */
export function trickView(state) {
  const { snap, ctx } = state;
  const view = snap.view;
  const nm = (/** @type {number} */ p) => ctx.names[p];
  const takes = new Set(movesOf(state).filter((m) => m.type === "take").map((m) => m.card));
  const plays = view.table.plays;
  /** @type {TrickSlot[]} */
  const slots = [0, 1].map((i) => {
    const play = plays[i];
    if (!play) {
      // Translators: an empty place of the trick: the card that leads it, the card that answers it
      const caption = i === 0 ? pt("trick", "lead") : pt("trick", "answer");
      return { key: `empty:${i}`, card: null, caption, winner: false, face: null };
    }
    const card = play.card;
    const other = plays[1 - i]?.card;
    const winner = view.trick_winner === play.player;
    const caption = slotCaption(nm(play.player), i === 0, winner);
    const fresh = state.fresh && view.events.some((e) => e.event === "play" && e.card.id === card.id);
    const own = play.player === snap.current;
    // a take is offered to the trick's winner, who is to decide (snap.current)
    const face =
      takes.has(card.id) && snap.current !== null
        ? {
            key: `take:${card.id}`,
            take: true,
            fresh: false,
            label: takeLabel(own ? null : nm(play.player), cardWords(card), nm(1 - snap.current), other),
          }
        : { key: `card:${card.id}`, take: false, fresh, label: slotLabel(caption, card) };
    return { key: `slot:${card.id}`, card, caption, winner, face };
  });
  const trump = view.trump;
  return {
    // Translators: the line over the trick: {round} of {rounds}, {trick} of 9
    info: t("Round {round} of {rounds} · trick {trick} of 9", {
      round: view.round, rounds: view.rounds, trick: view.trick,
    }),
    trump: {
      card: trump.card,
      suit: trump.suit,
      // Translators: {suit} is the trump suit's name, {card} the flipped card, short ("Clover (W 3)")
      label: t("Trump suit: {suit} (the flipped card is {card})", {
        suit: suitName(trump.suit), card: short(trump.card),
      }),
    },
    slots,
    lead: view.lead_suit || null,
    news: plays.length ? "" : lastNews(state),
  };
}

/** @param {string} caption @param {Card} card a card of the trick's accessible name */
const slotLabel = (caption, card) =>
  // Translators: a card of the trick: {caption} is "Ann led · wins", {card} the card in words
  t("{caption}: {card}", { caption, card: cardWords(card) });

/**
 * A card's caption in the trick: who played it, and whether it wins.
 * @param {string} name
 * @param {boolean} led
 * @param {boolean} winner
 */
function slotCaption(name, led, winner) {
  // Translators: captions under a card of the trick: {name} is the player who played it
  if (led) return winner ? t("{name} led · wins", { name }) : t("{name} led", { name });
  return winner ? t("{name} answered · wins", { name }) : t("{name} answered", { name });
}

/**
 * A card of the trick the winner may take: whose it is, and what the other player gets.
 * @param {string | null} owner the other player's name, or null for your own card
 * @param {string} card the card in words
 * @param {string} other the player who gets the other card
 * @param {Card | undefined} rest the other card
 */
function takeLabel(owner, card, other, rest) {
  // Translators: {card} is a card in words, {other} the other player, {rest} the other card's name
  const yours = rest
    ? t("Take your own {card}. {other} gets {rest}.", { card, other, rest: rest.name })
    : t("Take your own {card}. {other} gets the other card.", { card, other });
  if (owner === null) return yours;
  // Translators: {owner} played the card, {card} is the card in words, {other} the other player,
  // {rest} the other card's name
  return rest
    ? t("Take {owner}'s {card}. {other} gets {rest}.", { owner, card, other, rest: rest.name })
    : t("Take {owner}'s {card}. {other} gets the other card.", { owner, card, other });
}

/** @param {Shown} state what happened last, while the table is empty */
function lastNews(state) {
  const nm = (/** @type {number} */ p) => state.ctx.names[p];
  for (const e of [...state.snap.view.events].reverse()) {
    if (e.event === "take") {
      // Translators: {name} took a card ({card}) of the trick, {other} (the other player) got the other card ({rest})
      return t("{name} took {card}; {other} got {rest}.", {
        name: nm(e.player), card: e.card.name, other: nm(1 - e.player), rest: e.other.name,
      });
    }
    if (e.event === "deal") {
      // Translators: {number} is the round's, {name} the player who leads its first trick
      return t("Round {number}: {name} leads the first trick.", { number: e.round, name: nm(e.leader) });
    }
  }
  return "";
}
