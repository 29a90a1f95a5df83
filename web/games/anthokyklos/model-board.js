// Anthokyklos's model, the board's view-model (no DOM): each space of the flower as drawn
// (its flags, its accessible name, the zoom), and everything the board draws together.
// Apart from model.js (the selection, what a tap means, the help line and the bar) because
// the flower's spaces are a view-model of their own, like the pyramids' (model-pyramids.js)
// and the cards' (model-cards.js); like model.js it knows no rules.
import { nt, t } from "../../i18n.js";
import { MIN_TAP, OPTION_REACH, VIEW, reachPx, ringDepthPx, zoomHalf } from "./geometry.js";
import { helpText, movesOf, places, selectView, tileById } from "./model.js";
import { bannerView, cardsView, justClaimed, panelsView } from "./model-cards.js";
import { pyramidsView, ringOf, spaceName } from "./model-pyramids.js";
import { completesOwn, spacePreview } from "./preview.js";
import { placeHere, spaceWords } from "./words.js";

/** @typedef {import("./model.js").Shown} Shown */

/** A space's preview, after its label's words: ". It completes …" (preview.js). */
const previewWords = (/** @type {Shown} */ state, /** @type {number} */ tile, /** @type {number} */ space) => {
  const text = spacePreview(state, tile, space)?.text;
  return text ? `. ${text}` : "";
};

/**
 * A space of the flower as drawn.
 * @typedef {object} SpaceView
 * @property {string} key
 * @property {number} id
 * @property {number} ring
 * @property {number} index
 * @property {number} angle degrees
 * @property {string | null} colour its tile's colour
 * @property {boolean} legal highlighted: a tile may go here now
 * @property {boolean} strong the chosen tile may go here
 * @property {boolean} completes the chosen tile here completes a Pattern card the player claims (a star for the +)
 * @property {boolean} selected the space chosen first
 * @property {boolean} lit part of the pattern just claimed
 * @property {boolean} target a tap here plays a move (data-target)
 * @property {boolean} option a tap here chooses the space, and its petal is big enough to offer (data-option)
 * @property {string} label its accessible name
 */

/**
 * The flower: its spaces, the claimed pattern, the zoom.
 * @param {Shown} state
 * @param {number} width the flower's drawn width in CSS px
 */
export function flowerView(state, width) {
  const { snap, tile, space } = state;
  const v = snap.view;
  const plays = places(state);
  const forTile = new Set(plays.filter((m) => m.tile === tile).map((m) => m.space));
  const free = new Set(plays.map((m) => m.space));
  const claim = justClaimed(v);
  const lit = new Set(claim ? claim.claims.flatMap((c) => c.cells) : []);
  const chosen = tile !== null ? ringOf(tile) : space !== null ? ringOf(space) : null;
  const filled = v.spaces.filter((sp) => sp.colour).map((sp) => sp.ring);
  const half = zoomHalf({ width, chosen, zoomOff: state.zoomOff, filled, free: plays.map((m) => ringOf(m.space)) });
  const tileColour = tile !== null ? tileById(state, tile).colour : null;
  /** @type {SpaceView[]} */
  const spaces = v.spaces.map((sp) => {
    const legal = tile !== null ? forTile.has(sp.id) : free.has(sp.id) && (space === null || space === sp.id);
    let label = spaceWords(sp.colour, spaceName(sp));
    // Translators: part of a space's accessible name, after its contents
    if (lit.has(sp.id)) label += ", " + t("part of the pattern just claimed");
    if (tile !== null)
      label += legal
        ? ": " + placeHere(tileColour ?? "") + previewWords(state, tile, sp.id)
        : sp.colour
          ? ""
          // Translators: part of a space's accessible name, after its contents
          : ": " + t("not a free space for this tile");
    // Translators: part of a space's accessible name, after its contents
    else if (legal) label += ": " + t("free, tap then choose a tile for it");
    return {
      key: `space:${sp.id}`,
      id: sp.id,
      ring: sp.ring,
      index: sp.index,
      angle: sp.angle,
      colour: sp.colour,
      legal,
      strong: tile !== null && legal,
      selected: space === sp.id,
      lit: lit.has(sp.id),
      completes: tile !== null && legal && completesOwn(state, tile, sp.id),
      target: legal && tile !== null,
      option: legal && tile === null && reachPx(sp.ring, half, width) >= OPTION_REACH,
      label,
    };
  });
  const zoomed = half < VIEW - 1;
  const small = chosen !== null && ringDepthPx(chosen, width) < MIN_TAP;
  const placed = filled.length;
  return {
    spaces,
    lit: [...lit],
    half,
    zoomed,
    placed,
    // Translators: the flower's accessible name; {placed} how many of its 45 spaces hold a tile
    label: t("The flower: {placed} of 45 petals placed", { placed }),
    zoom: {
      shown: state.zoomOff ? chosen !== null && small : zoomed && chosen !== null,
      text: state.zoomOff ? t("Zoom in on the ring") : t("Show the whole flower"),
    },
  };
}

/**
 * Everything the board draws.
 * @param {Shown} state
 * @param {number} width the flower's drawn width in CSS px
 */
export function boardView(state, width) {
  const v = state.snap.view;
  return {
    help: helpText(state),
    select: selectView(state),
    flower: flowerView(state, width),
    pyramids: pyramidsView(state, places(state)),
    cards: cardsView(state, movesOf(state)),
    // Translators: after the heading "Pattern cards"
    deck: nt("({n} card in the deck)", "({n} cards in the deck)", v.deck_count),
    banner: bannerView(state),
    panels: panelsView(state),
  };
}
