// Floriado's model (no DOM): the square chosen for a placement, what a tap means, and
// the view-model the drawing needs. It knows no rules: targets come from `snap.moves`,
// "would pick" from the view's pickable squares, and a tap on a square that is no
// target is sent to the engine, whose refusal explains the rule. The players' panels are
// model-panels.js; the dead ends and the line for a player alone model-aids.js.

import { holds } from "../../board/state.js";
import { nt, t } from "../../i18n.js";
import { aids, aloneLine, DEAD_END_WORDS, deadEndWords, deadEnds, squareDeadEnd } from "./model-aids.js";

export { aids, aloneLine, DEAD_END_WORDS, deadEnds };

/** @typedef {import("../../types.js").Snapshot} Snapshot */
/** @typedef {import("../../types.js").Ctx} Ctx */
/** @typedef {import("../../contract.js").FloriadoMove} Move */

/** @typedef {import("../../contract.js").FloriadoView} FloriadoView no secrets: the same for everyone */
/** @typedef {import("../../contract.js").FloriadoPlayer} FloriadoPlayer */

/** @typedef {import("../../types.js").GameSnapshot<"floriado">} FloriadoSnap */

/**
 * @typedef {object} State
 * @property {FloriadoSnap | null} snap
 * @property {Ctx | null} ctx
 * @property {number | null} selected the square chosen for a placement, waiting for a facing
 * @property {boolean} hinting a hint is asked for: the dead ends show whatever the level
 */

/** @typedef {State & {snap: FloriadoSnap, ctx: Ctx}} Shown a state holding a snapshot */

/** A Floriado snapshot's view (the shell hands this renderer its own game's snapshots).
 * @param {Snapshot} snap */
export const viewOf = (snap) => /** @type {FloriadoView} */ (snap.view);

/**
 * What a tap means: a move to send, a new selection (null: none), or both.
 * @typedef {{play?: Move, selected?: number | null} | null} Intent
 */

/**
 * @typedef {object} SquareVM
 * @property {string} key
 * @property {number} index
 * @property {number} row
 * @property {number} col
 * @property {string} name "B2"
 * @property {string} colour
 * @property {number} count flowers left (0: picked, empty)
 * @property {boolean} target a tap here leads to a legal move
 * @property {boolean} picks moving here picks its flowers
 * @property {DeadEnd | null} deadEnd moving here ends the mover's game (shown only with aids: see `aids`)
 * @property {boolean} selected
 * @property {string} label the accessible name
 */

/** @typedef {import("./model-aids.js").DeadEnd} DeadEnd */
/** @typedef {{key: string, facing: string, word: string, arrow: string, label: string, deadEnd: DeadEnd | null}}
 *  FacingVM */
/** @typedef {{title: string, options: FacingVM[]}} BarVM */
/** @typedef {{player: number, row: number, col: number, facing: string}} ManVM */

/** @type {{[facing: string]: string}} */
export const FACING_WORDS = { N: "north", E: "east", S: "south", W: "west" };
/** @type {{[facing: string]: string}} */
const ARROWS = { N: "↑", E: "→", S: "↓", W: "←" };
export const CANCEL = "cancel";

/** @returns {State} */
export const createState = () => ({ snap: null, ctx: null, selected: null, hinting: false });

/**
 * Take a new snapshot: a selection lasts until the position changes.
 * @param {State} state
 * @param {Snapshot} snap
 * @param {Ctx} ctx
 */
export function receive(state, snap, ctx) {
  if (state.snap && snap.ply !== state.snap.ply) {
    state.selected = null;
    state.hinting = false; // a hint is for its position
  }
  state.snap = /** @type {FloriadoSnap} */ (snap); // the shell hands a renderer its own game's snapshots
  state.ctx = ctx;
}

/**
 * The legal moves by square index; none when the player may not act.
 * @param {Shown} state
 * @returns {Map<number, Move[]>}
 */
export function targetsOf(state) {
  const { snap, ctx } = state;
  /** @type {Map<number, Move[]>} */
  const map = new Map();
  if (!ctx.interactive) return map;
  for (const move of snap.moves) {
    const key = move.row * snap.view.cols + move.col;
    map.set(key, [...(map.get(key) ?? []), move]);
  }
  return map;
}

/** @param {Shown} state */
export const placing = (state) => state.ctx.interactive && state.snap.moves[0]?.type === "place";

/**
 * What a tap on `key` means: a square's index, a facing ("face:N"), "cancel", or null
 * (Escape).
 * @param {State} state
 * @param {string | null} key
 * @returns {Intent}
 */
export function intent(state, key) {
  if (!holds(state) || !state.ctx.interactive) return null;
  if (key === null || key === CANCEL) return state.selected === null ? null : { selected: null };
  const targets = targetsOf(state);
  if (key.startsWith("face:")) {
    const move = (state.selected === null ? [] : targets.get(state.selected) || []).find(
      (m) => m.type === "place" && m.facing === key.slice(5),
    );
    return move ? { play: move, selected: null } : null;
  }
  const square = Number(key);
  const { cols } = state.snap.view;
  const row = Math.floor(square / cols);
  const col = square % cols;
  const options = targets.get(square) || [];
  if (!options.length) {
    // Not a legal square: let the engine say why, in words.
    return { play: placing(state) ? { type: "place", row, col, facing: "N" } : { type: "move", row, col } };
  }
  if (placing(state)) return { selected: square };
  return { play: options[0] };
}

/**
 * @param {{name: string, count: number, colour: string}} sq
 * @param {{men: string[], target: boolean, picks: boolean, deadEnd: DeadEnd | null}} flags
 */
