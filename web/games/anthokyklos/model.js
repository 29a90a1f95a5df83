// Anthokyklos's model, no DOM (chessground's state.ts and board.ts): the selection
// (a tile, or a space tapped first), what a tap means (a move to send, a new
// selection, nothing) and the view-model the drawing needs. It knows no rules:
// what may be played comes from `snap.moves`, everything else from `snap.view`; an
// illegal pair (a tile on the wrong ring, an unsupported space) is sent to the
// engine, whose refusal explains the rule. The flower's spaces and the whole board's
// view-model are model-board.js.
import { holds } from "../../board/state.js";
import { t } from "../../i18n.js";
import { ringOf, spaceName } from "./model-pyramids.js";
import { tileSummary } from "./preview.js";
import { chosenTile, nameOf, placeHelp } from "./words.js";

/**
 * @typedef {import("../../types.js").Snapshot} Snapshot
 * @typedef {import("../../types.js").Ctx} Ctx
 * @typedef {import("../../contract.js").AnthokyklosMove} Move
 * @typedef {import("./view.js").AnthokyklosSnap} AnthokyklosSnap
 */

/**
 * What the renderer remembers between snapshots.
 * @typedef {object} State
 * @property {AnthokyklosSnap | null} snap
 * @property {Ctx | null} ctx
 * @property {number | null} tile the chosen tile's id
 * @property {number | null} space the chosen space's id (when the space was tapped first)
 * @property {boolean} zoomOff the player asked for the whole flower
 * @property {string | null} note what the last tap could not do, in the help line until the next
 * @property {any[] | null} [previews] what each of snap.moves would do (preview.js), once the engine said
 */

/** @typedef {State & {snap: AnthokyklosSnap, ctx: Ctx}} Shown a state holding a snapshot */

/**
 * What a tap means, beside the selection it changed: a move to send, and where the
 * keyboard focus or the page goes once the board is redrawn.
 * @typedef {object} Outcome
 * @property {Move} [play] a move to send
 * @property {"space" | "tile"} [focus] focus the first free space for the chosen tile, or the tiles for
 *   the chosen space
 * @property {boolean} [reveal] bring the flower into view (a tile chosen by a tap)
 */

/** @returns {State} */
export const createState = () => ({ snap: null, ctx: null, tile: null, space: null, zoomOff: false, note: null });

export { ringOf, spaceName };

/** The moves the player may make now: none when the board only shows.
 * @param {Shown} state @returns {Move[]} */
export const movesOf = (state) => (state.ctx.interactive ? state.snap.moves : []);
/** The place moves the player may make now. @param {Shown} state */
export const places = (state) => movesOf(state).flatMap((m) => (m.type === "place" ? [m] : []));

/**
 * Take a new snapshot: a new position (or a board that only shows) drops the
 * selection, and so does a selection no move uses any more.
 * @param {State} state
 * @param {Snapshot} snap
 * @param {Ctx} ctx
 */
export function receive(state, snap, ctx) {
  if ((state.snap && snap.ply !== state.snap.ply) || !ctx.interactive) {
    state.tile = null;
    state.space = null;
  }
  state.snap = /** @type {AnthokyklosSnap} */ (snap); // the shell hands a renderer its own game's snapshots
  state.ctx = ctx;
  state.note = null;
  if (!holds(state)) return;
  const plays = places(state);
  if (state.tile !== null && !plays.some((m) => m.tile === state.tile)) state.tile = null;
  if (state.space !== null && !plays.some((m) => m.space === state.space)) state.space = null;
}

/**
 * What a tap on `key` means ("tile:<id>", "space:<id>", "reserve:<card>", "putback",
 * "cancel", "zoom"; null for Escape). Changes the selection in `state`; null when
 * nothing changed, else what to do beside redrawing.
 * @param {State} state
 * @param {string | null} key
 * @param {{keyboard?: boolean}} [how] keyboard: the tap came from a key (focus follows)
 * @returns {Outcome | null}
 */
export function intent(state, key, { keyboard = false } = {}) {
  if (!holds(state)) return null;
  if (key === "zoom") {
    state.zoomOff = !state.zoomOff;
    return {};
  }
  if (!state.ctx.interactive) return null;
  const hadNote = state.note !== null;
  state.note = null;
  const [kind, arg] = key === null ? [null, ""] : key.split(":");
  const id = Number(arg);
  let out = null;
  if (kind === "tile") out = chooseTile(state, id, keyboard);
  else if (kind === "space") out = tapSpace(state, id);
  else if (kind === "reserve") {
    const move = movesOf(state).find((m) => m.type === "reserve" && m.card === id);
    if (move) {
      state.tile = null;
      state.space = null;
      out = { play: move };
    }
  } else if (kind === "putback" || kind === "cancel" || kind === null) {
    if (state.tile !== null || state.space !== null) out = {};
    state.tile = null;
    state.space = null;
  }
  return out ?? (hadNote ? {} : null);
}

