// Petal Battle's words, no DOM: pieces and petals, bumps, passes, the result and the
// status line. The model builds every label and help line from these.
import { t } from "../../i18n.js";
import { plural } from "../../board/words.js";
import { moves, stacking } from "./moves.js";
import { viewOf } from "./view.js";

export const SIZE_NAMES = ["", "Small", "Medium", "Large"];
export const SIZE_WORDS = ["", "small", "medium", "large"];
/** How a side's pieces look besides their colour: Red solid, Blue striped. */
export const SIDE_WORDS = ["solid", "striped"];

/** @typedef {{owner: number, size: number} | null} Cell a petal: empty, or a piece */
/** @typedef {import("../../contract.js").PetalBattleMove} Move */
/** @typedef {import("../../types.js").Snapshot} Snapshot */

/** @param {number} i a petal, 0-9 */
export const petalName = (i) => `petal ${i + 1}`;

/**
 * "Ann's medium", or "empty".
 * @param {Cell} cell
 * @param {string[]} names
 */
export const pieceText = (cell, names) => (cell ? `${names[cell.owner]}'s ${SIZE_WORDS[cell.size]}` : "empty");

/**
 * What a bump does, in words: "bump Bob's small to petal 4", "squish ...".
 * @param {import("../../contract.js").PetalBattleBump} m
 * @param {Cell[]} board
 * @param {string[]} names
 */
export function bumpWords(m, board, names) {
  const what = pieceText(board[m.to], names);
  if (m.effect === "push" && m.push !== null) return `bump ${what} to ${petalName(m.push)}`;
  if (m.effect === "reduce") return `squish ${what}: it shrinks and your piece stays put`;
  return `squish ${what}: it is removed and your piece moves in`;
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
    ? `${names[e.player]} had no action: their whole turn of ${plural(e.unused, "action")} passed.`
    : `${names[e.player]} had no action left: ${plural(e.unused, "action")} passed.`)).join(" ");
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
  if (r.reason === "limit") return `A draw: nobody had won when the ${view.max_sequencings}th Sequencing ended.`;
  const w = r.winners[0];
  if (r.reason === "wipeout") return `${names[w]} wins: ${names[1 - w]} has no piece left on the daisy.`;
  const petals = (r.line ?? []).map((i) => i + 1);
  return `${names[w]} wins with five petals in a row: ${petals.join(", ")}.`;
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
  const passer = passes.length ? `${names[passes[passes.length - 1].player]} passed (no action) · ` : "";
  if (view.phase !== "sequence") return passer ? `${passer}${names[snap.current]} to play` : null;
  return `${passer}${names[snap.current]}: set your sequencing stack`;
}

// -- the help line and the heart of the daisy ----------------------------------------
/**
 * The help line under the board's top: what to tap now, or who plays.
 * @param {import("./model.js").Shown} st
 */
export function helpText(st) {
  const { snap, sel } = st;
  const names = st.ctx.names;
  if (st.ctx.replayLine) return st.ctx.replayLine;
  const view = snap.view;
  const p = view.current;
  if (snap.over || p === null) return resultSentence(snap, names);
  const last = view.last;
  let reveal = "";
  if (last?.type === "reveal") {
    const why = {
      top: "smaller top pyramid",
      middle: "tops tie, smaller middle pyramid",
      tie: "identical stacks, first ready",
    }[last.why];
    reveal = `Stacks revealed: ${names[last.first]} goes first (${why}). `;
  }
  if (view.phase === "sequence") {
    if (stacking(st)) return `${names[p]}: stack your sequencing Trio in secret.`;
    return `${names[p]} is stacking their sequencing Trio in secret.`;
  }
  if (!st.ctx.interactive) return `${reveal}${names[p]} is playing.`;
  if (sel?.kind === "piece") return `${reveal}Tap a marked petal to move there, or tap the piece again to cancel.`;
  if (sel?.kind === "bump") return `${reveal}Where does the bumped piece go? Tap a marked petal.`;
  if (sel?.kind === "supply") {
    const what = sel.size === 1 ? "spawn a small" : `grow into a ${SIZE_WORDS[sel.size]}`;
    return `${reveal}Tap a marked petal to ${what}.`;
  }
  const orEnd = moves(st).some((m) => m.type === "end") ? ", or end your turn" : "";
  return `${reveal}${names[p]}: tap one of your pieces, or a piece in your supply${orEnd}.`;
}

/** The heart of the daisy: the actions left and the round, or the Sequencing.
 * @param {import("./view.js").PetalBattleView} view */
export function heartLines(view) {
  if (view.phase === "play") {
    return [
      { text: String(view.actions_left), cls: "heart-big", dy: 12 },
      { text: view.actions_left === 1 ? "action left" : "actions left", cls: "heart-small", dy: 36 },
      { text: `round ${view.round} of 3`, cls: "heart-small", dy: -34 },
    ];
  }
  if (view.phase === "sequence") {
    return [
      // Translators: in the daisy's heart during Sequencing (a few characters wide)
      { text: t("Sequencing"), cls: "heart-small", dy: -4 },
      { text: `${view.sequencing} of ${view.max_sequencings}`, cls: "heart-small", dy: 22 },
    ];
  }
  // Translators: in the daisy's heart once the game is over (a few characters wide)
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
