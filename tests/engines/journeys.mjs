// The core journeys in one engine, one browser start: node journeys.mjs ENGINE BASE_URL
// prints one JSON line per journey ({journey, ok, ms, error, errors, notes}) and one
// "features" line (what the engine offers of what Posy relies on). Run by
// test_engines.py, which serves dist/ (with probe.js) and reads the lines.

import { launch } from "./driver.mjs";

const [engine, base] = process.argv.slice(2);
const BOOT = 120_000;
const GAMES = ["floriado", "petal", "petals", "petal_battle", "anthokyklos"];

// the server's switches are this engine's own: the two engines' journeys run side by
// side, and one's "offline" must not take the other's page offline
const control = (what) => fetch(`${base}__test__/${engine}/${what}`).then((r) => r.text());
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- page functions (run in the page: each self-contained) -------------------------

const lobbyReady = () => document.documentElement.dataset.lobby === "ready" && document.querySelectorAll(".game-card").length === 5;
const engineReady = () => document.documentElement.dataset.engine === "ready";
const plyIs = (n) => document.body.dataset.ply === String(n);
const ply = () => (document.body.dataset.ply === undefined ? null : Number(document.body.dataset.ply));
const turn = () => document.body.dataset.turn ?? null;
const byCss = (selector) => document.querySelector(selector);
const has = (selector) => Boolean(document.querySelector(selector));

/** The next element a player would tap in `game` (first legal choice; Floriado walks at random). */
function nextTap(game) {
  const q = (s) =>
    [...document.querySelectorAll(s)].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && !el.disabled;
    });
  const isTarget = (el) => el.hasAttribute("data-target") && el.dataset.target !== "false";
  if (game === "floriado") {
    const legal = q(".floriado-board .square.legal");
    return q(".facing-bar button")[0] || q(".floriado-board .square.legal.picks")[0] || legal[Math.floor(Math.random() * legal.length)] || null;
  }
  if (game === "petal") return q(".petal-board .cell.dest")[0] || q(".petal-pick")[0] || q(".petal-board .cell.source")[0] || null;
  if (game === "petals") return q(".petals-root [data-target].legal")[0] || q(".petals-root [data-target]")[0] || null;
  if (game === "anthokyklos") return q(".antho-flower .space.legal.strong")[0] || q(".antho-pyramids button.ptile")[0] || null;
  return (
    q(".pb-confirm")[0] ||
    q(".pb-daisy .pb-petal").filter(isTarget)[0] ||
    q(".pb-trio").filter(isTarget)[0] ||
    q("[data-target]").filter(isTarget)[0] ||
    q(".pb-end")[0] ||
    null
  );
}

/** Choose `value` in the <select> `selector`, as a person would (the change event). */
function choose(selector, value) {
  const select = document.querySelector(selector);
  select.value = value;
  select.dispatchEvent(new Event("input", { bubbles: true }));
  select.dispatchEvent(new Event("change", { bubbles: true }));
  return select.value === value;
}

/** The board on screen, drawn: its box, and no error notice. The largest candidate is the
 * board: an icon's svg (the Hint button's row above a phone's board) comes first in the page. */
function boardDrawn() {
  const area = (/** @type {Element} */ el) => el.getBoundingClientRect().width * el.getBoundingClientRect().height;
  const candidates = [...document.querySelectorAll("#main svg, #main .board, #main [class$='-board']")];
  const board = candidates.sort((a, b) => area(b) - area(a))[0];
  const box = board?.getBoundingClientRect();
  return {
    drawn: Boolean(box && box.width > 100 && box.height > 100),
    error: document.querySelector(".notice.error")?.textContent ?? null,
  };
}

/** The targets whose box's centre (where a tap by a test or an assistive tool lands)
 * is not the target itself: in Firefox an SVG shape with no fill and no stroke once
 * stretched each Anthokyklos space's box onto the pistil. */
