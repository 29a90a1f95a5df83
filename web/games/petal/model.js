// Petal's model (no DOM): the tile chosen to flip or pick, what a tap means, and the
// view-model the drawing needs. It knows no rules: what a tile may do comes from
// `snap.moves`, everything else from `snap.view`; a tap that is no legal move is sent
// to the engine, whose refusal (a sentence) is shown as a toast.
// The bar under the board is model-bar.js; the players' panels are model-panels.js.
import { holds } from "../../board/state.js";
import { nt, t } from "../../i18n.js";
import { cellWords, tileWords, who } from "./words.js";

/** @typedef {import("../../types.js").Snapshot} Snapshot */
/** @typedef {import("../../types.js").Ctx} Ctx */
/** @typedef {import("../../contract.js").PetalMove} Move */

/** @typedef {import("../../contract.js").PetalView} PetalView the same for everyone */
/** @typedef {import("../../contract.js").PetalCell} PetalCell a square: its name ("C4"), what is stacked there */
/** @typedef {import("../../contract.js").PetalPlayer} PetalPlayer */

/** @typedef {import("../../types.js").GameSnapshot<"petal">} PetalSnap */

/** A Petal snapshot's view (the shell hands this renderer its own game's snapshots).
 * @param {Snapshot} snap */
export const viewOf = (snap) => /** @type {PetalView} */ (snap.view);

/**
 * @typedef {object} State
 * @property {PetalSnap | null} snap
 * @property {Ctx | null} ctx
 * @property {number | null} selected the square chosen as the tile to flip or pick
 * @property {boolean[]} openKept the kept-flower lists the players opened
 */

/** @typedef {State & {snap: PetalSnap, ctx: Ctx}} Shown a state holding a snapshot */

/**
 * What a tap means: a move to send, a new selection (null: none), or both.
 * @typedef {{play?: Move, selected?: number | null} | null} Intent
 */

/**
 * The flips from each square, the pick of each flower.
 * @typedef {{flips: Map<number, import("../../contract.js").PetalFlip[]>,
 *   picks: Map<number, import("../../contract.js").PetalPick>}} Options
 */

export const PICK = "pick";
export const CANCEL = "cancel";

/** @returns {State} */
export const createState = () => ({ snap: null, ctx: null, selected: null, openKept: [false, false] });

/**
 * The legal moves by the square they start from; none when the player may not act.
 * @param {Shown} state
 * @returns {Options}
 */
export function options(state) {
  /** @type {Options} */
  const { flips, picks } = { flips: new Map(), picks: new Map() };
  if (!state.ctx.interactive) return { flips, picks };
  for (const move of state.snap.moves) {
    if (move.type === "flip") {
      flips.set(move.from, [...(flips.get(move.from) ?? []), move]);
    } else if (move.type === "pick") {
      picks.set(move.cell, move);
    }
  }
  return { flips, picks };
}

/**
 * @param {number} square
 * @param {Options} opts
 */
const isSource = (square, opts) => opts.flips.has(square) || opts.picks.has(square);

/**
 * Take a new snapshot: a selection lasts while the position is the same and the tile
 * can still move.
 * @param {State} state
 * @param {Snapshot} snap
 * @param {Ctx} ctx
 */
export function receive(state, snap, ctx) {
  if (state.snap && snap.ply !== state.snap.ply) state.selected = null;
  state.snap = /** @type {PetalSnap} */ (snap); // the shell hands a renderer its own game's snapshots
  state.ctx = ctx;
  if (holds(state) && state.selected !== null && !isSource(state.selected, options(state))) state.selected = null;
}

/**
 * A square next to `square` on the board (geometry only), for asking the engine why not.
 * @param {Shown} state
 * @param {number} square
 */
function sideOf(state, square) {
  const cols = state.snap.view.cols;
  return square % cols < cols - 1 ? square + 1 : square - 1;
}

/**
 * What a tap on `key` means: a square's index, "pick" (the Pick button), "cancel",
 * or null (Escape).
 * @param {State} state
 * @param {string | null} key
 * @returns {Intent}
 */
export function intent(state, key) {
  if (!holds(state) || !state.ctx.interactive) return null;
  const { selected } = state;
  if (key === null || key === CANCEL) return selected === null ? null : { selected: null };
  const opts = options(state);
  if (key === PICK) {
    const pick = selected === null ? undefined : opts.picks.get(selected);
    return pick ? { play: pick } : null;
  }
  const square = Number(key);
  if (selected !== null) {
    if (square === selected) return { selected: null };
    const move = (opts.flips.get(selected) || []).find((m) => m.to === square);
    if (move) return { play: move };
    if (isSource(square, opts)) return { selected: square };
    // Not a destination: the engine says why ("You can't flip a petal onto the tree tile.").
    return { play: { type: "flip", from: selected, to: square } };
  }
  if (isSource(square, opts)) return { selected: square };
  if (state.snap.view.cells[square].kind === "flower") return { play: { type: "pick", cell: square } };
  return { play: { type: "flip", from: square, to: sideOf(state, square) } };
}

