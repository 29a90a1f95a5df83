// The start-up bench in one engine: node bench.mjs ENGINE APP_URL STOCK_URL RUNS prints
// one JSON line per run of ms from navigation: the lobby and the engine ready on a first
// visit (a fresh browser profile) and on the next, the board of a saved game resumed,
// and a stock Pyodide boot (tests/bench.py's page) cold and warm as the reference.
// Run by bench_engines.py, which prints the medians.

import { launch } from "./driver.mjs";

const [engine, app, stock, runs] = process.argv.slice(2);

const marks = () => {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  return { lobby: at("posy-lobby"), engine: at("posy-interactive"), board: at("posy-board"), boot: document.documentElement.dataset.boot ?? null };
};
const engineReady = () => document.documentElement.dataset.engine === "ready";
const boardShown = () => document.body.dataset.ply !== undefined;
const stockReady = () => (document.documentElement.dataset.ready ? performance.getEntriesByName("stock-ready")[0].startTime : null);

/** A game in progress saved as the page saves it (tests/bench.py's saved_game). */
async function saveOne() {
  const { Engine } = await import("./web/engine.js");
  const engine = new Engine();
  await engine.ready;
  let a = await engine.call("start", { game: "floriado", players: 2, seed: 11, viewer: null });
  for (let i = 0; i < 6; i++) a = await engine.call("play", { sid: a.sid, move: a.moves[0], viewer: null });
  const store = await import("./web/store.js");
  await store.put("bench", { record: a.record, finished: false });
  return true;
}

for (let run = 0; run < Number(runs); run++) {
  const driver = await launch(engine); // a fresh profile: the first visit is cold
  const out = { run };
  try {
    await driver.goto(app);
    await driver.waitFor(engineReady, 120_000);
    const cold = await driver.run(marks);
    Object.assign(out, { "cold lobby": cold.lobby, "cold engine": cold.engine, boot: cold.boot });
    await driver.goto(stock);
    out["stock cold"] = await driver.waitFor(stockReady, 120_000);
    await driver.goto(app);
    await driver.waitFor(engineReady, 120_000);
    await driver.run(saveOne);
    await driver.goto(app);
    await driver.waitFor(engineReady, 120_000);
    const warm = await driver.run(marks);
    Object.assign(out, { "warm lobby": warm.lobby, "warm engine": warm.engine });
    await driver.goto("about:blank");
    await driver.goto(`${app}#play=bench`);
    await driver.waitFor(boardShown, 120_000);
    out["warm resume board"] = (await driver.waitFor(() => performance.getEntriesByName("posy-board")[0]?.startTime, 30_000)) ?? null;
    await driver.goto(stock);
    out["stock warm"] = await driver.waitFor(stockReady, 120_000);
  } catch (error) {
    out.error = String(error);
  } finally {
    await driver.close();
  }
  process.stdout.write(JSON.stringify(out) + "\n");
}
