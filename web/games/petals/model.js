// Petals' model, DOM-free (chessground's state.ts and board.ts): the seat drawn at
// the bottom, the column order being previewed, what a tap means, and the view-model
// of the table (each drawn thing's key, flags and accessible label; the help line).
// Every move comes from `snap.moves`, except a hand card that may not be played:
// it is still sent, and the engine's refusal says why (a toast). The trick's view-model is
// model-trick.js; the seats' (bouquets, decision, panels) model-seats.js.
import { holds } from "../../board/state.js";
import { nt, t } from "../../i18n.js";
import { cardWords, faceText, labelWithText, suitName } from "./text.js";

/** @typedef {import("../../types.js").Snapshot} Snapshot */
/** @typedef {import("../../types.js").Ctx} Ctx */
/** @typedef {import("../../contract.js").PetalsMove} Move */
/** @typedef {import("./text.js").Card} Card */
/** @typedef {import("./view.js").PetalsSnap} PetalsSnap */

/**
 * @typedef {object} PetalsState
 * @property {PetalsSnap | null} snap
 * @property {Ctx | null} ctx
 * @property {number} me the seat drawn at the bottom, large
 * @property {{ply: number, order: number[]} | null} arrange the column order previewed, on an arrange decision
 * @property {boolean} fresh this snapshot is a new move: animate what it changed
 * @property {any[] | null} [previews] what each of snap.moves would do (preview.js), once the engine said
 * @property {number | null} [focusCell] the + spot focused or pointed at (preview.js)
 */

/** @typedef {PetalsState & {snap: PetalsSnap, ctx: Ctx}} Shown a state holding a snapshot */

/** What a tap means: a move to send, a new column order to show, or nothing. */
/** @typedef {{play: Move} | {select: number[]} | null} Intent */

const KEEP = "0,1,2";

/** @returns {PetalsState} */
export const createState = () => ({ snap: null, ctx: null, me: 0, arrange: null, fresh: false });

/**
 * Take a new snapshot: the seat drawn large is the viewer's, or the decider's in
 * the public view; a new arrange decision starts from the columns as they are.
 * @param {PetalsState} state
 * @param {Snapshot} snap
 * @param {Ctx} ctx
 */
export function receive(state, snap, ctx) {
  state.fresh = state.snap?.ply !== snap.ply;
  state.snap = /** @type {PetalsSnap} */ (snap); // the shell hands a renderer its own game's snapshots
  state.ctx = ctx;
  if (ctx.viewer !== null && ctx.viewer !== undefined) state.me = ctx.viewer;
  else if (snap.current !== null) state.me = snap.current;
  if (!state.arrange || state.arrange.ply !== snap.ply) {
    state.arrange = holds(state) && arranging(state) ? { ply: snap.ply, order: [0, 1, 2] } : null;
  }
}

/** @param {PetalsState} state the moves the player may tap now (none when not interactive) */
export const movesOf = (state) => (holds(state) && state.ctx.interactive ? state.snap.moves : []);

/** @param {Shown} state */
const arranging = (state) => movesOf(state).some((m) => m.type === "arrange");

/**
 * What a tap on `key` means (the keys are the view-model's), or Escape (null): it
 * puts back a previewed column order.
 * @param {PetalsState} state
 * @param {string | null} key
 * @returns {Intent}
 */
export function intent(state, key) {
  if (!holds(state)) return null;
  const moves = movesOf(state);
  if (!moves.length) return null;
  const order = state.arrange?.order;
  if (key === null) return order && order.join() !== KEEP ? select(state, [0, 1, 2]) : null;
  const [kind, arg] = key.split(":");
  const n = Number(arg);
  /** @param {(m: Move) => boolean} test */
  const find = (test) => {
    const move = moves.find(test);
    return move ? { play: move } : null;
  };
  switch (kind) {
    case "play": // a card that may not be played is sent too: the engine says why not
      return moves.some((m) => m.type === "play") && handCards(state).some((c) => c.id === n)
        ? { play: { type: "play", card: n } }
        : null;
    case "take":
      return find((m) => m.type === "take" && m.card === n);
    case "place":
      return find((m) => m.type === "place" && m.cell === n);
    case "switch":
      return find((m) => m.type === "switch" && m.to === n);
    case "keep":
      return find((m) => m.type === "keep");
    case "swap":
      return order ? select(state, swapped(order, Number(arg[0]), Number(arg[1]))) : null;
    case "arrange":
      return order
        ? (find((m) => m.type === "arrange" && m.order.join() === order.join()) ?? { play: { type: "arrange", order } })
        : null;
    default:
      return null;
  }
}

/**
 * @param {Shown} state
 * @param {number[]} order
 * @returns {Intent}
 */
function select(state, order) {
  state.arrange = { ply: state.snap.ply, order };
  return { select: order };
}

/**
 * @param {number[]} order
 * @param {number} a
 * @param {number} b
 */
