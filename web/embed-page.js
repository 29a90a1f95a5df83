// embed.html: one game without the lobby, for an iframe (see web/embed.js).
//
//   embed.html?game=petal&players=2&names=Ann,Bob&open_flowers=true&id=left&origin=https://host.example
//   embed.html?game=petals&computer=1:hard          (seat 1, the second, is a Hard computer)
//
// Any other query parameter is a game option (true/false, numbers and strings).
// `id` is echoed in every event; `origin` is the host page's origin: when given,
// events go only there and messages are accepted only from there. Events sent to
// the parent window: {source: "posy", type: "ready" | "move" | "over" | "error", id, ...}.
// The host may send {source: "posy", type: "new", players?, names?, options?} to
// start a new game. Nothing from the URL or a message is ever put into the page as HTML.
import { CATALOG } from "./catalog.js";
import { Engine } from "./engine.js";
import { GameView, RENDERERS, bootProgress, prepareRenderer, randomSeed, registerServiceWorker } from "./shell.js";
import { pageWords } from "./screen/services.js";
import { h } from "./ui.js";
import { pageLanguage, t, useLanguage } from "./i18n.js";

const RESERVED = new Set(["lang", "game", "players", "names", "seed", "id", "origin", "computer", "ice-servers"]);
const params = new URLSearchParams(location.search);
const embedId = (params.get("id") || "").slice(0, 60);
const hostOrigin = validOrigin(params.get("origin"));
const main = document.getElementById("main") ?? document.body; // embed.html has a main
const engine = new Engine();
prepareRenderer(params.get("game") ?? ""); // while the engine boots
/** @type {GameView | null} */
let view = null;

/**
 * What the host page asks for, in embed.html's address or a "new" message.
 * @typedef {object} EmbedRequest
 * @property {string} game
 * @property {{[name: string]: boolean | number | string}} options
 * @property {number} [players]
 * @property {string[]} [names]
 * @property {string} [computer] "1:hard,2:easy"
 * @property {(string | null)[]} [computers]
 */

