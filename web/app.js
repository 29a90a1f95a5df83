// The app page: boot, the routes, and opening games (new, saved, from a file or link)
// on the game screen (shell.js); the lobby draws itself (lobby/screen.js). The URL says where we are:
//   #play=<save id>   a game in progress (a reload resumes it)
//   #game=<record>    a share link: opens the game it carries as a new save
//   ?game=<id>        the lobby with that game's setup open
//
// web/start.js imports this module (at once, or once a reopened game's kept board is
// drawn) with its whole graph. Only what the lobby needs is imported here: the game
// screen (shell.js), play with a friend (remote/flow.js) and the tutorial load on
// demand, each graph at once (graphs.js): a third of the modules a start fetched and
// compiled before its first screen.
import { CATALOG } from "./catalog.js";
import { gameScreen, remoteFlow, tutorials } from "./graphs.js";
import * as share from "./share.js";
import { RENDERERS, openingViewer } from "./screen/renderers.js";
import { bootProgress, pageWords, registerServiceWorker, setStatus, toast } from "./screen/services.js";
import { t } from "./i18n.js";
import { afterPaintIdle, prepareGame, prepareGameScreen } from "./ahead.js";
import { ENGINE_FAILED, engineFor, followEngine } from "./engine_wait.js";
import { gameInfo, loadRecord, noteEnding, rememberOpened } from "./game_open.js";
import { engine, reopening, speaking } from "./opening.js";
import { drawLobby, preselect } from "./lobby/screen.js";
import { isRemoteHash } from "./remote/links.js";
import * as store from "./store.js";
import { tutorialOf } from "./tutorial/learned.js";

/** An element of index.html, which has every one asked for here.
 * @param {string} id
 * @returns {HTMLElement} */
const $ = (id) => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`The page has no #${id}.`);
  return el;
};
const main = $("main");
// The lobby's catalog is static (written by build.py from posy itself), so the lobby
// paints at once; the engine boots in the background and is awaited only by what
// needs the rules (a game to start, resume or open).
const catalog = CATALOG;
/** @type {import("./shell.js").GameView | null} the game on screen, if any */
let game = null;
/** @type {Promise<import("./screen/waking.js").WakingBoard | null> | null} a reopened game's kept board, until
 * the engine answers */
let waking = null;

// The saved games are read while the rest of the page starts (opening IndexedDB takes
// a few tens of ms), and the first lobby uses that answer.
// Not when the address opens something else (a game, a link): a lobby shown later,
// after that game was saved, would list the saves as they were before it.
let firstSaves = location.hash ? null : store.list();

async function boot() {
  // a kept board waking up says so there until the engine answers (web/screen/waking.js)
  if (!("waking" in document.documentElement.dataset)) setStatus();
  // once the engine's runtime is in the HTTP cache (the worker installs a build's files
  // from there) or has failed, and the screen it opens is drawn and the page idle: its
  // install fetches the whole build, which would compete with the first screen, the
  // engine's own download, and the drawing of a reopened game once the engine answers
  const drawn = Promise.race([firstDrawn, new Promise((resolve) => setTimeout(resolve, 3000))]);
  engine.ready.catch(() => {}).then(() => drawn).then(afterPaintIdle).then(registerServiceWorker);
  engine.addEventListener("progress", (event) => bootProgress(/** @type {CustomEvent} */ (event).detail));
  $("home").addEventListener("click", () => showLobby());
  followEngine(() => {
    const stage = document.getElementById("stage");
    if (stage) stage.textContent = ENGINE_FAILED();
    else if (waking) showLobby(ENGINE_FAILED()); // the kept board would wait for ever
    else toast(ENGINE_FAILED());
  });
  await speaking; // every screen in the page's language
  pageWords();
  await route();
}

async function route() {
  const hash = location.hash;
  // a link opens a game screen: fetched while the engine boots (a lobby's, once it is up)
  if (hash && !hash.startsWith("#play=")) prepareGameScreen(Promise.resolve());
  if (hash.startsWith("#game=")) return openLink(hash);
  if (isRemoteHash(hash)) return openRemote(hash);
  if (hash.startsWith("#learn=")) return learn(decodeURIComponent(hash.slice(7)));
  if (hash.startsWith("#play=")) {
    const id = decodeURIComponent(hash.slice(6));
    // opening.js has read the save and drawn its kept board already
    const early = reopening?.id === id ? reopening : null;
    if (early) waking = early.waking;
    prepareGameScreen(early?.waking ?? Promise.resolve());
    const save = await (early?.save ?? store.get(id));
    if (save) return resume(id, save);
    return showLobby(t("That game is not saved in this browser."));
  }
  showLobby();
}

