// Petal's players' panels as the drawing needs them (no DOM): score, points from flowers,
// the flower bonus, the kept flowers (public). Apart from model.js (the selection and the
// board) because the panels read only the players' part of the view.
import { nt, t } from "../../i18n.js";
import { colourWords } from "./words.js";

/** @typedef {import("./model.js").Shown} Shown */

/** What a kept flower scored, after its tiles: "= 5 points". @param {number} points */
// Translators: what a kept flower scored, after its tiles
export const keptPoints = (points) => nt("= {n} point", "= {n} points", points);

/**
 * @typedef {object} PanelVM
 * @property {string} key
 * @property {string} name
 * @property {string} colour
 * @property {number} score
 * @property {boolean} current
 * @property {boolean} winner
 * @property {string} label
 * @property {string} note
 * @property {string | null} bonus the flower bonus, once the game is over
 * @property {number} flowers
 * @property {{tiles: import("./words.js").Tile[], points: string}[]} kept
 * @property {boolean} open the kept flowers' list is open
 */

/**
 * The players' panels: score, points from flowers, the kept flowers (public).
 * @param {Shown} state
 * @returns {PanelVM[]}
 */
export function panels(state) {
  const { snap, ctx } = state;
  const view = snap.view;
  return view.players.map((player, p) => {
    const name = ctx.names[p];
    const colour = colourWords(player.colour);
    const points = nt("{n} point", "{n} points", player.score);
    // Translators: a player's panel's accessible name: {name}, {colour} ("pink"), {points} ("12 points")
    const label = nt("{name}, {colour}: {points}, {n} flower kept", "{name}, {colour}: {points}, {n} flowers kept",
      player.flowers, { name, colour, points });
    const bonus = player.bonus
      // Translators: the flower bonus at the end; {bonus} the points, {per} the points per flower fewer (3)
      ? t("Flower bonus: +{bonus} ({per} per flower fewer)", { bonus: player.bonus, per: view.bonus_per_flower })
      : t("Flower bonus: +{bonus}", { bonus: player.bonus });
    return {
      key: String(p),
      name,
      colour: player.colour,
      score: player.score,
      current: snap.current === p,
      winner: snap.over && snap.winners.includes(p),
      label,
      // Translators: under a player's name: their colour, and the points from picked flowers
      note: player.colour === "pink"
        ? nt("Pink · {n} point from flowers", "Pink · {n} points from flowers", player.points)
        : nt("Green · {n} point from flowers", "Green · {n} points from flowers", player.points),
      bonus: snap.over ? bonus : null,
      flowers: player.flowers,
      kept: player.kept.map((flower) => ({ tiles: flower.tiles, points: keptPoints(flower.points) })),
      open: state.openKept[p] && player.flowers > 0,
    };
  });
}