function swapped(order, a, b) {
  const next = [...order];
  [next[a], next[b]] = [next[b], next[a]];
  return next;
}

/** @param {Shown} state @returns {Card[]} */
const handCards = (state) => state.snap.view.players[state.me].hand || [];

// -- the view-model ----------------------------------------------------------------

/**
 * @typedef {object} HandCard
 * @property {string} key play:<id> (a button) or card:<id>
 * @property {Card} card
 * @property {boolean} button may be tapped (a card to play, legal or not)
 * @property {boolean} legal a move now (data-target)
 * @property {string} label starts with what the card shows written
 * @property {string} rot the fan's rotation
 * @property {string} lift the fan's drop
 */

/**
 * The hand of the seat drawn large: its cards, or backs when it is hidden.
 * @param {Shown} state
 */
export function handView(state) {
  const { snap, ctx, me } = state;
  const player = snap.view.players[me];
  const name = ctx.names[me];
  // Translators: {name} is a player's name
  const label = t("{name}'s hand", { name });
  if (!player.hand) {
    const n = player.hand_count;
    const note = n
      ? nt("{name}'s hand: {n} card, hidden while the screen is shared.",
        "{name}'s hand: {n} cards, hidden while the screen is shared.", n, { name })
      : t("{name}'s hand is empty.", { name });
    return { label, hidden: true, backs: n, note, cards: /** @type {HandCard[]} */ ([]) };
  }
  const moves = movesOf(state);
  const plays = new Set(moves.filter((m) => m.type === "play").map((m) => m.card));
  const canPlay = moves.some((m) => m.type === "play");
  const hand = /** @type {Card[]} */ (player.hand);
  const mid = (hand.length - 1) / 2;
  /** @type {HandCard[]} */
  const cards = hand.map((card, i) => {
    const legal = canPlay && plays.has(card.id);
    const words = canPlay ? playWords(card, legal) : cardWords(card);
    return {
      key: `${canPlay ? "play" : "card"}:${card.id}`,
      card,
      button: canPlay,
      legal,
      label: labelWithText(faceText(card), words),
      rot: `${((i - mid) * 2.4).toFixed(1)}deg`,
      lift: `${((i - mid) ** 2 * 1.2).toFixed(1)}px`,
    };
  });
  return { label, hidden: false, backs: 0, note: hand.length ? null : t("Your hand is empty."), cards };
}

/**
 * A hand card's accessible name while playing: a card to play, or one that may not be played now.
 * @param {Card} card
 * @param {boolean} legal
 */
const playWords = (card, legal) =>
  legal
    // Translators: a card of the hand: {card} is the card in words
    ? t("Play {card}", { card: cardWords(card) })
    // Translators: a card of the hand that may not be played now: {card} is the card in words
    : t("Not playable now: {card}", { card: cardWords(card) });

/**
 * The help line over the table.
 * @param {Shown} state
 */
export function helpText(state) {
  const { snap, ctx } = state;
  if (ctx.replayLine) return ctx.replayLine;
  const cur = snap.current;
  if (snap.over || cur === null) return t("The game is over.");
  const view = snap.view;
  const name = ctx.names[cur];
  if (!movesOf(state).length) return t("{name} is deciding.", { name });
  const pending = view.players[cur].pending?.name;
  switch (view.phase) {
    case "lead":
      return t("{name}: lead any card from your hand.", { name });
    case "follow":
      return view.lead_suit
        // Translators: {suit} is the lead suit's name ("Wild Wonders")
        ? t("{name}: answer the trick. Raised cards can be played (follow {suit} if you can).", {
          name, suit: suitName(view.lead_suit),
        })
        : t("{name}: answer the trick. Raised cards can be played (follow the lead suit if you can).", { name });
    case "take":
      // Translators: {other} is the other player
      return t("{name} wins the trick: tap the flower you take; {other} gets the other.", {
        name, other: ctx.names[1 - cur],
      });
    case "place":
      return pending
        // Translators: {card} is the card's name
        ? t("{name}: place {card}: tap a + spot in your bouquet.", { name, card: pending })
        : t("{name}: place your flower: tap a + spot in your bouquet.", { name });
    case "arrange":
      return t("{name}: arrange your columns.", { name });
    case "switch":
      return t("{name}: switch your Camellia or keep your bouquet.", { name });
    default:
      return "";
  }
}

/**
 * The round's count is to be shown on the board now: a round was just scored and the
 * board is in sight, whoever decides next (a person, the computer: issue 24, the round
 * end rushed past), not behind the pass-the-device screen (it shows after the tap),
 * not in a replay, not at the game's end (the final screen shows it).
 * @param {Shown} state
 */
export function countDue(state) {
  const { snap, ctx } = state;
  return Boolean(
    snap.view.scoring &&
    snap.view.events.some((e) => e.event === "scored") &&
    !ctx.waiting &&
    !ctx.replaying &&
    !snap.over,
  );
}