function describeSquare(sq, flags) {
  const parts = [sq.name];
  // Translators: part of a square's accessible name, after its name ("C4"): it has no flowers left
  parts.push(sq.count ? flowersWords(sq.count, sq.colour) : t("picked, empty"));
  if (flags.men.length === 1) {
    // Translators: part of a square's accessible name: a player's man stands on it
    parts.push(t("{name} here", { name: flags.men[0] }));
  } else if (flags.men.length) {
    // Translators: part of a square's accessible name: both players' men stand on it
    parts.push(t("{first} and {second} here", { first: flags.men[0], second: flags.men[1] }));
  }
  if (flags.target) {
    // Translators: part of a square's accessible name, when the player to move may go there
    const pick = t("you can move here and pick");
    // Translators: part of a square's accessible name, when the player to move may go there
    parts.push(flags.picks ? pick : t("you can move here, nothing to pick"));
  }
  if (flags.target && flags.deadEnd) parts.push(deadEndWords(flags.deadEnd));
  return parts.join(", ");
}

/**
 * A square's flowers in words: "3 yellow".
 * @param {number} n
 * @param {string} colour
 */
export function flowersWords(n, colour) {
  // Translators: the flowers on a square, in its accessible name ("3 yellow")
  if (colour === "yellow") return nt("{n} yellow", "{n} yellow", n);
  // Translators: the flowers on a square, in its accessible name ("3 orange")
  if (colour === "orange") return nt("{n} orange", "{n} orange", n);
  // Translators: the flowers on a square, in its accessible name ("3 red")
  if (colour === "red") return nt("{n} red", "{n} red", n);
  // Translators: the flowers on a square, in its accessible name ("3 pink")
  if (colour === "pink") return nt("{n} pink", "{n} pink", n);
  // Translators: the flowers on a square, in its accessible name ("3 blue")
  return nt("{n} blue", "{n} blue", n);
}

/** A facing in words ("north"). @param {string} facing */
const facingWords = (facing) => ({ N: t("north"), E: t("east"), S: t("south") })[facing] ?? t("west");

/**
 * Every square as the drawing needs it.
 * @param {Shown} state
 * @returns {SquareVM[]}
 */
export function squares(state) {
  const { snap, ctx } = state;
  const view = snap.view;
  const targets = targetsOf(state);
  const pickable = new Set(snap.current === null ? [] : view.players[snap.current].pickable);
  const dead = deadEnds(state);
  return view.squares.map((sq, index) => {
    const row = Math.floor(index / view.cols);
    const col = index % view.cols;
    const target = targets.has(index);
    const picks = target && pickable.has(index);
    const deadEnd = target ? squareDeadEnd(state, dead, targets.get(index) ?? []) : null;
    const men = view.men.flatMap((m, p) => (m && m.row === row && m.col === col ? [ctx.names[p]] : []));
    return {
      key: String(index), index, row, col, name: sq.name, colour: sq.colour, count: sq.count,
      target, picks, deadEnd, selected: state.selected === index,
      label: describeSquare(sq, { men, target, picks, deadEnd }),
    };
  });
}

/**
 * The facing choice for the square chosen, or null when none is chosen.
 * @param {Shown} state
 * @returns {BarVM | null}
 */
export function facingBar(state) {
  const selected = state.selected;
  const moves = selected === null ? [] : targetsOf(state).get(selected) || [];
  const options = moves.flatMap((m) => (m.type === "place" ? [m] : [])); // a square chosen to place a man on
  if (selected === null || !options.length) return null;
  const dead = deadEnds(state);
  return {
    // Translators: the facing bar's title; {square} is the square chosen ("C4"), the facings follow
    title: t("Start on {square} facing:", { square: state.snap.view.squares[selected].name }),
    options: options.map((move) => {
      const deadEnd = dead.get(`${move.row},${move.col},${move.facing}`) ?? null;
      const facing = facingWords(move.facing);
      // Translators: a facing's button marked as a dead end ("north (dead end)")
      const word = deadEnd ? t("{facing} (dead end)", { facing }) : facing;
      // Translators: a facing's button's accessible name ("Face north"); {why} says why it is a dead end
      const label = deadEnd
        ? t("Face {facing} ({why})", { facing, why: deadEndWords(deadEnd) })
        : t("Face {facing}", { facing });
      return { key: `face:${move.facing}`, facing: move.facing, word, arrow: ARROWS[move.facing], deadEnd, label };
    }),
  };
}

/**
 * The men on the field, by player (null: not placed yet).
 * @param {Shown} state
 * @returns {(ManVM | null)[]}
 */
export const men = (state) =>
  state.snap.view.men.map((m, player) => (m ? { player, row: m.row, col: m.col, facing: m.facing } : null));

/**
 * The line above the board.
 * @param {Shown} state
 */
export function helpText(state) {
  const { snap, ctx } = state;
  if (ctx.replayLine) return ctx.replayLine;
  if (snap.over || snap.current === null) return t("The game is over.");
  const name = ctx.names[snap.current];
  const alone = aloneLine(state);
  if (!ctx.interactive) return alone ?? t("{name} is playing.", { name });
  /** @type {string[]} */
  const lines = alone ? [alone] : [];
  if (placing(state)) {
    lines.push(state.selected === null
      ? t("{name}: tap a square to place your man.", { name })
      : t("{name}: choose which way your man faces.", { name }));
  } else {
    lines.push(t("{name}: tap a highlighted square. A dot means you pick its flowers.", { name }));
    if (aids(state) && snap.view.dead_ends.length) lines.push(t("⊘ marks a dead end: you could not go on after it."));
  }
  return lines.join(" ");
}