function offCentre() {
  const out = [];
  for (const n of document.querySelectorAll("[data-target], [data-option]")) {
    const r = n.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (!r.width || !r.height || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    if (hit && hit !== n && !n.contains(hit)) out.push(`${(n.getAttribute("aria-label") || "").slice(0, 40)}: ${hit.tagName} ${hit.className.baseVal ?? hit.className}`);
  }
  return out;
}

function drainErrors() {
  const kept = JSON.parse(sessionStorage.getItem("posy-test-errors") || "[]");
  sessionStorage.removeItem("posy-test-errors");
  return kept;
}

async function features() {
  let durability = "no";
  try {
    const open = indexedDB.open("posy-test-features");
    const db = await new Promise((resolve, reject) => {
      open.onupgradeneeded = () => open.result.createObjectStore("s");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction("s", "readwrite", { durability: "strict" });
    durability = tx.durability === "strict" ? "yes" : "no";
    db.close();
    indexedDB.deleteDatabase("posy-test-features");
  } catch (error) {
    durability = `error: ${error}`;
  }
  return {
    userAgent: navigator.userAgent,
    boot: document.documentElement.dataset.boot ?? null,
    compressionStream: typeof CompressionStream === "function",
    decompressionStream: typeof DecompressionStream === "function",
    webLocks: Boolean(navigator.locks),
    idbDurability: durability,
    containerQueries: CSS.supports("container-type: inline-size"),
    webShare: typeof navigator.share === "function",
    webRTC: typeof RTCPeerConnection === "function",
    barcodeDetector: typeof BarcodeDetector === "function",
    serviceWorker: "serviceWorker" in navigator,
    serviceWorkerControlled: Boolean(navigator.serviceWorker?.controller),
    serviceWorkerStaticRoutes: JSON.parse(sessionStorage.getItem("posy-test-sw") || "{}").staticRoutes ?? null,
  };
}

// ---- steps ---------------------------------------------------------------------------

/** Where the page stands, for an error message: its flags and the start of its text. */
function whereAmI() {
  const flags = { ...document.documentElement.dataset, ...document.body?.dataset };
  const text = (document.querySelector("main")?.textContent ?? "").slice(0, 160);
  return `${document.URL} (${document.readyState}) ${JSON.stringify(flags)} "${text}"`;
}

/** `driver.waitFor`, with where the page stood when it timed out. */
async function waitOrSay(driver, check, ms, ...args) {
  try {
    return await driver.waitFor(check, ms, ...args);
  } catch (e) {
    throw new Error(`${e}; the page: ${await driver.run(whereAmI).catch((why) => `(unreadable: ${why})`)}`);
  }
}

async function openLobby(driver, query = "") {
  await driver.goto(base + query);
  // WebKitWebDriver, on a loaded machine, once left a fresh browser on a blank document
  // after its navigation command had returned (no URL, no markup, for 120 s): the app
  // never got to run. A second navigation is the harness's, and is reported.
  if (!(await driver.waitFor(() => Boolean(document.getElementById("main")), 30_000).catch(() => false))) {
    driver.renavigated.push(await driver.run(whereAmI).catch((why) => String(why)));
    await driver.goto(base + query);
  }
  await waitOrSay(driver, lobbyReady, BOOT);
  await waitOrSay(driver, engineReady, BOOT);
}

/** Armed before a tap: whether the page has heard a click since (the app acts on clicks). */
function armClick() {
  window.posyClicked = false;
  addEventListener("click", () => (window.posyClicked = true), { capture: true, once: true });
  return true;
}

/** The tap's click was heard and no move is in flight: the page shows what the tap did. A
 * move is sent at once (body[data-busy] until it is on screen with its ply); a choice on the
 * way to one (a tile, before where it goes) is drawn before the click's event ends (each
 * game's index.js in web/games). */
const tapDone = () => window.posyClicked === true && !("busy" in document.body.dataset);

async function personMove(driver, game) {
  const before = await driver.run(ply);
  for (let tap = 0; tap < 10; tap++) {
    await driver.run(armClick);
    await driver.tap(nextTap, game);
    await waitOrSay(driver, tapDone, 30_000);
    if ((await driver.run(ply)) !== before) return;
  }
  throw new Error(`${game}: ten taps and no move (ply ${before})`);
}

async function waitForPerson(driver) {
  await driver.waitFor(() => ["person", "over"].includes(document.body.dataset.turn), 60_000);
}

/** From the lobby: a game of `game` against the computer (easy, second seat), a few moves
 * by taps, until the computer has answered; returns the plies and the person's moves. */
async function playAgainstComputer(driver, game, moves = 2) {
  await driver.tap(byCss, `.game-card[data-game=${game}]`);
  await driver.waitFor(has, 10_000, "#seat-1");
  if (!(await driver.run(choose, "#seat-1", "easy"))) throw new Error("the seat's select has no 'easy'");
  await driver.tap(byCss, "#start");
  await driver.waitFor(has, 30_000, "body[data-ply]");
  let mine = 0;
  for (; mine < moves; mine++) {
    await waitForPerson(driver);
    if ((await driver.run(turn)) === "over") break;
    const off = await driver.run(offCentre);
    if (off.length) throw new Error(`${game}: ${off.length} targets' centres land elsewhere: ${off.slice(0, 3).join("; ")}`);
    await personMove(driver, game);
  }
  await waitForPerson(driver);
  const plies = await driver.run(ply);
  if (!(plies > mine)) throw new Error(`${game}: the computer never answered (ply ${plies} after ${mine} moves)`);
  const board = await driver.run(boardDrawn);
  if (!board.drawn || board.error) throw new Error(`${game}: board not drawn (${JSON.stringify(board)})`);
  return { plies, mine };
}

// ---- journeys ------------------------------------------------------------------------

const journeys = {
  /** A first visit: the lobby paints while Python cannot start yet (the server holds
   * pyodide.asm.wasm), a card opens its setup, and the engine is ready once let go. */
  async lobby(driver, notes) {
    await control("hold/on");
    try {
      const t0 = Date.now();
      await driver.goto(base);
      await driver.waitFor(lobbyReady, 30_000);
      notes.lobby_ms = Date.now() - t0;
      const engine = await driver.run(() => document.documentElement.dataset.engine ?? null);
      if (engine === "ready") throw new Error("the engine was ready before its wasm was served");
      await driver.tap(byCss, ".game-card[data-game=petal]");
      await driver.waitFor(has, 10_000, "#start");
    } finally {
      await control("hold/off");
    }
    await driver.waitFor(engineReady, BOOT);
    // the probe hears the page, and a worker through its channel
    await driver.run(() => {
      console.error("posy-probe-self-test");
      new BroadcastChannel("posy-test-errors").postMessage("worker: posy-probe-self-test");
    });
    await sleep(200);
    const heard = (await driver.run(drainErrors)).concat(driver.errors());
    notes.probe = heard.filter((e) => e.includes("posy-probe-self-test")).length;
    const others = heard.filter((e) => !e.includes("posy-probe-self-test"));
    if (notes.probe < 2) throw new Error(`the probe did not hear the test errors: ${JSON.stringify(heard)}`);
    for (const e of others) driver.heardBefore.push(e);
  },

  ...Object.fromEntries(
    GAMES.map((game) => [
      `game_${game}`,
      async (driver, notes) => {
        await openLobby(driver);
        const t0 = Date.now();
        Object.assign(notes, await playAgainstComputer(driver, game, game === "petals" ? 3 : 2));
        notes.ms_playing = Date.now() - t0;
        if (game === "petals") {
          // a save resumes after a reload, on the same move
          await driver.reload();
          await waitOrSay(driver, engineReady, BOOT);
          await waitOrSay(driver, plyIs, 30_000, notes.plies);
          const board = await driver.run(boardDrawn);
          if (!board.drawn) throw new Error("the resumed board is not drawn");
          notes.resumed = true;
        }
      },
    ]),
  ),

  /** A share link of a game in progress opens on its position, in a fresh tab state. */
  async share_link(driver, notes) {
    await openLobby(driver);
    const { plies } = await playAgainstComputer(driver, "petal", 2);
    // the game menu's "Copy a share link", by taps: the link shows in a box, and is
    // copied where the engine lets a page write the clipboard (else a sentence says so)
    await driver.tap(byCss, "#menu");
    await driver.waitFor(has, 10_000, "#game-menu");
    await driver.tap(() => [...document.querySelectorAll("#game-menu button")].find((b) => b.textContent.includes("share link")));
    const link = await driver.waitFor(() => document.querySelector("#share-link")?.value, 10_000);
    notes.toast = await driver.waitFor(() => { const t = document.querySelector("#toast"); return t && !t.hidden && t.textContent; }, 10_000);
    // copied in every engine: the write starts in the tap with the link as a promise
    // (WebKit refused a write made after the link's CompressionStream)
    const copied = notes.toast.startsWith("Link copied");
    if (!copied) throw new Error(`${engine} did not copy the share link: ${notes.toast}`);
    notes.link_chars = link.length;
    const hash = link.slice(link.indexOf("#"));
    await driver.goto(`${base}?from=link${hash}`);
    await driver.waitFor(engineReady, BOOT);
    await driver.waitFor(plyIs, 30_000, plies);
    const board = await driver.run(boardDrawn);
    if (!board.drawn || board.error) throw new Error(`shared board: ${JSON.stringify(board)}`);
  },

  /** The embed page: two embedded games say they are ready; the host asks one for a
   * new game; computers play each other in a third. */
  async embed(driver, notes) {
    await driver.goto(`${base}examples/embed.html`);
    // two engines boot at once in one page: on a loaded machine WebKit took 17-68 s, so
    // twice a single boot's time; on a time-out, the events heard say where it stopped
    const ready = (target, count) =>
      (window.posyEvents || []).filter((e) => e.type === "posy-ready" && (!target || e.target === target)).length >= count;
    const heard = () => (window.posyEvents || []).map((e) => `${e.target}:${e.type}`).join(" ") || "nothing";
    const until = async (target, count) => {
      try {
        await driver.waitFor(ready, 2 * BOOT, target, count);
      } catch (e) {
        throw new Error(`${e}; heard: ${await driver.run(heard)}`);
      }
    };
    await until(null, 2);
    await driver.tap(byCss, "#again");
    await until("left", 2);
    await driver.goto(`${base}embed.html?game=petal&players=2&computer=0:easy,1:easy`);
    await driver.waitFor(plyIs, BOOT, 3);
    notes.ok = true;
  },

  /** Offline after one visit: the service worker controls the page, the server goes
   * away, a reload starts the app and a game against the computer plays. */
  async offline(driver, notes) {
    await openLobby(driver);
    await driver.waitFor(async () => {
      await navigator.serviceWorker.ready;
      return Boolean(navigator.serviceWorker.controller);
    }, BOOT);
    await control("offline/on");
    try {
      await driver.reload();
      await waitOrSay(driver, lobbyReady, BOOT);
      await waitOrSay(driver, engineReady, BOOT);
      notes.boot = await driver.run(() => document.documentElement.dataset.boot ?? null);
      Object.assign(notes, await playAgainstComputer(driver, "anthokyklos", 1));
    } finally {
      await control("offline/off");
    }
  },
};

// ---- run -------------------------------------------------------------------------------

const only = process.env.POSY_JOURNEYS ? process.env.POSY_JOURNEYS.split(",") : Object.keys(journeys);
const out = (line) => process.stdout.write(JSON.stringify(line) + "\n");
// Each journey has a browser of its own (a fresh profile, a fresh storage process): a
// journey that leaves the engine in a bad state cannot fail the ones after it. WebKit
// once stalled every journey after "game_petals" that way (its lobby never read the
// saves); a start costs about a second. Firefox's start costs eight here, and its
// browser contexts keep apart all that a fresh profile would (storage, service workers,
// cache, content processes): one browser, a fresh context per journey, and a browser
// started again only if the last one went away.
let version = null;
let firefox = null;
/** This journey's browser: WebKit's own, or Firefox's, in a fresh context. */
async function browserFor() {
  if (engine !== "firefox") return launch(engine);
  if (!firefox?.browser.connected) firefox = await launch(engine);
  await firefox.isolate();
  return firefox;
}
for (const name of only) {
  const t0 = Date.now();
  let driver;
  try {
    driver = await browserFor();
  } catch (e) {
    // this journey fails, saying why; the next ones still run, each in a browser of its own
    out({ journey: name, ok: false, ms: Date.now() - t0, error: `the browser did not start: ${e?.stack || e}`, errors: [], notes: {} });
    continue;
  }
  driver.heardBefore = [];
  driver.renavigated = [];
  driver.errors(); // what the journey before left unread is its own (Firefox's browser is shared)
  if (version === null) out({ launched: Date.now() - t0, version: (version = await driver.version()) });
  const notes = { launched_ms: Date.now() - t0 };
  const start = Date.now();
  let error = null;
  try {
    await journeys[name](driver, notes);
  } catch (e) {
    error = String(e?.stack || e);
  }
  // how the app's engine started last ("snapshot", the fast start, or "normal": the
  // fall back, which only a damaged or missing snapshot should need)
  notes.boot ??= await driver.run(() => document.documentElement.dataset.boot ?? null).catch(() => null);
  let errors = driver.heardBefore.splice(0).concat(driver.errors());
  try {
    errors = errors.concat(await driver.run(drainErrors));
  } catch (e) {
    errors.push(`(could not read the page's errors: ${e})`);
  }
  if (driver.renavigated.length) notes.renavigated = driver.renavigated;
  out({ journey: name, ok: error === null && errors.length === 0, ms: Date.now() - start, error, errors, notes });
  try {
    if (name === only[only.length - 1]) out({ features: await driver.run(features) });
  } finally {
    if (driver !== firefox) await driver.close();
  }
}
await firefox?.close();
