// The lobby's game cards: each game's setup, a quick game against the computer, its
// guided first game, and an invitation to a friend on another device; and the notices
// above them.
import { learnButton } from "../tutorial/learned.js";
import { h } from "../ui.js";
import { playersText, quickStart, showSetup } from "./setup.js";

/**
 * The notices the lobby opens with: what went wrong before (a game that could not be
 * opened), and an address naming a game Posy does not have.
 * @param {string | undefined} notice
 * @param {string | null} wanted the address's ?game=
 * @param {import("../types.js").GameInfo | undefined} found that game, if Posy has it
 */
export function lobbyNotices(notice, wanted, found) {
  const notices = [];
  if (notice) notices.push(h("div", { class: "notice error", role: "alert" }, h("p", {}, notice)));
  if (wanted && !found) {
    notices.push(
      h(
        "div",
        { class: "notice error", role: "alert" },
        h("p", {}, `There is no game called “${wanted.slice(0, 40)}” in Posy. Pick one below.`),
      ),
    );
  }
  return notices;
}

/**
 * @param {import("../types.js").GameInfo[]} games
 * @param {import("./setup.js").SetupHost} setupHost
 * @param {(id: string, button: HTMLElement | null) => void} learn
 */
export function gameCards(games, setupHost, learn) {
  return h(
    "ul",
    { class: "games" },
    games.map((info) =>
      h(
        "li",
        {},
        h(
          "button",
          {
            class: "game-card",
            type: "button",
            "aria-pressed": "false",
            "data-game": info.id,
            onclick: (/** @type {Event} */ event) =>
              showSetup(info, /** @type {HTMLElement} */ (event.currentTarget), setupHost),
          },
          h("span", { class: "title" }, info.title),
          h("span", {}, info.blurb),
          h("span", { class: "meta" }, playersText(info)),
        ),
        h(
          "button",
          {
            class: "btn quick",
            type: "button",
            "data-quick": info.id,
            onclick: (/** @type {Event} */ event) =>
              quickStart(info, /** @type {HTMLElement} */ (event.currentTarget), setupHost),
          },
          "Play the computer",
        ),
        learnButton(info, learn),
        h(
          "button",
          {
            class: "btn quick",
            type: "button",
            "data-friend": info.id,
            onclick: (/** @type {Event} */ event) =>
              showSetup(info, /** @type {HTMLElement} */ (event.currentTarget), setupHost, { friend: true }),
          },
          "Play with a friend on another device",
        ),
      ),
    ),
  );
}
