// Petal Battle's model, no DOM (chessground's state.ts + board.ts): the selection, what
// a tap on a petal, a supply pyramid or a button means, and the view-model the drawing
// needs. It knows no rules: targets come from `snap.moves`; a tap on a petal that is
// not a target sends a probe (a move not in snap.moves) and the engine's refusal says
// why in words. The Trio stacked in secret is stack.js; the words are text.js.
import { holds } from "../../board/state.js";
import { nt, t } from "../../i18n.js";
import { draggedPips, dropped, sequencingView } from "./stack.js";
import {
  bumpWords, heartLines, helpText, passSentence, petalName, petalTitle, pieceText, textFirst,
} from "./text.js";
import { panelsView } from "./seats.js";
import { previewWords } from "./preview.js";
import { bumpOptions, fromMoves, growAt, moves, playing, selectable, spawnTo, stacking, supplyMoves } from "./moves.js";

/** @typedef {import("../../types.js").Snapshot} Snapshot */
/** @typedef {import("../../types.js").Ctx} Ctx */
/** @typedef {import("../../contract.js").PetalBattleMove} Move */
/** @typedef {import("./stack.js").Act} Act */
/** @typedef {import("./view.js").PbSnap} PbSnap */

/**
 * A piece chosen on the daisy, a supply pyramid chosen, or a bump whose piece the mover
 * sends one way or the other.
 * @typedef {{kind: "piece", at: number} | {kind: "supply", size: number}
 *   | {kind: "bump", from: number, to: number}} Selection
 */

/**
 * @typedef {object} State
 * @property {PbSnap | null} snap
 * @property {Ctx | null} ctx
 * @property {Selection | null} sel
 * @property {number[]} draft the sequencing stack being built, pips top first
 * @property {string | null} draftKey whose decision the draft is for ("ply:seat")
 * @property {number | null} seenPly the last ply drawn (a move is animated from it)
 * @property {any[] | null} [previews] what each of snap.moves would do (preview.js), once the engine said
 */

/** @typedef {State & {snap: PbSnap, ctx: Ctx}} Shown a state holding a snapshot */

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

/** @typedef {import("./buttons.js").Button & {act: Act}} BarButton a button of the turn bar */

/** @returns {State} */
export function createState() {
  return { snap: null, ctx: null, sel: null, draft: [], draftKey: null, seenPly: null };
}

/** @param {Shown} st a selection the snapshot still allows */
function validSel(st) {
  const sel = st.sel;
  if (!sel || !playing(st)) return false;
  if (sel.kind === "piece") return selectable(st, sel.at);
  if (sel.kind === "bump") return bumpOptions(st, sel.from, sel.to).length > 1;
  return supplyMoves(st, sel.size).length > 0;
}

/**
 * Take a new snapshot: a new ply (or viewer) drops the selection, a new stacking
 * decision starts an empty draft.
 * @param {State} st
 * @param {Snapshot} snap
 * @param {Ctx} ctx
 * @returns {{animate: boolean, fresh: boolean}} animate: the snapshot is the move after
 *   the one drawn; fresh: a new stacking decision (the sequencing screen comes into view)
 */
export function receive(st, snap, ctx) {
  const newPly = !st.snap || snap.ply !== st.snap.ply;
  if (newPly || snap.viewer !== st.snap?.viewer) st.sel = null;
  st.snap = /** @type {PbSnap} */ (snap); // the shell hands a renderer its own game's snapshots
  st.ctx = ctx;
  if (!holds(st)) return { animate: false, fresh: false };
  if (st.sel && !validSel(st)) st.sel = null;
  let fresh = false;
  const key = `${snap.ply}:${st.snap.view.current}`;
  if (stacking(st) && st.draftKey !== key) {
    st.draftKey = key;
    st.draft = [];
    fresh = true;
  }
  const animate = newPly && st.seenPly !== null && snap.ply === st.seenPly + 1;
  if (newPly) st.seenPly = snap.ply;
  return { animate, fresh };
}

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

// -- the view-model ----------------------------------------------------------------------
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