/** An address the hashchange listener opens: a link pasted into the address bar of a
 * tab already showing a game lands there (popstate comes first, and must not take the
 * tab to the lobby, which would clear that address before it is read). */
const opensItself = (/** @type {string} */ hash) =>
  hash.startsWith("#game=") || hash.startsWith("#learn=") || isRemoteHash(hash);

// The language chosen in the settings or the lobby (settings.js chooseLanguage, its catalogue
// loaded already): what is on screen is drawn again in it, nothing lost. A game stays as it
// is (its position, undo, a live link with friends: no reload) and is drawn again as the
// engine now writes it; the lobby is drawn again.
document.addEventListener("posy:language", () => {
  pageWords();
  if (game) game.relanguage();
  else if (main.querySelector(".lobby")) showLobby();
});

window.addEventListener("popstate", () => {
  if (!location.hash.startsWith("#play=") && !opensItself(location.hash) && game) showLobby();
});
window.addEventListener("hashchange", () => {
  if (location.hash.startsWith("#game=")) openLink(location.hash);
  if (isRemoteHash(location.hash)) openRemote(location.hash);
  if (location.hash.startsWith("#learn=")) learn(decodeURIComponent(location.hash.slice(7)));
});

/** The kept board, handed to the screen that replaces it (or taken down). */
function wakingBoard() {
  const board = waking;
  waking = null;
  return board;
}

/** @type {(value?: unknown) => void} */
let screenDrawn = () => {};
/** Resolves once a screen (the lobby, a game) is drawn. */
const firstDrawn = new Promise((resolve) => (screenDrawn = resolve));

// Counts screen changes, so a lobby that finishes reading the saves after a game has
// opened does not replace it.
let screens = 0;

// -- lobby -----------------------------------------------------------------------------

async function showLobby(/** @type {string} */ notice = "") {
  game?.destroy();
  game = null;
  wakingBoard()?.then((board) => board?.destroy());
  const shown = ++screens;
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);
  const lobby = await drawLobby(lobbyHost, main, notice, () => shown === screens);
  if (!lobby) return; // a game opened while the saves were read
  if (!performance.getEntriesByName("posy-lobby").length) {
    performance.mark("posy-lobby");
    // once this lobby is painted and the page idle, the engine's runtime (~6 MB); the game
    // screen's modules once the engine is up (no game opens before), or once a Start is
    // tapped (engineFor): neither delays the lobby's first paint or takes its main thread
    afterPaintIdle().then(() => engine.start());
    prepareGameScreen(engine.ready.then(afterPaintIdle));
  }
  document.documentElement.dataset.lobby = "ready";
  preselect(lobbyHost, lobby);
  screenDrawn();
}

/** @type {import("./lobby/screen.js").LobbyHost} */
const lobbyHost = {
  catalog,
  gameInfo,
  engineFor: (button) => engineFor(button),
  startGame: (request, button = null) => startGame(request, button),
  resume: (id, save, how) => resume(id, save, how),
  learn: (id, button) => learn(id, button),
  invite: (request, friends) => void remote().then((games) => games.invite(request, friends)),
  openRemote: (text) => openRemote(text),
  openRecord: (record) => openRecord(record),
  refresh: (notice) => showLobby(notice),
  takeFirstSaves() {
    const first = firstSaves;
    firstSaves = null;
    return first;
  },
  putFirstSaves: (saves) => void (firstSaves = saves),
};

/** @type {Promise<import("./remote/flow.js").RemoteGames> | null} */
let remoteGames = null;

/** Games with a friend on another device (web/remote/): invitations, their links, their
 * saves; loaded the first time one is opened or made. */
function remote() {
  remoteGames ??= remoteFlow().then(({ RemoteGames }) => new RemoteGames({
    engine, main, store, gameInfo, toast,
    openGame: (answer, id, saved, remoteEngine) => openGame(answer, id, saved, remoteEngine),
    showLobby: (notice) => showLobby(notice),
  }));
  return remoteGames;
}

