// Floriado's players' panels as the drawing needs them (no DOM): each player's pickings by
// colour, what each colour may take next, and why a finished player stops. Apart from
// model.js (the selection, what a tap means, the squares and the facing bar) because the
// panels read only the players' part of the view.
import { nt, t } from "../../i18n.js";

/** @typedef {import("./model.js").Shown} Shown */

/** A colour's name, in the panels and the final table. @param {string} colour */
export function colourName(colour) {
  return { yellow: t("yellow"), orange: t("orange"), red: t("red"), pink: t("pink") }[colour] ?? t("blue");
}

/**
 * @typedef {object} PanelVM
 * @property {string} key
 * @property {string} name
 * @property {number} score
 * @property {boolean} current
 * @property {boolean} winner
 * @property {string} label
 * @property {{colour: string, picked: string, next: string}[]} rows
 * @property {string} note
 */

/** A finished player's note, why they cannot pick any more. @param {string} why */
const finishedNote = (why) =>
  why === "no-move" ? t("Finished: no legal move left.") : t("Finished: nothing within reach left to pick.");

/**
 * The players' panels: their pickings by colour and what each colour may take next.
 * @param {Shown} state
 * @param {string[]} colours
 * @returns {PanelVM[]}
 */
export function panels(state, colours) {
  const { snap, ctx } = state;
  return snap.view.players.map((player, p) => ({
    key: String(p),
    name: ctx.names[p],
    score: player.score,
    current: snap.current === p,
    winner: snap.over && snap.winners.includes(p),
    // Translators: a player's panel's accessible name
    label: nt("{name}: {n} point", "{name}: {n} points", player.score, { name: ctx.names[p] }),
    rows: colours.map((colour) => {
      const last = player.last[colour];
      return {
        colour,
        // Translators: how many times a colour was picked, in a panel's table ("3×")
        picked: t("{n}×", { n: player.pickings[colour] }),
        // Translators: in a panel's table, what the next picking of a colour may take: any count, fewer than
        // the last ("< 5"), or nothing more
        next: last === null ? t("any") : last > 1 ? t("< {last}", { last }) : t("done"),
      };
    }),
    note: player.finished && !snap.over ? finishedNote(player.finished_why ?? "no-pick") : "",
  }));
}