function validOrigin(/** @type {string | null} */ text) {
  if (!text) return null;
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

function emit(/** @type {string} */ type, /** @type {object} */ detail = {}) {
  if (window.parent === window) return;
  window.parent.postMessage({ source: "posy", type, id: embedId, ...detail }, hostOrigin || "*");
}

function fail(/** @type {string} */ message) {
  main.replaceChildren(h("div", { class: "notice error embed-error", role: "alert" }, h("p", {}, message)));
  emit("error", { message });
}

function parseValue(/** @type {string} */ text) {
  if (text === "true" || text === "false") return text === "true";
  if (/^-?\d+$/.test(text)) return Number(text);
  return text;
}

/** @returns {EmbedRequest} */
function requestFromURL() {
  /** @type {EmbedRequest["options"]} */
  const options = {};
  for (const [key, value] of params) if (!RESERVED.has(key)) options[key] = parseValue(value);
  /** @type {EmbedRequest} */
  const request = { game: params.get("game") || "", options };
  const players = parseValue(params.get("players") ?? "");
  if (typeof players === "number") request.players = players;
  const names = params.get("names");
  if (names !== null) request.names = names.split(",").map((n) => n.trim()).slice(0, 8);
  const computer = params.get("computer");
  if (computer !== null) request.computer = computer;
  return request;
}

/**
 * "1:hard" or "1:hard,2:easy" (seats count from 0) -> a level or null per seat, or
 * throws Error(sentence). Names of computer seats default to the seat's name.
 * @param {string | undefined} spec
 * @param {number} players
 * @param {import("./types.js").GameInfo} info
 * @returns {(string | null)[]}
 */
function computersFrom(spec, players, info) {
  /** @type {(string | null)[]} */
  const levels = Array(players).fill(null);
  if (!spec) return levels;
  const known = new Set((engine.catalog?.levels ?? []).map((lv) => lv.id));
  for (const part of String(spec).split(",")) {
    const [seatText, level = "medium"] = part.trim().split(":");
    const seat = Number(seatText);
    if (!/^\d+$/.test(seatText) || seat >= players)
      throw new Error(
        // Translators: an embedding page's computer="…" names a seat the game does not have
        t("“{part}” names no seat: {game} with {players} players has seats 0 to {last}.", {
          part: part.slice(0, 20),
          game: t(info.title),
          players,
          last: players - 1,
        }),
      );
    if (!known.has(level))
      // Translators: easy, medium and hard are the values an embedding page writes: keep them as they are
      throw new Error(t("There is no computer level called “{level}”: use easy, medium or hard.", {
        level: level.slice(0, 20),
      }));
    levels[seat] = level;
  }
  return levels;
}

const saveId = () => `embed-${encodeURIComponent(location.search).slice(0, 200)}`;

/** @param {EmbedRequest} request */
async function start(request, { fresh = false } = {}) {
  const info = engine.catalog?.games.find((g) => g.id === request.game);
  if (!info)
    return fail(
      request.game
        ? t("There is no game called “{name}” in Posy.", { name: String(request.game).slice(0, 40) })
        : t("Say which game to play: embed.html?game=floriado"),
    );
  if (!RENDERERS[info.id])
    return fail(t("{game} cannot be played in this version of Posy yet.", { game: t(info.title) }));
  const players =
    typeof request.players === "number" && Number.isInteger(request.players) ? request.players : info.min_players;
  const { computer, ...rest } = request;
  try {
    if (computer !== undefined || !Array.isArray(rest.computers))
      rest.computers = computersFrom(computer, players, info);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const computers = rest.computers;
  if (!request.names) rest.names = computers.map((_, seat) => info.seats[seat]);
  request = rest;
  const saved = fresh ? null : await (await import("./store.js")).get(saveId());
  let answer = null;
  if (saved && !saved.finished) answer = await engine.call("load", { record: saved.record, viewer: null });
  if (!answer?.ok) answer = await engine.call("start", { seed: randomSeed(), ...request, viewer: null });
  if (!answer.ok) return fail(answer.error);
  view?.destroy();
  view = await GameView.open(engine, answer, {
    root: main,
    saveId: saveId(),
    embedded: true,
    events: (type, detail) => {
      if (type === "move") {
        const { move, ...rest } = detail;
        emit("move", info.secrets ? rest : detail); // secrets games: the log line says what is public
      } else {
        emit(type, detail);
      }
    },
    onRestart: (next) => start({ ...request, ...next, game: request.game }, { fresh: true }),
  });
  // the host names its iframe with these: the game's title in the game's language
  document.title = `${t(info.title)} — ${t("Posy game")}`;
  emit("ready", {
    game: info.id,
    players: answer.record.players,
    names: answer.record.names,
    title: document.title,
    lang: document.documentElement.lang,
  });
}

window.addEventListener("message", (event) => {
  if (event.source !== window.parent || window.parent === window) return;
  if (hostOrigin && event.origin !== hostOrigin) return;
  const data = event.data;
  if (!data || typeof data !== "object" || data.source !== "posy" || data.type !== "new") return;
  const base = requestFromURL();
  const request = { ...base, game: base.game };
  if (Number.isInteger(data.players)) request.players = data.players;
  if (Array.isArray(data.names) && data.names.every((/** @type {unknown} */ n) => typeof n === "string"))
    request.names = data.names.slice(0, 8);
  if (data.options && typeof data.options === "object" && !Array.isArray(data.options))
    request.options = { ...base.options, ...data.options };
  if (typeof data.computer === "string") request.computer = data.computer;
  start(request, { fresh: true });
});

async function boot() {
  const speaking = useLanguage(pageLanguage(CATALOG.languages)).then(pageWords); // the host's lang, as ?lang=
  registerServiceWorker();
  engine.addEventListener("progress", (event) => bootProgress(/** @type {CustomEvent} */ (event).detail));
  try {
    await engine.ready;
  } catch (error) {
    console.error(error);
    await speaking;
    return fail(t("The game could not start in this browser."));
  }
  document.documentElement.dataset.engine = "ready";
  await speaking;
  await start(requestFromURL());
}

boot();