/** A friend's link, opened in the address bar or pasted in the lobby. */
async function openRemote(/** @type {string} */ text) {
  if (!(await engineFor(null))) return;
  screens++;
  await (await remote()).open(text);
}

// -- games -----------------------------------------------------------------------------

/** @type {import("./tutorial/index.js").LearnHost} */
const learnHost = { engine, engineFor, gameInfo, fail: (notice) => showLobby(notice),
  open: async (answer, tutorial) => void (await openGame(answer, store.newId(), null, engine, { tutorial })) };

/** A game's guided first game (web/tutorial/): the lobby's "Learn to play", a rules page's link (#learn=<id>). */
function learn(/** @type {string} */ id, /** @type {HTMLElement | null} */ button = null) {
  return tutorials().then(({ startTutorial }) => startTutorial(learnHost, id, button));
}

/** @param {import("./types.js").StartRequest} request @param {HTMLElement | null} [button] */
async function startGame(request, button = null) {
  if (!(await engineFor(button))) return;
  const info = gameInfo(request.game);
  if (!info) return showLobby(t("That game is not in this version of Posy."));
  const viewer = openingViewer(info, request.computers, request.players);
  const answer = await engine.call("start", { ...request, viewer });
  if (!answer.ok) return showLobby(answer.error);
  await openGame(answer, store.newId(), null);
}

/** @param {string} id @param {import("./store.js").SaveEntry} save @param {{replay?: boolean}} [how] */
async function resume(id, save, { replay = false } = {}) {
  if (save.remote) return (await remote()).resume(id, save);
  prepareGame(save.record?.game);
  const answer = await loadRecord(save.record);
  // A save that does not load is kept: nothing the player did is thrown away.
  if (!answer.ok) return showLobby(t("Your saved game could not be restored: {why}", { why: answer.error }));
  // a tutorial's save resumes its coach (the tutorial's modules are loaded for it alone)
  const tutorial =
    tutorialOf(id) === answer.game ? await (await tutorials()).resumeTutorial(learnHost, id, answer.game) : null;
  await openGame(answer, id, save, engine, { replay, tutorial });
}

/** Open a record from a file or a link as a new saved game (existing saves untouched).
 * @param {import("./types.js").GameRecord} record */
async function openRecord(record) {
  prepareGame(record?.game);
  const answer = await loadRecord(record);
  if (!answer.ok) throw new Error(answer.error);
  await openGame(answer, store.newId(), null);
}

async function openLink(/** @type {string} */ hash) {
  try {
    await openRecord(await share.fromLink(hash));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    showLobby(t("That link could not be opened: {why}", { why }));
  }
}

/**
 * Show a game; `saved` is its save as just read, or null for a new one; a game with a
 * friend on another device comes with its own engine (web/remote/session.js).
 * @param {any} answer
 * @param {string} saveId
 * @param {any} saved
 * @param {any} [through]
 * @param {{replay?: boolean, tutorial?: import("./tutorial/coach.js").Tutorial | null}} [how]
 *   `replay`: straight into the replay of a finished game; `tutorial`: a guided first game's coach
 */
async function openGame(answer, saveId, saved, through = engine, { replay = false, tutorial = null } = {}) {
  game?.destroy();
  game = null;
  screens++;
  if (!Object.hasOwn(RENDERERS, answer.game)) {
    const title = gameInfo(answer.game)?.title;
    return showLobby(
      title
        ? t("{game} cannot be played in this version of Posy yet.", { game: t(title) })
        : t("This game cannot be played in this version of Posy yet."),
    );
  }
  const url = `${location.pathname}${location.search}#play=${saveId}`;
  // a friend's link (#remote=…) is used up once applied: Back does not apply it again
  if (location.hash.startsWith("#play=") || isRemoteHash(location.hash)) history.replaceState(null, "", url);
  else history.pushState(null, "", url);
  rememberOpened(saveId, answer.game);
  const { GameView } = await gameScreen();
  game = await GameView.open(through, answer, {
    root: main,
    saveId,
    saved,
    waking: wakingBoard() ?? undefined,
    onExit: () => showLobby(),
    onRestart: (request) => startGame(request),
    replay,
    tutorial,
    // a game that ended on this screen goes into the player's record (web/lobby/record.js)
    events: noteEnding(saveId, answer.game),
  });
  screenDrawn();
  return game;
}

boot();
