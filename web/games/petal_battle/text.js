// Petal Battle's words, no DOM: pieces and petals, bumps, passes, the result and the
// status line. The model builds every label and help line from these.
import { nt, pt, t } from "../../i18n.js";
import { moves, stacking } from "./moves.js";
import { viewOf } from "./view.js";

/** A piece's size as a name ("Small"), by its pips (1-3). @param {number} size */
export const sizeName = (size) =>
  // Translators: the three pyramid sizes as names (not the computer's levels, also "Medium")
  [pt("pyramid", "Small"), pt("pyramid", "Medium"), pt("pyramid", "Large")][size - 1] ?? "";
/** A piece's size in a sentence ("small"), by its pips. @param {number} size */
export const sizeWord = (size) =>
  [pt("piece size", "small"), pt("piece size", "medium"), pt("piece size", "large")][size - 1] ?? "";
/** How a side's pieces look besides their colour: Red solid, Blue striped. @param {number} side */
export const sideWord = (side) => (side === 0 ? t("solid") : t("striped"));
/** "{n} action", counted. @param {number} n */
export const actionsText = (n) => nt("{n} action", "{n} actions", n);

/** @typedef {{owner: number, size: number} | null} Cell a petal: empty, or a piece */
/** @typedef {import("../../contract.js").PetalBattleMove} Move */
/** @typedef {import("../../types.js").Snapshot} Snapshot */

/** @param {number} i a petal, 0-9 */
export const petalName = (i) => t("petal {n}", { n: i + 1 });
/** The same at the head of a sentence ("Petal 3"). @param {number} i */
export const petalTitle = (i) => t("Petal {n}", { n: i + 1 });

/**
 * "Ann's medium", or "empty".
 * @param {Cell} cell
 * @param {string[]} names
 */
export function pieceText(cell, names) {
  if (!cell) return t("empty");
  const name = names[cell.owner];
  // Translators: a piece on the daisy, {name} its owner
  if (cell.size === 1) return t("{name}'s small", { name });
  if (cell.size === 2) return t("{name}'s medium", { name });
  return t("{name}'s large", { name });
}

/**
 * What a bump does, in words: "bump Bob's small to petal 4", "squish ...".
 * @param {import("../../contract.js").PetalBattleBump} m
 * @param {Cell[]} board
 * @param {string[]} names
 */
export function bumpWords(m, board, names) {
  const piece = pieceText(board[m.to], names);
  // Translators: instructions, as in "Petal 3: Ann's small. Tap to bump Bob's small to petal 4"
  if (m.effect === "push" && m.push !== null) return t("bump {piece} to {petal}", { piece, petal: petalName(m.push) });
  if (m.effect === "reduce") return t("squish {piece}: it shrinks and your piece stays put", { piece });
  return t("squish {piece}: it is removed and your piece moves in", { piece });
}

/**
 * The turns that passed inside the last move (a stack set in secret carries none).
 * @param {import("./view.js").PbLast | null} last
 */
const passesOf = (last) => (last && "passes" in last ? last.passes : []);

/**
 * The passes inside the last move, in words (view.last.passes; none: "").
 * @param {import("./view.js").PbLast | null} last
 * @param {string[]} names
 */
export function passSentence(last, names) {
  return passesOf(last).map((e) => (e.whole
    ? nt("{name} had no action: their whole turn of {n} action passed.",
      "{name} had no action: their whole turn of {n} actions passed.", e.unused, { name: names[e.player] })
    : nt("{name} had no action left: {n} action passed.", "{name} had no action left: {n} actions passed.",
      e.unused, { name: names[e.player] }))).join(" ");
}

/**
 * How the game ended, for the final screen and the help line.
 * @param {Snapshot} final
 * @param {string[]} names
 */
export function resultSentence(final, names) {
  const view = viewOf(final);
  const r = view.result;
  if (!r) return "";
  if (r.reason === "limit")
    return t("A draw: nobody had won when the {n}th Sequencing ended.", { n: view.max_sequencings });
  const w = r.winners[0];
  if (r.reason === "wipeout")
    return t("{name} wins: {other} has no piece left on the daisy.", { name: names[w], other: names[1 - w] });
  const petals = (r.line ?? []).map((i) => i + 1);
  return t("{name} wins with five petals in a row: {petals}.", { name: names[w], petals: petals.join(", ") });
}

