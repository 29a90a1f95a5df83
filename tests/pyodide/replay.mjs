// Replays game records under Pyodide in Node, loading the exact runtime files of
// dist/ (precompiled stdlib, lock file, posy wheel) the way the browser does; with
// POSY_BOOT=snapshot, from dist/'s memory snapshot with an empty stdlib zip, the way
// the browser's worker does (so a module the games import late would fail here).
//
//   node tests/pyodide/replay.mjs replay <records.json>   -> JSON results on stdout
//   node tests/pyodide/replay.mjs bench <game> <games> [repeats] -> random-playout moves per second (median)
//   node tests/pyodide/replay.mjs choose <cases.json>       -> the computer's moves for recorded positions
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const buildJs = readFileSync(join(root, "dist", "web", "build.js"), "utf8");
const BUILD = JSON.parse(buildJs.slice(buildJs.indexOf("{"), buildJs.lastIndexOf("}") + 1));
const indexURL = join(root, "dist", BUILD.pyodide) + "/";
const { loadPyodide } = await import(join(indexURL, "pyodide.mjs"));

const t0 = performance.now();
const options = { indexURL, stdLibURL: indexURL + BUILD.stdlib, lockFileURL: indexURL + BUILD.lock, stdout: () => {} };
let py;
if (process.env.POSY_BOOT === "snapshot") {
  if (!BUILD.snapshot) throw new Error("this build has no snapshot");
  const snapshot = gunzipSync(readFileSync(indexURL + BUILD.snapshot.file));
  py = await loadPyodide({ ...options, stdLibURL: indexURL + BUILD.snapshot.empty_stdlib, _loadSnapshot: snapshot });
  py.runPython("import random; random.seed()");
} else {
  py = await loadPyodide({ ...options, packages: ["posy"] });
}
const bootMs = performance.now() - t0;
const [command, ...args] = process.argv.slice(2);

if (command === "replay") {
  py.globals.set("RECORDS", readFileSync(args[0], "utf8"));
  const out = py.runPython(`
import json
import sys
import posy
from posy.core import Record, replay

results = []
for data in json.loads(RECORDS):
    record = Record.from_json(data)
    states = replay(posy.game(record.game), record)
    final = states[-1]
    results.append({"scores": final.scores, "winners": final.winners, "over": final.over,
                    "dump": final.dump(), "moves": final.moves(), "view": final.view(None)})
json.dumps({"python": sys.version.split()[0], "results": results})
`);
  process.stdout.write(out);
} else if (command === "choose") {
  py.globals.set("CASES", readFileSync(args[0], "utf8"));
  const out = py.runPython(`
import json
import posy
from posy import ai
from posy.core import Record, replay

moves = []
for case in json.loads(CASES):
    record = Record.from_json(case["record"])
    state = replay(posy.game(record.game), record)[-1]
    moves.append(ai.choose(state, case["level"], case["seed"], iterations=case["iterations"]))
json.dumps({"moves": moves})
`);
  process.stdout.write(out);
} else if (command === "bench") {
  const [gameId, games, repeats = "1"] = args;
  py.globals.set("GAME_ID", gameId);
  py.globals.set("GAMES", Number(games));
  py.globals.set("REPEATS", Number(repeats));
  const out = py.runPython(`
import json, time
import posy
from posy.core import Rng, random_playout
g = posy.game(GAME_ID)
random_playout(g.new(g.min_players, 0), Rng(0))  # warm up (lazy tables)
runs = []
for _ in range(REPEATS):
    t = time.perf_counter(); plies = 0
    for seed in range(GAMES):
        _, n = random_playout(g.new(g.min_players, seed), Rng(seed))
        plies += n
    runs.append(plies / (time.perf_counter() - t))
json.dumps({"moves_per_s": sorted(runs)[len(runs) // 2], "runs": runs})
`);
  process.stdout.write(JSON.stringify({ boot_ms: bootMs, ...JSON.parse(out) }));
} else {
  console.error("usage: replay.mjs replay <records.json> | choose <cases.json> | bench <game> <games>");
  process.exit(2);
}
