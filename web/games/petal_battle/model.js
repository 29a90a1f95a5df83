// Petal Battle's model, no DOM (chessground's state.ts + board.ts): the selection, what
// a tap on a petal, a supply pyramid or a button means, and the view-model the drawing
// needs. It knows no rules: targets come from `snap.moves`; a tap on a petal that is
// not a target sends a probe (a move not in snap.moves) and the engine's refusal says
// why in words. What a tap on each petal means is model-petals.js; the Trio stacked in
// secret is stack.js; the words are text.js.
import { holds } from "../../board/state.js";
import { nt, t } from "../../i18n.js";
import { draggedPips, dropped, sequencingView } from "./stack.js";
import { bumpWords, heartLines, helpText, passSentence, petalName, pieceText } from "./text.js";
import { panelsView } from "./seats.js";
import { petalsView } from "./model-petals.js";
import { bumpOptions, growAt, moves, playing, selectable, stacking, supplyMoves } from "./moves.js";

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

// -- the view-model ----------------------------------------------------------------------
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