/**
 * The status line: who passed, who stacks; null leaves the shell's "X to play".
 * @param {Snapshot} snap
 * @param {string[]} names
 * @returns {string | null}
 */
export function statusLine(snap, names) {
  if (snap.over || snap.current === null) return null;
  const view = viewOf(snap);
  const passes = passesOf(view.last);
  const passer = passes.length ? names[passes[passes.length - 1].player] : null;
  const name = names[snap.current];
  if (view.phase !== "sequence")
    return passer === null ? null : t("{passer} passed (no action) · {name} to play", { passer, name });
  if (passer === null) return t("{name}: set your sequencing stack", { name });
  return t("{passer} passed (no action) · {name}: set your sequencing stack", { passer, name });
}

// -- the help line and the heart of the daisy ----------------------------------------
/**
 * The help line under the board's top: what to tap now, or who plays.
 * @param {import("./model.js").Shown} st
 */
export function helpText(st) {
  const { snap } = st;
  const names = st.ctx.names;
  if (st.ctx.replayLine) return st.ctx.replayLine;
  const view = snap.view;
  const p = view.current;
  if (snap.over || p === null) return resultSentence(snap, names);
  const last = view.last;
  const reveal = last?.type === "reveal" ? `${revealSentence(last.why, names[last.first])} ` : "";
  if (view.phase === "sequence") {
    if (stacking(st)) return t("{name}: stack your sequencing Trio in secret.", { name: names[p] });
    return t("{name} is stacking their sequencing Trio in secret.", { name: names[p] });
  }
  return reveal + playHelp(st, names[p]);
}

/** Who goes first once the stacks are revealed, and why. @param {string} why @param {string} name */
function revealSentence(why, name) {
  if (why === "top") return t("Stacks revealed: {name} goes first (smaller top pyramid).", { name });
  if (why === "middle") return t("Stacks revealed: {name} goes first (tops tie, smaller middle pyramid).", { name });
  return t("Stacks revealed: {name} goes first (identical stacks, first ready).", { name });
}

/** What to tap now in a turn of actions, `name` the player to act. @param {import("./model.js").Shown} st */
function playHelp(st, /** @type {string} */ name) {
  const { sel } = st;
  if (!st.ctx.interactive) return t("{name} is playing.", { name });
  if (sel?.kind === "piece") return t("Tap a marked petal to move there, or tap the piece again to cancel.");
  if (sel?.kind === "bump") return t("Where does the bumped piece go? Tap a marked petal.");
  if (sel?.kind === "supply") {
    if (sel.size === 1) return t("Tap a marked petal to spawn a small.");
    if (sel.size === 2) return t("Tap a marked petal to grow into a medium.");
    return t("Tap a marked petal to grow into a large.");
  }
  if (moves(st).some((m) => m.type === "end"))
    return t("{name}: tap one of your pieces, or a piece in your supply, or end your turn.", { name });
  return t("{name}: tap one of your pieces, or a piece in your supply.", { name });
}

/** The heart of the daisy: the actions left and the round, or the Sequencing.
 * @param {import("./view.js").PetalBattleView} view */
export function heartLines(view) {
  if (view.phase === "play") {
    return [
      { text: String(view.actions_left), cls: "heart-big", dy: 12 },
      // Translators: under the big number of actions left, in the heart of the daisy
      { text: nt("action left", "actions left", view.actions_left ?? 0), cls: "heart-small", dy: 36 },
      { text: t("round {round} of 3", { round: view.round }), cls: "heart-small", dy: -34 },
    ];
  }
  if (view.phase === "sequence") {
    return [
      { text: t("Sequencing"), cls: "heart-small", dy: -4 },
      { text: t("{n} of {total}", { n: view.sequencing, total: view.max_sequencings }), cls: "heart-small", dy: 22 },
    ];
  }
  return [{ text: t("Game over"), cls: "heart-small", dy: 8 }];
}

const words = (/** @type {string} */ text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(" ");

/**
 * An accessible name that holds what is written on the thing (label in name, WCAG
 * 2.5.3): `written` leads unless the label already says it. The string form of
 * web/ui.js labelInName, so the model's labels are the names the page gives.
 * @param {string} written the visible text, in order
 * @param {string} label
 */
export function textFirst(written, label) {
  const said = words(written);
  if (!said || ` ${words(label)} `.includes(` ${said} `)) return label;
  return `${written}: ${label}`;
}
