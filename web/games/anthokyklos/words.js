// Anthokyklos in words (no DOM): the sentences that name a tile's colour, whole, one
// per colour (red, yellow, blue: the catalogue's, t() from web/i18n.js), and a
// player's name as the page shows it.
import { nt, t } from "../../i18n.js";

/** @typedef {import("./model.js").Shown} Shown */

/**
 * The sentence for `colour` among three written whole (a colour word inflects).
 * @param {string | null} colour
 * @param {() => string} red
 * @param {() => string} yellow
 * @param {() => string} blue
 */
const byColour = (colour, red, yellow, blue) => (colour === "red" ? red() : colour === "yellow" ? yellow() : blue());

/** "12 points". @param {number} n */
export const pointsWords = (n) => nt("{n} point", "{n} points", n);

/**
 * A player's name; a player who kept the seat's own name ("Player 1") reads it translated.
 * @param {Shown} state
 * @param {number} p
 */
export function nameOf(state, p) {
  const name = state.ctx.names[p];
  const seat = state.ctx.info?.seats?.[p];
  return seat && (name === seat || name === t(seat)) ? t(seat) : name;
}

/**
 * A tile of a pyramid not to take now, in its accessible name.
 * @param {string} colour
 * @param {number} ring
 * @param {"" | "covered" | "waits"} why covered by others; waits for a free space on its ring
 */
export function restingTile(colour, ring, why) {
  if (why === "covered") {
    return byColour(colour,
      // Translators: a tile in a pyramid, covered by the tiles above it; {ring} 1..5
      () => t("red ring {ring} tile, covered", { ring }),
      () => t("yellow ring {ring} tile, covered", { ring }),
      () => t("blue ring {ring} tile, covered", { ring }));
  }
  if (why === "waits") {
    return byColour(colour,
      // Translators: a tile in a pyramid that cannot be placed yet; {ring} 1..5
      () => t("red ring {ring} tile, available when its ring has a free space", { ring }),
      () => t("yellow ring {ring} tile, available when its ring has a free space", { ring }),
      () => t("blue ring {ring} tile, available when its ring has a free space", { ring }));
  }
  return byColour(colour,
    // Translators: a tile in a pyramid; {ring} 1..5
    () => t("red ring {ring} tile", { ring }),
    () => t("yellow ring {ring} tile", { ring }),
    () => t("blue ring {ring} tile", { ring }));
}

/**
 * A tile one may take, in its button's accessible name.
 * @param {string} colour
 * @param {number} ring
 * @param {{picked: boolean, where: string | null}} how picked: the chosen tile; where: the space chosen first
 */
export function takeTile(colour, ring, { picked, where }) {
  if (where !== null) {
    return byColour(colour,
      // Translators: a tile's button; {where} a space ("the innermost ring at 3 o'clock")
      () => t("Place this red tile on {where}", { where }),
      () => t("Place this yellow tile on {where}", { where }),
      () => t("Place this blue tile on {where}", { where }));
  }
  if (picked) {
    return byColour(colour,
      // Translators: the chosen tile's button; {ring} 1..5
      () => t("red ring {ring} tile, chosen: tap again to put it back", { ring }),
      () => t("yellow ring {ring} tile, chosen: tap again to put it back", { ring }),
      () => t("blue ring {ring} tile, chosen: tap again to put it back", { ring }));
  }
  return byColour(colour,
    // Translators: a tile's button; {ring} 1..5
    () => t("Take the red ring {ring} tile", { ring }),
    () => t("Take the yellow ring {ring} tile", { ring }),
    () => t("Take the blue ring {ring} tile", { ring }));
}

/**
 * The help line once a tile is chosen.
 * @param {string} colour
 * @param {string} name the player
 * @param {number} ring
 */
export const placeHelp = (colour, name, ring) =>
  byColour(colour,
    // Translators: the line over the flower; {name} the player, {ring} 1..5; (+) marks the spaces
    () => t("{name}: place the red ring {ring} tile on a highlighted space (+).", { name, ring }),
    () => t("{name}: place the yellow ring {ring} tile on a highlighted space (+).", { name, ring }),
    () => t("{name}: place the blue ring {ring} tile on a highlighted space (+).", { name, ring }));

/** The chosen tile in the bar, after its pip. @param {string} colour @param {number} ring */
export const chosenTile = (colour, ring) =>
  byColour(colour,
    // Translators: the bar over the flower: the chosen tile's colour and ring (1..5)
    () => t("red, ring {ring}", { ring }),
    () => t("yellow, ring {ring}", { ring }),
    () => t("blue, ring {ring}", { ring }));

/** A space's contents, in its accessible name. @param {string | null} colour @param {string} where */
export function spaceWords(colour, where) {
  // Translators: a space of the flower; {where} where it is ("the innermost ring at 3 o'clock")
  if (!colour) return t("Space on {where}, empty", { where });
  return byColour(colour,
    // Translators: a space of the flower; {where} where it is ("the innermost ring at 3 o'clock")
    () => t("Space on {where}, red tile", { where }),
    () => t("Space on {where}, yellow tile", { where }),
    () => t("Space on {where}, blue tile", { where }));
}

/** After a space's words, when the chosen tile may go there. @param {string} colour */
export const placeHere = (colour) =>
  byColour(colour,
    // Translators: part of a space's accessible name, after its contents
    () => t("place the red tile here"),
    () => t("place the yellow tile here"),
    () => t("place the blue tile here"));

/** A card's "X+" chip's title. @param {number} count @param {string | null} colour */
export function atLeastWords(count, colour) {
  // Translators: a Pattern card's requirement: at least {n} petals of one same colour
  if (!colour) return nt("at least {n} of one colour", "at least {n} of one colour", count);
  return byColour(colour,
    // Translators: a Pattern card's requirement: at least {n} red petals
    () => nt("at least {n} red", "at least {n} red", count),
    () => nt("at least {n} yellow", "at least {n} yellow", count),
    () => nt("at least {n} blue", "at least {n} blue", count));
}
