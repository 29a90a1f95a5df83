// Lighthouse's mobile audit of a served dist/ (tools/lighthouse_bench.py serves it and
// calls this; `python3 build.py bench --only lighthouse`). Lighthouse 12 (pinned in
// package.json) with its default mobile preset: simulated slow 4G and a 4x slower CPU.
//
//   node tools/lighthouse.mjs <url> <runs> <lobby|reopen> <chromium flag>...
//
// The flags are build.py's CHROMIUM_ARGS, which tools/lighthouse_bench.py passes: one list.
//
// Prints one JSON line per run: the performance score, FCP, LCP, TBT, Speed Index, CLS
// (ms, score 0-100) and the bytes transferred. "reopen" audits a reopened game: the
// browser's profile first gets a saved game in progress, seen once (its board kept with
// it, as a player who left a game has), and Lighthouse then opens <url>#play=bench.
// Lighthouse 12 clears the service worker, Cache Storage and the HTTP cache before each
// run and keeps localStorage and IndexedDB, so that is a reopen over the network: the
// player's saves there, the app's files not. The lobby gets a new profile each run (a
// first visit); POSY_LHR_DIR=<folder> keeps each run's whole report there.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

const [url, runsArg = "3", mode = "lobby", ...chromiumArgs] = process.argv.slice(2);
if (!url || !["lobby", "reopen"].includes(mode) || !chromiumArgs.length) {
  console.error("usage: lighthouse.mjs <url> <runs> <lobby|reopen> <chromium flag>... (build.py's CHROMIUM_ARGS)");
  process.exit(2);
}
const FLAGS = ["--headless=new", ...chromiumArgs];
const RESUME = "#play=bench";
const GAME = { game: "floriado", seed: 11, players: 2, moves: 6 }; // as tests/bench.py's GAME_RECORD

/** Save a Floriado game 6 moves in and open it once, as tests/bench.py's seed_profile does. */
async function seed(/** @type {number} */ port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(url);
  await page.evaluate(async ({ game, seed, players, moves }) => {
    const { Engine } = await import("./web/engine.js");
    const engine = new Engine();
    await engine.ready;
    let a = await engine.call("start", { game, players, seed, viewer: null });
    for (let i = 0; i < moves; i++) a = await engine.call("play", { sid: a.sid, move: a.moves[0], viewer: null });
    const store = await import("./web/store.js");
    await store.put("bench", { record: a.record, finished: false });
  }, GAME);
  await page.goto("about:blank"); // a new document: a fragment alone would not reopen it
  await page.goto(url + RESUME);
  await page.waitForSelector("body[data-ply]", { timeout: 120_000 });
  await new Promise((resolve) => setTimeout(resolve, 1000)); // its view is kept just after the board is drawn
  await page.close();
  await browser.disconnect();
}

/** One audit's numbers. */
function numbers(/** @type {any} */ lhr) {
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    si: value("speed-index"),
    cls: value("cumulative-layout-shift"),
    bytes: value("total-byte-weight"),
    requests: lhr.audits["network-requests"]?.details?.items?.length ?? null,
    // Lighthouse's measure of this machine's speed at the time (a busy machine scores low,
    // and its tasks, multiplied by 4 in the simulation, block for longer)
    benchmark: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings,
  };
}

/** Audit `target` in the browser on `port`: its numbers, printed as a JSON line. */
async function audit(/** @type {number} */ port, /** @type {string} */ target, /** @type {number} */ run) {
  const result = await lighthouse(target, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error("Lighthouse returned no result");
  const keep = process.env.POSY_LHR_DIR;
  if (keep) {
    writeFileSync(join(keep, `${mode}-${run}.json`), String(result.report));
    writeFileSync(join(keep, `${mode}-${run}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  console.log(JSON.stringify({ mode, run, ...numbers(result.lhr) }));
}

const launch = () => chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: FLAGS });
if (mode === "lobby") {
  for (let run = 0; run < Number(runsArg); run++) {
    const chrome = await launch();
    await audit(chrome.port, url, run).finally(() => chrome.kill());
  }
} else {
  const chrome = await launch();
  try {
    await seed(chrome.port);
    for (let run = 0; run < Number(runsArg); run++) await audit(chrome.port, url + RESUME, run);
  } finally {
    chrome.kill();
  }
}
