// Petal Battle's model, the daisy's side (no DOM): what a tap on each petal means now
// (a move from `snap.moves`, a selection, or a probe whose refusal by the engine says
// why) and each petal's view-model (number, hint word, class, accessible label). Apart
// from model.js (the state, the turn bar, what a tap or drop does) because the ten
// petals are most of the cases; like model.js it knows no rules.
import { nt, t } from "../../i18n.js";
import { bumpWords, petalName, petalTitle, pieceText, textFirst } from "./text.js";
import { previewWords } from "./preview.js";
import { bumpOptions, fromMoves, growAt, moves, playing, selectable, spawnTo, stacking } from "./moves.js";

/** @typedef {import("./stack.js").Act} Act */
/** @typedef {import("./model.js").Selection} Selection */
/** @typedef {import("./model.js").Shown} Shown */

/**
 * @typedef {object} PetalView
 * @property {string} key
 * @property {number} i
 * @property {string} number the petal number drawn near its tip
 * @property {string | null} hint "slide", "bump"... drawn on a target petal
 * @property {string} cls "own", "selected", "target move", "target bump squish"...
 * @property {boolean} line one of the winning five
 * @property {boolean} last touched by the last move
 * @property {boolean} target a tap leads to a legal move
 * @property {string} label the accessible name, the visible text first
 * @property {Act | null} act
 */

// -- what a tap on a petal means -------------------------------------------------------
/**
 * A move the engine will refuse, with a sentence saying why (a tap on a petal that is
 * no target).
 * @param {Shown} st
 * @param {number} i
 * @returns {Act}
 */
function probe(st, i) {
  const { sel } = st;
  const { board, petals, opposite } = st.snap.view;
  if (sel?.kind === "supply")
    return { play: sel.size === 1 ? { type: "spawn", to: i } : { type: "grow", at: i, size: sel.size }, probe: true };
  const from = sel?.kind === "piece" ? sel.at : sel?.kind === "bump" ? sel.from : null;
  if (from !== null) {
    if (!board[i])
      return { play: { type: (i - from + petals) % petals === opposite ? "flip" : "slide", from, to: i }, probe: true };
    return { play: { type: "bump", from, to: i, push: null, effect: "squish" }, probe: true };
  }
  return { play: board[i] ? { type: "slide", from: i, to: (i + 1) % 10 } : { type: "spawn", to: i }, probe: true };
}

/**
 * The selected piece moving onto petal i: a slide or flip, a bump (one move), or a
 * bump whose piece may go either way (the mover chooses next).
 * @param {Shown} st
 * @param {string} base
 * @param {number} from
 * @param {number} i
 * @param {ReturnType<typeof fromMoves>} options the slides, flips or bumps onto petal i
 */
function moveOnto(st, base, from, i, options) {
  const board = st.snap.view.board;
  const m = options[0];
  if (m.type === "slide" || m.type === "flip") {
    const size = board[from]?.size ?? 0; // the piece selected, on `from`
    const label = tapTo(base, m.type === "slide" ? slideHere(size) : flipHere(size));
    return { label, cls: "target move", hint: m.type, act: { play: m } };
  }
  // a bump with one way to go shows where the bumped piece lands ("bump → 4")
  const word =
    options.length > 1
      ? "bump"
      : m.effect === "push" && m.push !== null
        ? `bump → ${m.push + 1}`
        : m.effect === "reduce"
          ? "shrink"
          : "squish";
  const what = options.length > 1 ? t("bump it, then choose where it goes") : bumpWords(m, board, st.ctx.names);
  const act = options.length === 1 ? { play: m } : { select: /** @type {Selection} */ ({ kind: "bump", from, to: i }) };
  return { label: tapTo(base, what), cls: `target bump ${word.split(" ")[0]}`, hint: word, act };
}

/** A petal's name and what is on it, then what a tap does there: "Petal 3: empty. Tap to spawn a small here". */
const tapTo = (/** @type {string} */ place, /** @type {string} */ action) =>
  t("{place}. Tap to {action}", { place, action });
/** @param {number} size the selected piece's (0: none) */
function slideHere(size) {
  if (size === 1) return t("slide your small here");
  if (size === 2) return t("slide your medium here");
  return size === 3 ? t("slide your large here") : t("slide your piece here");
}
/** @param {number} size the selected piece's (0: none) */
function flipHere(size) {
  if (size === 1) return t("flip your small here");
  if (size === 2) return t("flip your medium here");
  return size === 3 ? t("flip your large here") : t("flip your piece here");
}

