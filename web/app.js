// The app page: boot, the lobby (new games, saved games, imports, share links)
// and the game screen from shell.js. The URL says where we are:
//   #play=<save id>   a game in progress (a reload resumes it)
//   #game=<record>    a share link: opens the game it carries as a new save
//   ?game=<id>        the lobby with that game's setup open
import { CATALOG } from "./catalog.js";
import { Engine } from "./engine.js";
import * as share from "./share.js";
import {
  GameView, RENDERERS, bootProgress, bootState, openingViewer, overlay, prepareRenderer, randomSeed, registerServiceWorker, setActions, setStatus,
  showRules, toast,
} from "./shell.js";
import * as store from "./store.js";
import { h, icon, listNames } from "./ui.js";

const SETUP_KEY = "posy:setup";
const $ = (id) => document.getElementById(id);
const main = $("main");
const engine = new Engine();
// The lobby's catalog is static (written by build.py from posy itself), so the lobby
// paints at once; the engine boots in the background and is awaited only by what
// needs the rules (a game to start, resume or open).
const catalog = CATALOG;
let engineState = "booting"; // "ready" | "failed"
let game = null; // the GameView on screen, if any

const gameInfo = (id) => catalog.games.find((g) => g.id === id);
// The saved games are read while the rest of the page starts (opening IndexedDB takes
// a few tens of ms), and the first lobby uses that answer.
let firstSaves = store.list();

function readSetup() {
  try {
    return JSON.parse(localStorage.getItem(SETUP_KEY)) || {};
  } catch {
    return {};
  }
}

async function boot() {
  setStatus();
  registerServiceWorker();
  engine.addEventListener("progress", (event) => bootProgress(/** @type {CustomEvent} */ (event).detail));
  $("home").addEventListener("click", () => showLobby());
  engine.ready.then(
    () => {
      engineState = "ready";
      performance.mark("posy-interactive", { detail: engine.timing });
      document.documentElement.dataset.engine = "ready";
      document.documentElement.dataset.boot = engine.timing?.boot || "normal"; // "snapshot": the fast start
    },
    (error) => {
      engineState = "failed";
      console.error(error);
      if ($("stage")) $("stage").textContent = ENGINE_FAILED;
      else toast(ENGINE_FAILED);
    },
  );
  await route();
}

const ENGINE_FAILED = "The games could not start in this browser. Try reloading the page.";

/**
 * Wait for the engine, showing its progress on `button` (the Start the player tapped)
 * meanwhile. Resolves false, with a sentence, if the engine could not start.
 */
async function engineFor(button) {
  if (engineState === "booting" && button) {
    const label = button.textContent;
    const show = (event) => (button.textContent = bootState(event.detail).text);
    button.disabled = true;
    button.setAttribute("aria-busy", "true");
    button.textContent = "Loading the games…";
    engine.addEventListener("progress", show);
    await engine.ready.catch(() => {});
    engine.removeEventListener("progress", show);
    button.disabled = false;
    button.removeAttribute("aria-busy");
    button.textContent = label;
  }
  await engine.ready.catch(() => {});
  if (engineState === "failed") toast(ENGINE_FAILED);
  return engineState === "ready";
}

async function route() {
  const hash = location.hash;
  if (hash.startsWith("#game=")) return openLink(hash);
  if (hash.startsWith("#play=")) {
    const id = decodeURIComponent(hash.slice(6));
    const save = await store.get(id);
    if (save) return resume(id, save);
    return showLobby("That game is not saved in this browser.");
  }
  showLobby();
}

window.addEventListener("popstate", () => {
  if (!location.hash.startsWith("#play=") && game) showLobby();
});
window.addEventListener("hashchange", () => {
  if (location.hash.startsWith("#game=")) openLink(location.hash);
});

// Counts screen changes, so a lobby that finishes reading the saves after a game has
// opened does not replace it.
let screens = 0;

