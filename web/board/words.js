// Small word helpers every game's text uses.

import { formatList, language } from "../i18n.js";

/**
 * "1 point", "3 points".
 * @param {number} n
 * @param {string} word
 * @param {string} [many] the plural when it is not word + "s"
 */
export const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/**
 * Join names the way a sentence does: "A", "A and B", "A, B and C" (Intl.ListFormat, in
 * the page's language: English's has no comma before "and" here, as the games always wrote).
 * @param {string[]} names
 */
export function listNames(names) {
  if (names.length <= 1) return names.join("");
  if (language() !== "en") return formatList(names);
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** @param {string} text */
export const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);
