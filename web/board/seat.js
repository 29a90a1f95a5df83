// A player's panel header, the same in every game: a mark (colour, shape or piece),
// the name, a "to play" chip on the seat to decide, and the score.
import { formatNumber, t } from "../i18n.js";
import { h } from "../ui.js";

/**
 * @param {object} seat
 * @param {string} seat.name the player's name
 * @param {Node | null} [seat.mark] a drawing that pairs the seat's colour with a shape
 * @param {boolean} [seat.current] this seat decides now
 * @param {number | string | null} [seat.score]
 * @param {"h2" | "h3"} [seat.level]
 * @param {(Node | string | null)[]} [seat.extra] more chips after the name
 */
export function seatHeader({ name, mark = null, current = false, score = null, level = "h3", extra = [] }) {
  return h(level, { class: "seat-head" },
    mark,
    h("span", { class: "seat-name" }, name),
    // Translators: a chip beside the name of the player who decides now
    current ? h("span", { class: "turn-chip" }, t("to play")) : null,
    ...extra,
    score === null
      ? null
      : h("span", { class: "score", title: t("score") }, typeof score === "number" ? formatNumber(score) : score));
}