// -- lobby -----------------------------------------------------------------------------

async function showLobby(notice) {
  game?.destroy();
  game = null;
  const shown = ++screens;
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);
  setStatus(h("span", { class: "text" }, "Choose a game"));
  setActions();
  const wanted = new URLSearchParams(location.search).get("game");
  const notices = [];
  if (notice) notices.push(h("div", { class: "notice error", role: "alert" }, h("p", {}, notice)));
  if (wanted && !gameInfo(wanted)) {
    notices.push(h("div", { class: "notice error", role: "alert" }, h("p", {}, `There is no game called “${wanted.slice(0, 40)}” in Posy. Pick one below.`)));
  }
  const cards = catalog.games.map((info) =>
    h("li", {},
      h("button", {
        class: "game-card", type: "button", "aria-pressed": "false", "data-game": info.id,
        onclick: (event) => showSetup(info, event.currentTarget),
      },
      h("span", { class: "title" }, info.title),
      h("span", {}, info.blurb),
      h("span", { class: "meta" }, playersText(info))),
      h("button", { class: "btn quick", type: "button", "data-quick": info.id, onclick: (event) => quickStart(info, event.currentTarget) },
        "Play the computer")));
  const lobby = h("div", { class: "lobby" },
    h("h1", {}, "Posy"), h("p", {}, "Five flower games: play together on one device, or against the computer."),
    notices, await savedGames(), h("h2", { class: "sr-only" }, "New game"), h("ul", { class: "games" }, cards), importBox());
  if (shown !== screens) return; // a game opened while the saves were read
  main.replaceChildren(lobby);
  if (!performance.getEntriesByName("posy-lobby").length) performance.mark("posy-lobby");
  document.documentElement.dataset.lobby = "ready";
  const preselect = gameInfo(wanted);
  if (preselect) /** @type {HTMLElement} */ (lobby.querySelector(`[data-game="${preselect.id}"]`)).click();
}

async function savedGames() {
  const rows = [];
  const saves = await (firstSaves ?? store.list());
  firstSaves = null;
  for (const save of saves) {
    if (save.damaged) {
      rows.push(h("li", { class: "saved damaged" }, h("span", {}, "A saved game that cannot be read."),
        h("button", { class: "btn", type: "button", onclick: async () => { await store.remove(save.id); showLobby(); } }, "Discard")));
      continue;
    }
    if (save.finished) continue;
    const info = gameInfo(save.record.game);
    const moves = Array.isArray(save.record.moves) ? save.record.moves.length : 0;
    const names = Array.isArray(save.record.names) ? save.record.names.filter((n) => typeof n === "string") : [];
    const title = info ? info.title : "An unknown game";
    rows.push(h("li", { class: "saved", "data-save": save.id },
      h("span", {}, h("strong", {}, title), ` — ${listNames(names)}, ${moves} move${moves === 1 ? "" : "s"} in`),
      h("button", { class: "btn primary", type: "button", onclick: async (event) => (await engineFor(event.currentTarget)) && resume(save.id, save) }, "Continue"),
      h("button", { class: "btn", type: "button", onclick: async () => { await store.remove(save.id); showLobby(); } }, "Abandon")));
  }
  if (!rows.length) return null;
  return h("section", { class: "saved-games", "aria-label": "Unfinished games" }, h("h2", {}, "Unfinished games"), h("ul", {}, rows));
}

function importBox() {
  const input = h("input", { type: "file", accept: ".json,application/json", id: "import-file", class: "sr-only" });
  input.addEventListener("change", async () => {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    try {
      const record = share.fromFile(await file.text());
      await openRecord(record);
    } catch (error) {
      showLobby(`That file could not be opened: ${error.message}`);
    }
  });
  return h("p", { class: "import" }, h("label", { for: "import-file", class: "btn" }, "Open a saved game file…"), input);
}

