// The players' panels as data, no DOM: each seat's header, its supply (buttons for the
// player to act, counts for everyone else), what it has on the daisy, and its
// sequencing stack (hidden while the other player still stacks: its order is never in
// the view, so never drawn).
import { SIDE_WORDS, SIZE_NAMES, SIZE_WORDS, textFirst } from "./text.js";
import { playing, supplyMoves } from "./moves.js";

/** @typedef {import("./model.js").Shown} Shown */
/** @typedef {import("./stack.js").Act} Act */

/**
 * @typedef {object} SupplyView
 * @property {string} key
 * @property {number} size
 * @property {string} count "×3"
 * @property {boolean} button the player to act may choose it
 * @property {boolean} [pressed]
 * @property {boolean} [disabled]
 * @property {boolean} [target]
 * @property {string} label
 * @property {Act | null} [act]
 */

/**
 * @typedef {{kind: "hidden"} | {kind: "empty", note: string}
 *   | {kind: "shown", items: {pips: number, top: boolean, note: string}[], spent: number[], data: string,
 *       label: string}} StackView
 */

/**
 * One supply pyramid: a button for the player to act, a count for anyone else.
 * @param {Shown} st
 * @param {any} pl the seat's view
 * @param {number} size
 * @param {boolean} mine
 * @returns {SupplyView}
 */
function supplyItem(st, pl, size, mine) {
  const n = pl.supply[String(size)];
  const count = `×${n}`;
  if (!mine) return { key: `count-${size}`, size, count, button: false, label: `${SIZE_NAMES[size]}: ${n} in supply` };
  const options = supplyMoves(st, size);
  const verb = size === 1 ? "Spawn a small" : `Grow a piece into a ${SIZE_WORDS[size]}`;
  const pressed = st.sel?.kind === "supply" && st.sel.size === size;
  const then = options.length ? `Tap, then tap a marked petal: ${verb}` : "nothing to do with it now";
  const label = `${SIZE_NAMES[size]}: ${n} in supply. ${then}`;
  return {
    key: `supply-${size}`,
    size,
    count,
    button: true,
    pressed,
    disabled: !options.length,
    target: options.length > 0 && !pressed,
    label: textFirst(count, label),
    act: options.length ? { select: pressed ? null : { kind: "supply", size } } : null,
  };
}

/**
 * A seat's sequencing stack: hidden, not stacked yet, or top first with the used ones.
 * @param {any} pl
 * @param {string} phase
 * @returns {StackView}
 */
export function stackView(pl, phase) {
  if (pl.hidden) return { kind: "hidden" };
  if (!pl.stack) return { kind: "empty", note: phase === "over" ? "—" : "not stacked yet" };
  const names = (/** @type {number[]} */ list) => list.map((x) => SIZE_NAMES[x]).join(", ");
  return {
    kind: "shown",
    items: pl.stack.map((/** @type {number} */ pips, /** @type {number} */ k) => ({
      pips,
      top: k === 0,
      note: k === 0 && phase === "play" ? `${pips} now` : String(pips),
    })),
    spent: pl.spent,
    data: (pl.chosen || pl.stack).join("-"),
    label: `Stack, top first: ${names(pl.stack) || "all used"}${pl.spent.length ? `; used: ${names(pl.spent)}` : ""}`,
  };
}

/**
 * Every seat's panel.
 * @param {Shown} st
 */
export function panelsView(st) {
  const { snap } = st;
  const { view } = snap;
  const names = st.ctx.names;
  return view.players.map((/** @type {any} */ pl, /** @type {number} */ p) => {
    const current = view.current === p;
    const mine = playing(st) && current;
    const won = snap.over && snap.winners.includes(p) && snap.winners.length === 1;
    const onBoard =
      [3, 2, 1]
        .map((k) => (pl.on_board[String(k)] ? `${pl.on_board[String(k)]} ${SIZE_WORDS[k]}` : null))
        .filter(Boolean)
        .join(", ") || "none";
    return {
      key: `player-${p}`,
      p,
      cls: ["panel", "pb-panel", current ? "current" : "", won ? "winner" : ""].filter(Boolean).join(" "),
      label: `${names[p]} (${view.seats[p]}, ${SIDE_WORDS[p]} pieces)`,
      name: names[p],
      seat: `${view.seats[p]} · ${SIDE_WORDS[p]}`,
      chip: current && !snap.over ? (view.phase === "sequence" ? "stacking" : "to play") : null,
      supply: [1, 2, 3].map((size) => supplyItem(st, pl, size, mine)),
      onBoard: `On the daisy: ${onBoard}`,
      stack: stackView(pl, view.phase),
    };
  });
}
