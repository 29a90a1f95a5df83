// The players' panels as data, no DOM: each seat's header, its supply (buttons for the
// player to act, counts for everyone else), what it has on the daisy, and its
// sequencing stack (hidden while the other player still stacks: its order is never in
// the view, so never drawn).
import { nt, t } from "../../i18n.js";
import { sizeName, textFirst } from "./text.js";
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

/** What tapping a supply pyramid of `size` does now. @param {number} size @param {boolean} usable */
function supplyUse(size, usable) {
  if (!usable) return t("nothing to do with it now");
  if (size === 1) return t("Tap, then tap a marked petal: Spawn a small");
  if (size === 2) return t("Tap, then tap a marked petal: Grow a piece into a medium");
  return t("Tap, then tap a marked petal: Grow a piece into a large");
}

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
  // Translators: a size of piece in a player's supply and how many ("Small: 2 in supply")
  const inSupply = t("{size}: {n} in supply", { size: sizeName(size), n });
  if (!mine) return { key: `count-${size}`, size, count, button: false, label: inSupply };
  const options = supplyMoves(st, size);
  const pressed = st.sel?.kind === "supply" && st.sel.size === size;
  const label = t("{supply}. {then}", { supply: inSupply, then: supplyUse(size, options.length > 0) });
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
  if (!pl.stack) return { kind: "empty", note: phase === "over" ? "—" : t("not stacked yet") };
  const names = (/** @type {number[]} */ list) => list.map((x) => sizeName(x)).join(", ");
  const stack = names(pl.stack) || t("all used");
  return {
    kind: "shown",
    items: pl.stack.map((/** @type {number} */ pips, /** @type {number} */ k) => ({
      pips,
      top: k === 0,
      note: k === 0 && phase === "play" ? t("{n} now", { n: pips }) : String(pips),
    })),
    spent: pl.spent,
    data: (pl.chosen || pl.stack).join("-"),
    label: pl.spent.length
      ? t("Stack, top first: {stack}; used: {used}", { stack, used: names(pl.spent) })
      : t("Stack, top first: {stack}", { stack }),
  };
}

/** A count of pieces of one size on the daisy ("2 large"). @param {number} size @param {number} n */
function onBoardCount(size, n) {
  if (size === 1) return nt("{n} small", "{n} small", n);
  return size === 2 ? nt("{n} medium", "{n} medium", n) : nt("{n} large", "{n} large", n);
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
        .map((k) => (pl.on_board[String(k)] ? onBoardCount(k, pl.on_board[String(k)]) : null))
        .filter(Boolean)
        .join(", ") || t("none");
    return {
      key: `player-${p}`,
      p,
      cls: ["panel", "pb-panel", current ? "current" : "", won ? "winner" : ""].filter(Boolean).join(" "),
      label: p === 0
        ? t("{name} (Red, solid pieces)", { name: names[p] })
        : t("{name} (Blue, striped pieces)", { name: names[p] }),
      name: names[p],
      seat: p === 0 ? t("Red · solid") : t("Blue · striped"),
      chip: current && !snap.over ? (view.phase === "sequence" ? t("stacking") : t("to play")) : null,
      supply: [1, 2, 3].map((size) => supplyItem(st, pl, size, mine)),
      onBoard: t("On the daisy: {pieces}", { pieces: onBoard }),
      stack: stackView(pl, view.phase),
    };
  });
}