/**
 * A tile tapped: with a space chosen, the pair is played (a tile of another ring
 * chooses that tile instead); else the tile is chosen, or put back when it was.
 * @param {Shown} state
 * @param {number} id
 * @param {boolean} keyboard
 * @returns {Outcome}
 */
function chooseTile(state, id, keyboard) {
  if (state.space !== null) {
    const sp = state.space;
    const move = places(state).find((m) => m.tile === id && m.space === sp);
    state.space = null;
    if (move || ringOf(id) === ringOf(sp)) {
      state.tile = null;
      return { play: move || { type: "place", tile: id, space: sp } };
    }
  }
  state.tile = state.tile === id ? null : id;
  if (state.tile === null) return {};
  return keyboard ? { focus: "space" } : { reveal: true };
}

/**
 * A space tapped: with a tile chosen, the pair is played (not legal? the engine says
 * why: wrong ring, needs its supports, taken); else a free space is chosen (or
 * unchosen), and any other says why it cannot take a tile.
 * @param {Shown} state
 * @param {number} id
 * @returns {Outcome}
 */
function tapSpace(state, id) {
  if (state.tile !== null) {
    const chosen = state.tile;
    const move = places(state).find((m) => m.tile === chosen && m.space === id);
    state.tile = null;
    return { play: move || { type: "place", tile: chosen, space: id } };
  }
  if (places(state).some((m) => m.space === id)) {
    state.space = state.space === id ? null : id;
    return state.space === null ? {} : { focus: "tile" };
  }
  const sp = state.snap.view.spaces[id];
  const where = spaceName(sp);
  state.note = sp.colour
    // Translators: a tap on a space that cannot take a tile; {where} "the innermost ring at 3 o'clock"
    ? t("The space on {where} already has a tile. Choose a tile first, then a highlighted space.", { where })
    : sp.supports.length
      // Translators: a tap on a space that cannot take a tile; {where} "the innermost ring at 3 o'clock"
      ? t(
        "The space on {where} is not ready: it needs both tiles below it. " +
          "Choose a tile first, then a highlighted space.",
        { where },
      )
      // Translators: a tap on a space that cannot take a tile; {where} "the innermost ring at 3 o'clock"
      : t("The space on {where} is not free. Choose a tile first, then a highlighted space.", { where });
  return {};
}

/** @param {Shown} state @param {number} id */
export const tileById = (state, id) => state.snap.view.pyramids[ringOf(id) - 1].tiles[id % 9];

/**
 * The help line over the flower.
 * @param {Shown} state
 */
export function helpText(state) {
  const { snap, ctx, tile, space } = state;
  if (ctx.replayLine) return ctx.replayLine;
  if (state.note) return state.note;
  if (snap.over || snap.current === null) return t("The flower is complete.");
  const name = nameOf(state, snap.current);
  // Translators: the line above the board while another player (or the computer) moves
  if (!ctx.interactive) return t("{name} is playing.", { name });
  if (tile !== null) {
    const then = tileSummary(state, tile);
    const help = placeHelp(tileById(state, tile).colour, name, ringOf(tile));
    return then ? [help, then].join(" ") : help;
  }
  if (space !== null) {
    const [ring, where] = [ringOf(space), spaceName(snap.view.spaces[space])];
    // Translators: the line over the flower; {ring} 1..5, {where} "the innermost ring at 3 o'clock"
    return t("{name}: choose a ring {ring} tile for the space on {where}.", { name, ring, where });
  }
  return movesOf(state).some((m) => m.type === "reserve")
    // Translators: the line over the flower at the start of a turn
    ? t("{name}: take a tile from a pyramid, then tap a space of its ring — or reserve a Pattern card.", { name })
    // Translators: the line over the flower at the start of a turn
    : t("{name}: take a tile from a pyramid, then tap a space of its ring.", { name });
}

/**
 * The bar over the flower when something is chosen: the tile (Put back) or the
 * space (Cancel).
 * @param {Shown} state
 * @returns {{kind: "tile", colour: string, text: string, key: string}
 *   | {kind: "space", text: string, key: string} | null}
 */
export function selectView(state) {
  if (state.tile !== null)
    return {
      kind: "tile",
      colour: tileById(state, state.tile).colour,
      text: chosenTile(tileById(state, state.tile).colour, ringOf(state.tile)),
      key: "putback",
    };
  if (state.space !== null)
    return {
      kind: "space",
      // Translators: the bar over the flower when a space was tapped first; {where} "the innermost ring at 3 o'clock"
      text: t("For the space on {where}: choose a tile", { where: spaceName(state.snap.view.spaces[state.space]) }),
      key: "cancel",
    };
  return null;
}
