// The lobby's finished games: "Recent games" (how each ended, when, against whom; open it
// in the replay, or remove it) and "Your record" (played and won per game and opponent),
// which can be downloaded as a JSON file or cleared.
import { confirmDialog } from "../board/dialog.js";
import { toast } from "../screen/services.js";
import * as store from "../store.js";
import { downloadFile, h, listNames } from "../ui.js";
import { clearResults, readResults, resultWords, tally } from "./record.js";
import { formatNumber, language, nt, t } from "../i18n.js";

/**
 * What the history needs from the app.
 * @typedef {object} HistoryHost
 * @property {(id: string) => import("../types.js").GameInfo | undefined} gameInfo
 * @property {string[]} games the game ids in lobby order
 * @property {{id: string, label: string}[]} levels the computer's levels, weakest first
 * @property {(button: HTMLElement, id: string, save: import("../store.js").SaveEntry) => void} onReplay
 * @property {(notice?: string) => void} refresh shows the lobby again
 */

const dateWords = (/** @type {number} */ at) =>
  new Date(at).toLocaleDateString(language() === "en" ? undefined : language(), {
    day: "numeric",
    month: "short",
    year: "numeric",
  });

/** @param {HistoryHost} host */
const levelWord = (host) => (/** @type {string} */ id) => {
  const label = host.levels.find((lv) => lv.id === id)?.label;
  return label ? t(label) : id;
};

/** A button's accessible name: its visible word first (as the language wrote it), then the game's title. */
const forGame = (/** @type {string} */ label, /** @type {string} */ game) =>
  // Translators: a button's accessible name, "Replay Floriado": {label} is its visible word (keep it first)
  t("{label} {game}", { label, game });

/**
 * The finished games kept in this browser, newest first, each with its result if known.
 * @param {HistoryHost} host
 * @param {import("../store.js").Listed[]} saves every save, as store.list() gives them
 */
export function recentGames(host, saves) {
  const results = readResults();
  const finished = saves.flatMap((save) => ("record" in save && save.finished && !save.remote ? [save] : []));
  const rows = finished.map((save) => {
    const known = host.gameInfo(save.record.game)?.title;
    const title = known ? t(known) : t("An unknown game");
    const result = results[save.id];
    const names = Array.isArray(save.record.names)
      ? save.record.names.filter((/** @type {unknown} */ n) => typeof n === "string")
      : [];
    const resigned = typeof save.resigned === "number";
    const words = result
      ? resultWords(result, levelWord(host), { resigned })
      : t("Finished: {names}", { names: listNames(names) });
    const when = dateWords(result?.at || save.savedAt);
    return h(
      "li",
      { class: "saved finished", "data-finished": save.id },
      // Translators: after a finished game's title: how it ended, then its date
      h("span", {}, h("strong", {}, title), t(" — {result} · {date}", { result: words, date: when })),
      h(
        "button",
        {
          class: "btn",
          type: "button",
          "aria-label": forGame(t("Replay"), title),
          onclick: (/** @type {Event} */ event) =>
            host.onReplay(/** @type {HTMLElement} */ (event.currentTarget), save.id, save),
        },
        t("Replay"),
      ),
      h(
        "button",
        {
          class: "btn",
          type: "button",
          "aria-label": forGame(t("Remove"), title),
          onclick: async () => {
            await store.remove(save.id);
            host.refresh();
          },
        },
        t("Remove"),
      ),
    );
  });
  if (!rows.length) return null;
  return h(
    "section",
    { class: "saved-games recent-games", "aria-label": t("Recent games") },
    h("h2", {}, t("Recent games")),
    h("ul", {}, rows),
  );
}

/**
 * Played and won per game and opponent, with Download and Clear.
 * @param {HistoryHost} host
 * @param {any[]} saves
 */
export function recordTable(host, saves) {
  const results = readResults();
  const rows = tally(results, host.games, ["people", ...host.levels.map((lv) => lv.id), "friend"]);
  if (!rows.length) return null;
  const against = (/** @type {string} */ opponent) => (opponent === "people" ? t("Each other, on this device")
    : opponent === "friend" ? t("A friend on another device")
      : t("Computer ({level})", { level: levelWord(host)(opponent) }));
  const title = (/** @type {string} */ game) => {
    const known = host.gameInfo(game)?.title;
    return known ? t(known) : game;
  };
  const body = rows.map((row) =>
    h(
      "tr",
      {},
      h("th", { scope: "row" }, title(row.game)),
      h("td", {}, against(row.opponent)),
      h("td", { class: "num" }, formatNumber(row.played)),
      h("td", { class: "num" }, row.won === null ? "–" : formatNumber(row.won)),
      h("td", { class: "num" }, row.voided ? formatNumber(row.voided) : "–"),
    ),
  );
  return h(
    "section",
    { class: "record", "aria-label": t("Your record") },
    h("h2", {}, t("Your record")),
    h(
      "div",
      { class: "record-scroll" },
      h(
        "table",
        { class: "results" },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            // Translators: the record table's column heads
            [t("Game"), t("Against"), t("Played"), t("Won"), t("Void")].map((words) =>
              h("th", { scope: "col" }, words),
            ),
          ),
        ),
        h("tbody", {}, body),
      ),
    ),
    h(
      "div",
      { class: "buttons" },
      h(
        "button",
        { class: "btn", type: "button", id: "record-download", onclick: () => download(results, saves, rows) },
        t("Download the record"),
      ),
      h(
        "button",
        { class: "btn", type: "button", id: "record-clear", onclick: () => confirmClear(host, saves) },
        t("Clear the record…"),
      ),
    ),
  );
}

/** The record as a JSON file: the tally, and every result with the game's record while it is kept. */
function download(/** @type {Record<string, any>} */ results, /** @type {any[]} */ saves, /** @type {any[]} */ rows) {
  const kept = new Map(saves.map((save) => [save.id, save]));
  const games = Object.entries(results).map(([id, result]) => ({
    id,
    ...result,
    record: kept.get(id)?.record ?? null,
  }));
  const text = JSON.stringify({ posy: "record", exported: new Date().toISOString(), tally: rows, games }, null, 1);
  downloadFile(`posy-record-${new Date().toISOString().slice(0, 10)}.json`, text);
}

/** Clearing forgets the tally and the finished games: asked first. */
function confirmClear(/** @type {HistoryHost} */ host, /** @type {any[]} */ saves) {
  const finished = saves.filter((save) => save.finished && !save.remote);
  const words = nt(
    "Every tally, and the {n} finished game kept for replay, will be removed from this browser. " +
      "Unfinished games stay.",
    "Every tally, and the {n} finished games kept for replay, will be removed from this browser. " +
      "Unfinished games stay.",
    finished.length,
  );
  confirmDialog({ id: "record-confirm", title: t("Clear your record?"), yes: t("Clear"), no: t("Keep it"), words,
    onYes: async () => {
      clearResults();
      for (const save of finished) await store.remove(save.id);
      host.refresh();
      toast(t("Your record was cleared."));
    } });
}