const QUICK_LEVEL = "medium";
const computerName = (info, seat) => `${info.seats[seat]} (computer)`;

/** One tap to a game against the computer: you in the first seat, computers at Medium elsewhere. */
function quickStart(info, button) {
  prepareRenderer(info.id);
  const remembered = readSetup()[info.id] || {};
  const players = info.min_players;
  const own = remembered.names?.[0];
  const names = Array.from({ length: players }, (_, i) => (i === 0 ? own && !own.endsWith("(computer)") ? own : info.seats[0] : computerName(info, i)));
  const computers = Array.from({ length: players }, (_, i) => (i === 0 ? null : QUICK_LEVEL));
  startGame({ game: info.id, players, names, computers, options: remembered.options || {}, seed: randomSeed() }, button);
}

function playersText(info) {
  return info.min_players === info.max_players ? `${info.min_players} players` : `${info.min_players}–${info.max_players} players`;
}

/** A game's setup as a sheet over the lobby: on every screen its Start button is in view at once. */
function showSetup(info, card) {
  prepareRenderer(info.id);
  const remembered = readSetup()[info.id] || {};
  const form = h("form", { class: "dialog setup", "aria-label": `${info.title} setup` });
  let players = remembered.players >= info.min_players && remembered.players <= info.max_players ? remembered.players : info.min_players;
  const namesBox = h("fieldset", {}, h("legend", {}, "Players"));
  const levels = catalog.levels || [];
  const drawNames = () => {
    namesBox.querySelectorAll(".seat-row").forEach((n) => n.remove());
    for (let i = 0; i < players; i++) {
      const level = remembered.computers?.[i] || "";
      const name = h("input", { type: "text", id: `name-${i}`, name: `name-${i}`, maxlength: 24, autocomplete: "off", value: remembered.names?.[i] || (level ? computerName(info, i) : info.seats[i]), "aria-label": `Name of ${info.seats[i]}` });
      const who = h("select", { id: `seat-${i}`, name: `seat-${i}`, "aria-label": `Who plays ${info.seats[i]}` },
        h("option", { value: "", selected: !level }, "Person"),
        levels.map((lv) => h("option", { value: lv.id, selected: level === lv.id, title: lv.sentence }, `Computer (${lv.label})`)));
      who.addEventListener("change", () => {
        // a default name follows the choice; a name the player typed stays
        const defaults = [info.seats[i], computerName(info, i)];
        if (defaults.includes(name.value.trim()) || !name.value.trim()) name.value = who.value ? computerName(info, i) : info.seats[i];
      });
      namesBox.append(h("div", { class: "seat-row" }, h("label", { for: `name-${i}` }, info.seats[i]), name, who));
    }
  };
  /** @type {HTMLElement[]} */
  const parts = [h("h2", {}, info.title)];
  if (info.min_players !== info.max_players) {
    const select = h("select", { id: "players", onchange: (e) => { players = Number(e.target.value); drawNames(); } },
      Array.from({ length: info.max_players - info.min_players + 1 }, (_, k) => {
        const n = info.min_players + k;
        return h("option", { value: n, selected: n === players }, `${n} players`);
      }));
    parts.push(h("div", { class: "field" }, h("label", { for: "players" }, "How many"), select));
  }
  drawNames();
  parts.push(namesBox);
  if (info.options.length) {
    const box = h("fieldset", {}, h("legend", {}, "Options"));
    for (const option of info.options) {
      const value = remembered.options?.[option.name] ?? option.default;
      if (typeof option.default === "boolean") {
        box.append(h("label", { class: "check" }, h("input", { type: "checkbox", name: `opt-${option.name}`, checked: value }), option.label));
      } else {
        box.append(h("div", { class: "field" }, h("label", { for: `opt-${option.name}` }, option.label),
          h("select", { id: `opt-${option.name}`, name: `opt-${option.name}` },
            option.choices.map((c) => h("option", { value: JSON.stringify(c), selected: c === value }, String(c))))));
      }
      if (option.help) box.append(h("p", { class: "help" }, option.help));
    }
    parts.push(box);
  }
  parts.push(h("div", { class: "buttons" },
    h("button", { class: "btn primary", type: "submit", id: "start", autofocus: true }, `Start ${info.title}`),
    h("button", { class: "btn", type: "button", onclick: () => showRules(info) }, icon("rules"), "Rules")));
  form.append(...parts);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!(await engineFor(form.querySelector("#start")))) return; // the sheet stays until the rules are loaded
    const names = Array.from({ length: players }, (_, i) => form.elements[`name-${i}`].value.trim() || info.seats[i]);
    const computers = Array.from({ length: players }, (_, i) => form.elements[`seat-${i}`].value || null);
    const options = {};
    for (const option of info.options) {
      const field = form.elements[`opt-${option.name}`];
      options[option.name] = typeof option.default === "boolean" ? field.checked : JSON.parse(field.value);
    }
    const all = readSetup();
    all[info.id] = { players, names, options, computers };
    try {
      localStorage.setItem(SETUP_KEY, JSON.stringify(all));
    } catch {
      // remembering the setup is a convenience only
    }
    close();
    startGame({ game: info.id, players, names, options, computers, seed: randomSeed() });
  });
  card.setAttribute("aria-pressed", "true");
  const { close } = overlay(form, { label: `${info.title} setup`, onClose: () => card.setAttribute("aria-pressed", "false") });
}