/** @param {Shown} st @returns {PetalView[]} */
function petalsView(st) {
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

/** The turn bar's buttons: Grow, where a bumped piece goes, Cancel, End turn. @param {Shown} st */
function barButtons(st) {
  /** @type {BarButton[]} */
  const buttons = [];
  if (!playing(st)) return buttons;
  const { sel } = st;
  const { board, actions_left } = st.snap.view;
  const names = st.ctx.names;
  const grow = sel?.kind === "piece" && growAt(st, sel.at);
  if (grow)
    buttons.push({
      key: "grow",
      text: grow.size === 2 ? t("Grow into a medium") : t("Grow into a large"),
      cls: "btn",
      target: true,
      act: { play: grow },
    });
  if (sel?.kind === "bump") {
    bumpOptions(st, sel.from, sel.to).forEach((m, k) =>
      buttons.push({
        key: `push-${m.push ?? `n${k}`}`,
        push: m.push ?? "",
        cls: "btn",
        target: true,
        act: { play: m },
        text:
          m.effect === "push" && m.push !== null
            ? t("Push {piece} to {petal}", { piece: pieceText(board[m.to], names), petal: petalName(m.push) })
            : bumpWords(m, board, names),
      }),
    );
  }
  if (sel) buttons.push({ key: "cancel", text: t("Cancel"), cls: "btn", act: { select: null } });
  const end = moves(st).find((m) => m.type === "end"); // only with the lobby option "Turns may end early"
  if (end)
    buttons.push({
      key: "end",
      text: nt("End turn ({n} action unused)", "End turn ({n} actions unused)", actions_left ?? 0),
      cls: "btn primary pb-end",
      option: true,
      act: { play: end },
    });
  return buttons;
}

/**
 * Everything the drawing needs, from the state alone.
 * @param {Shown} st
 */
export function viewModel(st) {
  const { snap, ctx } = st;
  const view = snap.view;
  const last = view.last;
  const moved =
    last && (last.type === "slide" || last.type === "flip" || last.type === "bump") && !view.board[last.from]
      ? last
      : null;
  const mover = view.current;
  return {
    interactive: Boolean(ctx.interactive),
    petals: petalsView(st),
    pieces: view.board.flatMap((cell, i) =>
      cell ? [{ key: `piece-${i}`, i, owner: cell.owner, size: cell.size }] : [],
    ),
    // where the last moved piece came from, drawn as a dashed outline
    ghost: moved ? { i: moved.from, size: moved.size, owner: moved.player } : null,
    heart: heartLines(view),
    counter:
      view.phase === "play" && mover !== null
        ? {
            strong: nt("{n} action left", "{n} actions left", view.actions_left ?? 0),
            rest: t(" · {name}'s turn ({n} this turn)", { name: ctx.names[mover], n: view.actions_total }),
          }
        : null,
    buttons: barButtons(st),
    seq: sequencingView(snap, ctx.names, st.draft, stacking(st)),
    panels: panelsView(st),
    // a pass happened inside the last move: said first, marked (the help line is aria-live)
    pass: snap.over ? "" : passSentence(last, ctx.names),
    help: helpText(st),
  };
}
/** @typedef {ReturnType<typeof viewModel>} ViewModel */

/**
 * Everything drawn that answers a tap, by key.
 * @param {ViewModel} vm
 * @returns {{key: string, act?: Act | null, target?: boolean, option?: boolean}[]}
 */
export function tappable(vm) {
  const seq = vm.seq && !("wait" in vm.seq) ? vm.seq : null;
  return [
    ...vm.petals,
    ...vm.buttons,
    ...vm.panels.flatMap((p) => p.supply),
    ...(seq ? [...seq.trios, ...seq.slots, seq.reset, seq.confirm] : []),
  ];
}

/**
 * Apply an act to the state: what index.js then does (send a move, or redraw).
 * @param {Shown} st
 * @param {Act} act
 * @returns {{play?: Move, redraw?: boolean, focus?: string}}
 */
function apply(st, act) {
  if ("select" in act) st.sel = act.select ?? null;
  if (act.draft) st.draft = act.draft;
  if (act.play) {
    st.sel = null;
    return { play: act.play };
  }
  return { redraw: true, focus: act.focus };
}

/**
 * What a tap on `key` means (null: Escape, which drops the selection): a move to send,
 * a change to redraw, or nothing (null).
 * @param {State} st
 * @param {string | null} key
 */
export function intent(st, key) {
  if (!holds(st) || !st.ctx.interactive) return null;
  if (key === null) return st.sel ? apply(st, { select: null }) : null;
  const act = tappable(viewModel(st)).find((x) => x.key === key)?.act;
  return act ? apply(st, act) : null;
}

/**
 * The pyramid a drag from `key` carries (a tray pyramid, or a filled slot's; null: none).
 * @param {State} st
 * @param {string} key
 */
export const dragPips = (st, key) => (holds(st) && stacking(st) ? draggedPips(st.draft, key) : null);

/**
 * A pyramid dragged from `key` dropped on slot k: the new draft, to redraw (null: nothing).
 * @param {State} st
 * @param {string} key
 * @param {number} k
 */
export function drop(st, key, k) {
  if (!holds(st)) return null;
  const draft = dragPips(st, key) === null ? null : dropped(st.draft, key, k);
  return draft ? apply(st, { draft }) : null;
}