/**
 * The line above the board.
 * @param {Shown} state
 */
export function helpText(state) {
  const { snap, ctx, selected } = state;
  if (ctx.replayLine) return ctx.replayLine;
  if (snap.over || snap.current === null) return t("The game is over.");
  const name = who(state, snap.current);
  // Translators: the line above the board while another player (or the computer) moves
  if (!ctx.interactive) return t("{name} is playing.", { name });
  if (selected === null) return t("{name}: tap a petal or a flower to see where it can go.", { name });
  // Only the squares it can go to wear the thick dashed frame: say how many, or that none do.
  const cell = snap.view.cells[selected];
  const places = (options(state).flips.get(selected) || []).length;
  const square = cell.name;
  if (!places) {
    // Translators: the line above the board; {square} is the chosen flower's ("C4")
    return t("{name}: the flower on {square} has nowhere to flip; pick it below, or tap another petal or flower.", {
      name,
      square,
    });
  }
  const tile = tileWords(cell);
  if (places === 1) {
    // Translators: {tile} is the chosen tile ("pink 3", "3-tile flower"), {square} its square ("C4")
    return t("{name}: tap the square with a thick dashed frame to flip the {tile} from {square} onto it.", {
      name,
      tile,
      square,
    });
  }
  // Translators: {n} squares may be chosen; {tile} is the chosen tile ("pink 3", "3-tile flower"), {square} its
  return nt(
    "{name}: tap one of the {n} squares with a thick dashed frame to flip the {tile} from {square} onto it.",
    "{name}: tap one of the {n} squares with a thick dashed frame to flip the {tile} from {square} onto it.",
    places,
    { name, tile, square },
  );
}

/**
 * @typedef {object} CellVM
 * @property {string} key
 * @property {number} index
 * @property {number} row
 * @property {number} col
 * @property {PetalCell} cell the view's cell
 * @property {boolean} source a tile the player may choose
 * @property {boolean} dest the chosen tile may flip here
 * @property {boolean} selected
 * @property {boolean} lastTo the last flip landed here
 * @property {boolean} lastFrom the last move left from here (a flip) or picked here
 * @property {boolean} picked the last move picked the flower here
 * @property {boolean} target a tap leads to a legal move now (source or destination)
 * @property {string} label the accessible name
 */

/**
 * Every square as the drawing needs it.
 * @param {Shown} state
 * @returns {CellVM[]}
 */
export function cells(state) {
  const { snap, selected } = state;
  const view = snap.view;
  const opts = options(state);
  const dests = new Set((selected === null ? [] : opts.flips.get(selected) || []).map((m) => m.to));
  const last = view.last;
  return view.cells.map((cell, index) => {
    const flags = {
      source: isSource(index, opts),
      dest: dests.has(index),
      selected: selected === index,
      lastTo: last?.type === "flip" && last.to === index,
      lastFrom: Boolean(
        last && ((last.type === "flip" && last.from === index) || (last.type === "pick" && last.cell === index)),
      ),
    };
    return {
      key: String(index), index, row: Math.floor(index / view.cols), col: index % view.cols, cell, ...flags,
      picked: flags.lastFrom && last?.type === "pick" && cell.kind === "empty",
      target: (flags.source || flags.dest) && !flags.selected,
      label: cellLabel(state, cell, flags),
    };
  });
}

/**
 * @param {Shown} state
 * @param {PetalCell} cell
 * @param {{source: boolean, dest: boolean, selected: boolean, lastTo: boolean}} flags
 */
function cellLabel(state, cell, flags) {
  const { view } = state.snap;
  const parts = [cellWords(cell, view.open_flowers)];
  // Translators: part of a square's accessible name, after its contents
  if (flags.lastTo) parts.push(t("just flipped here"));
  // Translators: part of a square's accessible name, after its contents
  if (flags.selected) parts.push(t("selected: tap again to cancel"));
  else if (flags.dest && state.selected !== null) {
    const from = view.cells[state.selected];
    // Translators: part of a square's accessible name; {tile} "pink 3" or "3-tile flower", {square} "C4"
    parts.push(t("tap to flip the {tile} from {square} onto it", { tile: tileWords(from), square: from.name }));
  } else if (flags.source) {
    // Translators: part of a square's accessible name, after its contents
    const flower = t("tap to choose it, to flip or pick it");
    // Translators: part of a square's accessible name, after its contents
    parts.push(cell.kind === "flower" ? flower : t("tap to choose it and see where it can flip"));
  }
  return parts.join(", ");
}