// -- games -----------------------------------------------------------------------------

async function startGame(request, button = null) {
  if (!(await engineFor(button))) return;
  const viewer = openingViewer(gameInfo(request.game), request.computers, request.players);
  const answer = await engine.call("start", { ...request, viewer });
  if (!answer.ok) return showLobby(answer.error);
  await openGame(answer, store.newId(), null);
}

/** Load a record for its first screen; the public view when the record's seats do not
 * name the viewer the engine would accept (the engine then says what is wrong, if anything). */
async function loadRecord(record) {
  const info = gameInfo(record?.game);
  const computers = Array.isArray(record?.computers) ? record.computers : null;
  const viewer = info ? openingViewer(info, computers, Number.isInteger(record.players) ? record.players : null) : null;
  const answer = await engine.call("load", { record, viewer });
  return answer.ok || viewer === null ? answer : engine.call("load", { record, viewer: null });
}

async function resume(id, save) {
  prepareRenderer(save.record?.game);
  const answer = await loadRecord(save.record);
  // A save that does not load is kept: nothing the player did is thrown away.
  if (!answer.ok) return showLobby(`Your saved game could not be restored: ${answer.error}`);
  await openGame(answer, id, save);
}

/** Open a record from a file or a link as a new saved game (existing saves untouched). */
async function openRecord(record) {
  prepareRenderer(record?.game);
  const answer = await loadRecord(record);
  if (!answer.ok) throw new Error(answer.error);
  await openGame(answer, store.newId(), null);
}

async function openLink(hash) {
  try {
    await openRecord(await share.fromLink(hash));
  } catch (error) {
    showLobby(`That link could not be opened: ${error.message}`);
  }
}

/** Show a game; `saved` is its save as just read, or null for a new one. */
async function openGame(answer, saveId, saved) {
  game?.destroy();
  game = null;
  screens++;
  if (!RENDERERS[answer.game]) return showLobby(`${gameInfo(answer.game).title} cannot be played in this version of Posy yet.`);
  const url = `${location.pathname}${location.search}#play=${saveId}`;
  if (location.hash.startsWith("#play=")) history.replaceState(null, "", url);
  else history.pushState(null, "", url);
  game = await GameView.open(engine, answer, {
    root: main,
    saveId,
    saved,
    onExit: () => showLobby(),
    onRestart: (request) => startGame(request),
  });
}

boot();