/** The word drawn on a target petal (its key stays the English word, for the class). @param {string} word */
function hintWord(word) {
  if (word === "slide") return t("slide");
  if (word === "flip") return t("flip");
  if (word === "spawn") return t("spawn");
  if (word === "grow") return t("grow");
  if (word === "shrink") return t("shrink");
  if (word === "squish") return t("squish");
  if (word === "goes here") return t("goes here");
  if (word === "bump") return t("bump");
  return t("bump → {n}", { n: word.split(" ")[2] });
}

/**
 * What tapping petal i does now.
 * @param {Shown} st
 * @param {number} i
 * @returns {{label: string, cls: string, hint?: string, act: Act | null}}
 */
export function petalAction(st, i) {
  const { sel } = st;
  const board = st.snap.view.board;
  // Translators: a petal of the daisy and what is on it ("Petal 3: Ann's small", "Petal 4: empty")
  const base = t("{petal}: {piece}", { petal: petalTitle(i), piece: pieceText(board[i], st.ctx.names) });
  // while stacking the Trio, a tap on the daisy asks the engine, which says to stack first
  if (stacking(st)) return { label: t("{place}. Stack your Trio first", { place: base }), cls: "", act: probe(st, i) };
  if (!playing(st)) return { label: base, cls: "", act: null };
  if (sel?.kind === "bump") {
    const choice = bumpOptions(st, sel.from, sel.to).find((m) => m.push === i);
    if (choice)
      return {
        label: tapTo(base, t("bump the piece on {petal} here", { petal: petalName(sel.to) })),
        cls: "target push",
        hint: "goes here",
        act: { play: choice },
      };
    if (i === sel.to)
      return { label: t("{place}. Being bumped: choose where it goes", { place: base }), cls: "bumping", act: null };
  }
  if (sel?.kind === "piece" || sel?.kind === "bump") {
    const from = sel.kind === "piece" ? sel.at : sel.from;
    if (i === from)
      return { label: t("{place}, selected. Tap to cancel", { place: base }), cls: "selected", act: { select: null } };
    const options = fromMoves(st, from).filter((m) => m.to === i);
    if (options.length) return moveOnto(st, base, from, i, options);
  }
  if (sel?.kind === "supply") {
    const m =
      sel.size === 1 ? spawnTo(st, i) : moves(st).find((x) => x.type === "grow" && x.at === i && x.size === sel.size);
    const grow = sel.size === 2 ? t("grow it into a medium") : t("grow it into a large");
    const what = m?.type === "spawn" ? t("spawn a small here") : grow;
    if (m)
      return {
        label: tapTo(base, what),
        cls: "target supply",
        hint: m.type,
        act: { play: m },
      };
  }
  if (selectable(st, i)) {
    const count = fromMoves(st, i).length + (growAt(st, i) ? 1 : 0);
    return {
      label: nt("{place}. Tap to choose it ({n} move)", "{place}. Tap to choose it ({n} moves)", count, {
        place: base,
      }),
      cls: "own",
      act: { select: { kind: "piece", at: i } },
    };
  }
  const spawn = sel ? null : spawnTo(st, i);
  if (spawn)
    return { label: tapTo(base, t("spawn a small here")), cls: "target supply", hint: "spawn", act: { play: spawn } };
  return { label: base, cls: "", act: probe(st, i) }; // not a target: the engine says why
}

// -- the petals' view-model ---------------------------------------------------------------
/**
 * The petals the last move touched: where a piece came from, went or grew, and where
 * a bumped piece slid to.
 * @param {import("./view.js").PbLast | null} last
 * @returns {number[]}
 */
function touchedBy(last) {
  if (!last) return [];
  if (last.type === "spawn") return [last.to];
  if (last.type === "grow") return [last.at];
  if (last.type === "slide" || last.type === "flip") return [last.from, last.to];
  if (last.type === "bump") return [last.from, last.to, ...(last.bumped.to === null ? [] : [last.bumped.to])];
  return [];
}

/** Each petal of the daisy as drawn, with what a tap on it does. @param {Shown} st @returns {PetalView[]} */
export function petalsView(st) {
  const view = st.snap.view;
  const line = new Set(view.result?.line || []);
  const touched = new Set(touchedBy(view.last));
  return view.board.map((_, i) => {
    const a = petalAction(st, i);
    const number = String(i + 1);
    const hint = a.hint ? hintWord(a.hint) : null;
    return {
      key: `petal-${i}`,
      i,
      number,
      hint,
      cls: a.cls,
      line: line.has(i),
      last: touched.has(i),
      target: /^(target|own)/.test(a.cls),
      label: textFirst(hint ? `${number} ${hint}` : number, a.label + previewWords(st, a.act)),
      act: a.act,
    };
  });
}
