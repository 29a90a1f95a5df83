// Petals' words, DOM-free: the suits, the cells, a card as a sentence, what a card
// or tile shows written on it (so that an accessible name can start with it), the
// help line and the round-end count's lines. Used by the model and the drawing.
import { t } from "../../i18n.js";

/**
 * A card as the view lists it (py/posy/games/petals/records.py).
 * @typedef {object} Card
 * @property {number} id
 * @property {string} name
 * @property {string} suit W, T, C or G
 * @property {number} value
 * @property {string | null} effect add, multiply, negate, reactivate, zero, switch
 * @property {number | null} amount
 * @property {number[][]} targets the cells it affects, as (dx, dy) from its own
 * @property {string} text
 */

/** @typedef {{name: string, fill: string, tint: string, ink: string, shape: string}} Suit */

/**
 * Okabe-Ito colours, each paired with a shape and a letter for colour-blind players.
 * @type {{[id: string]: Suit}}
 */
export const SUITS = {
  W: { name: "Wild Wonders", fill: "#009e73", tint: "#dcf2e8", ink: "#00432f", shape: "star" },
  T: { name: "Tropical Treasures", fill: "#d55e00", tint: "#fbe2cf", ink: "#5e2700", shape: "triangle" },
  C: { name: "Country Classics", fill: "#0072b2", tint: "#d8e9f6", ink: "#00334f", shape: "circle" },
  G: { name: "Garden Greats", fill: "#cc79a7", tint: "#f6e2ee", ink: "#561e42", shape: "diamond" },
};

export const SEAT_MARKS = ["A", "B"];

/** A suit's name in the page's language (SUITS holds the English). @param {string} suit W, T, C or G */
export const suitName = (suit) =>
  ({ W: t("Wild Wonders"), T: t("Tropical Treasures"), C: t("Country Classics") })[suit] ?? t("Garden Greats");

/** The effect kinds, as the card gallery's legend words them, in the page's language. */
export const kindWords = () => ({
  add: t("Adds to the base value of other cards"),
  multiply: t("Multiplies the base value of other cards"),
  negate: t("Negates other cards' effects"),
  reactivate: t("Triggers another card's effect once more"),
  zero: t("Sets another card's base value to zero"),
  switch: t("May switch places with another flower once, at the end of the round"),
});

/** A spot of the bouquet in words, one whole phrase per spot. @param {number} cell 0..8, bottom row first */
export const cellWords = (cell) =>
  [
    // Translators: a spot of the 3x3 bouquet, in labels ("Place Clover in the bottom row, left column")
    t("bottom row, left column"),
    // Translators: a spot of the 3x3 bouquet, in labels ("Place Clover in the bottom row, middle column")
    t("bottom row, middle column"),
    // Translators: a spot of the 3x3 bouquet, in labels ("Place Clover in the bottom row, right column")
    t("bottom row, right column"),
    // Translators: a spot of the 3x3 bouquet, in labels ("Place Clover in the middle row, left column")
    t("middle row, left column"),
    // Translators: a spot of the 3x3 bouquet, in labels ("Place Clover in the middle row, middle column")
    t("middle row, middle column"),
    // Translators: a spot of the 3x3 bouquet, in labels ("Place Clover in the middle row, right column")
    t("middle row, right column"),
    // Translators: a spot of the 3x3 bouquet, in labels ("Place Clover in the top row, left column")
    t("top row, left column"),
    // Translators: a spot of the 3x3 bouquet, in labels ("Place Clover in the top row, middle column")
    t("top row, middle column"),
    // Translators: a spot of the 3x3 bouquet, in labels ("Place Clover in the top row, right column")
    t("top row, right column"),
  ][cell];
/** @param {Card} card */
export const short = (card) => `${card.name} (${card.suit} ${card.value})`;
/** @param {Card} card */
export const cardWords = (card) =>
  card.text
    // Translators: a card in labels: its name, suit ("Wild Wonders"), value, and what its power does ({text})
    ? t("{name}, {suit} {value}. {text}", {
      name: card.name, suit: suitName(card.suit), value: card.value, text: card.text,
    })
    // Translators: a card with no power, in labels: its name, suit ("Wild Wonders") and value
    : t("{name}, {suit} {value}, no effect", { name: card.name, suit: suitName(card.suit), value: card.value });

/** @param {Card} card the "+2" or "×2" a card shows beside its effect icon */
export function amountText(card) {
  if (card.effect === "add") return `+${card.amount}`;
  if (card.effect === "multiply") return `×${card.amount}`;
  return "";
}

/**
 * A card's name on one line, or two when it is long ("Bird-of-" / "Paradise").
 * @param {string} name
 */
export function nameLines(name) {
  if (name.length <= 10) return [name];
  const sp = name.lastIndexOf(" ");
  if (sp > 0) return [name.slice(0, sp), name.slice(sp + 1)];
  const hy = name.lastIndexOf("-");
  if (name.indexOf("-", 3) > 0) return [name.slice(0, hy + 1), name.slice(hy + 1)];
  return [name];
}

/** @param {Card} card what a card face shows written, in its order: value, suit, amount, name */
export const faceText = (card) =>
  [String(card.value), card.suit, card.effect ? amountText(card) : "", ...nameLines(card.name)]
    .filter(Boolean)
    .join(" ");

/** @param {string} text */
const words = (text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(" ");

/**
 * An accessible name that holds what is written (WCAG 2.5.3, label in name): the
 * written text leads when the label does not already contain it. The same rule as
 * web/ui.js labelInName, on the text instead of the element.
 * @param {string} written
 * @param {string} label
 */
export function labelWithText(written, label) {
  const said = words(written);
  if (!said || ` ${words(label)} `.includes(` ${said} `)) return label;
  return `${written}: ${label}`;
}

/**
 * One line of the round-end count: the rulebook writes the first line
 * "Bluebell (8+2 ...): 10", the next ones "...: + 13".
 * @param {string} text the engine's breakdown line
 * @param {boolean} first
 */
export const countLine = (text, first) => (first ? text : text.replace(/: (-?\d+)$/, ": + $1"));

/**
 * A translated sentence with drawn things (icons) in place of its one placeholder:
 * the text before it, the things, the text after it. `sentence` holds the placeholder
 * itself, e.g. t("To place: {card}", { card: "{card}" }), so that translators may move it.
 * @template T
 * @param {string} sentence
 * @param {T[]} things
 * @returns {(string | T)[]}
 */
export function around(sentence, things) {
  const at = sentence.search(/\{\w+\}/);
  if (at < 0) return [sentence, ...things];
  const end = sentence.indexOf("}", at) + 1;
  return [sentence.slice(0, at), ...things, sentence.slice(end)].filter((x) => x !== "");
}
