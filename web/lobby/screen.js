// The lobby screen: the games' cards and setup, the saved games, the recent games and
// the record, imports and links. app.js routes here and hands over what the lobby opens
// (a LobbyHost); this module only draws, and asks the host for everything else.
import { setActions, setStatus } from "../screen/services.js";
import { languageField, openSettings } from "../settings.js";
import * as store from "../store.js";
import { h } from "../ui.js";
import { gameCards, lobbyNotices } from "./cards.js";
import { recentGames, recordTable } from "./history.js";
import { importBox, linkBox, readPatiently, savedGames } from "./saves.js";
import { t } from "../i18n.js";

/**
 * @typedef {object} LobbyHost
 * @property {{games: import("../types.js").GameInfo[], levels?: any[]}} catalog
 * @property {(id: unknown) => import("../types.js").GameInfo | undefined} gameInfo
 * @property {(button: HTMLElement | null) => Promise<boolean>} engineFor the engine, waited for with its
 *   progress on `button`
 * @property {(request: import("../types.js").StartRequest, button?: HTMLElement | null) => Promise<unknown>} startGame
 * @property {(id: string, save: import("../store.js").SaveEntry, how?: {replay?: boolean}) => Promise<unknown>} resume
 * @property {(id: string, button: HTMLElement | null) => Promise<unknown>} learn the guided first game
 * @property {(request: import("../types.js").StartRequest, friends: number[]) => void} invite a game with
 *   friends on other devices
 * @property {(text: string) => Promise<void>} openRemote a friend's link
 * @property {(record: import("../types.js").GameRecord) => Promise<void>} openRecord a record from a file or a link
 * @property {(notice?: string) => unknown} refresh the lobby again (app.js showLobby)
 * @property {() => Promise<import("../store.js").Listed[]> | null} takeFirstSaves the saves read while the
 *   page started, once
 * @property {(saves: Promise<import("../store.js").Listed[]>) => void} putFirstSaves what the next lobby shows
 */

/**
 * Draw the lobby into `main`, with `notice` on top, unless `stillShown()` turns false
 * meanwhile (a game opened while the saves were read). Resolves with the lobby drawn, or
 * null when it was not.
 * @param {LobbyHost} host
 * @param {HTMLElement} main
 * @param {string | undefined} notice
 * @param {() => boolean} stillShown
 */
export async function drawLobby(host, main, notice, stillShown) {
  setStatus(h("span", { class: "text" }, t("Choose a game")));
  setActions(
    h(
      "button",
      { class: "btn", type: "button", id: "settings-open", "aria-haspopup": "dialog", onclick: openSettings },
      t("Settings"),
    ),
  );
  const wanted = new URLSearchParams(location.search).get("game");
  const notices = lobbyNotices(notice, wanted, host.gameInfo(wanted));
  const cards = gameCards(host.catalog.games, setupHost(host), (id, button) => host.learn(id, button));
  const saves = savesHost(host);
  const reading = saves.first ?? store.list(); // one read for the unfinished and the finished games
  const listed = await readPatiently(reading, (late) => {
    if (!stillShown()) return;
    host.putFirstSaves(Promise.resolve(late));
    host.refresh();
  });
  saves.first = Promise.resolve(listed ?? []);
  if (listed === null)
    notices.push(
      h("p", { class: "notice", role: "status" }, t("Your saved games are still being read: they will show here.")),
    );
  const history = historyHost(host);
  const lobby = h(
    "div",
    { class: "lobby" },
    h("h1", {}, "Posy"),
    h("p", {}, t("Five flower games: play together on one device, with a friend on another, or against the computer.")),
    languageField("lobby-language"), // the page's language, in view from the first screen
    notices,
    await savedGames(saves),
    h("h2", { class: "sr-only" }, t("New game")),
    cards,
    recentGames(history, listed ?? []),
    recordTable(history, listed ?? []),
    importBox(savesHost(host)),
    linkBox(savesHost(host)),
  );
  if (!stillShown()) return null;
  main.replaceChildren(lobby);
  return lobby;
}

/** Open the setup of the game the address names (?game=<id>), if any. */
export function preselect(/** @type {LobbyHost} */ host, /** @type {HTMLElement} */ lobby) {
  const wanted = host.gameInfo(new URLSearchParams(location.search).get("game"));
  if (wanted) /** @type {HTMLElement} */ (lobby.querySelector(`[data-game="${wanted.id}"]`)).click();
}

/** @returns {import("./history.js").HistoryHost} */
function historyHost(/** @type {LobbyHost} */ host) {
  return {
    gameInfo: host.gameInfo,
    games: host.catalog.games.map((info) => info.id),
    levels: host.catalog.levels || [],
    onReplay: async (button, id, save) => (await host.engineFor(button)) && host.resume(id, save, { replay: true }),
    refresh: (notice) => host.refresh(notice),
  };
}

/** @returns {import("./setup.js").SetupHost} */
function setupHost(/** @type {LobbyHost} */ host) {
  return {
    levels: host.catalog.levels || [],
    engineFor: (button) => host.engineFor(button),
    start: (request, button = null) => host.startGame(request, button),
    invite: (request, friends) => host.invite(request, friends),
  };
}

/** @returns {import("./saves.js").SavesHost} */
function savesHost(/** @type {LobbyHost} */ host) {
  return {
    first: host.takeFirstSaves(),
    gameInfo: host.gameInfo,
    onContinue: async (button, id, save) => (await host.engineFor(button)) && host.resume(id, save),
    openLink: (text) => host.openRemote(text),
    refresh: (notice) => host.refresh(notice),
    openRecord: (record) => host.openRecord(record),
  };
}
