// Remote play under Pyodide in Node: the pinned Pyodide from node_modules, with the
// posy sources of py/ copied into its file system (no build needed).
//
//   node tests/pyodide/remote.mjs entropy   -> JSON: secrets works, and os.urandom
//                                              reads the host's crypto.getRandomValues
//   node tests/pyodide/remote.mjs deal      -> JSON: CPU seconds per device for a Petals deal (the bench)
//   node tests/pyodide/remote.mjs game <id> <seats> [options JSON]
//                                           -> JSON: a whole remote game between simulated
//                                              devices: each device's result, scores, seconds
//   node tests/pyodide/remote.mjs serve     -> reads one JSON array [command, ...args] a line,
//                                              answers each with a line of JSON (one Pyodide boot)
import nodeCrypto from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { loadPyodide } = await import(join(root, "node_modules", "pyodide", "pyodide.mjs"));

// Count the host's random-byte calls. Emscripten's getentropy (behind os.urandom)
// calls its randomFill, which is crypto.getRandomValues in a browser and
// node:crypto's randomFillSync in Node: both are wrapped before Pyodide loads.
let hostCalls = 0;
const calls = { getRandomValues: 0, randomFillSync: 0 };
const original = globalThis.crypto.getRandomValues.bind(globalThis.crypto);
globalThis.crypto.getRandomValues = (array) => {
  hostCalls += 1;
  calls.getRandomValues += 1;
  return original(array);
};
const originalFill = nodeCrypto.randomFillSync;
nodeCrypto.randomFillSync = (...args) => {
  hostCalls += 1;
  calls.randomFillSync += 1;
  return originalFill(...args);
};

const py = await loadPyodide({ stdout: () => {} });

function copyTree(from, to) {
  py.FS.mkdirTree(to);
  for (const name of readdirSync(from)) {
    const path = join(from, name);
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__") copyTree(path, `${to}/${name}`);
    } else if (name.endsWith(".py") || name.endsWith(".json")) {
      py.FS.writeFile(`${to}/${name}`, readFileSync(path));
    }
  }
}
copyTree(join(root, "py", "posy"), "/home/pyodide/posy");

/** One command's JSON answer (a string). */
function answer(command, args) {
  if (command === "entropy") {
    const before = hostCalls;
    calls.getRandomValues = calls.randomFillSync = 0;
    const out = py.runPython(`
import json, os, secrets
a, b = secrets.token_bytes(32), os.urandom(32)
json.dumps({"token_bytes": len(a), "urandom": len(b), "distinct": a != b and a != bytes(32)})
`);
    // the browser branch of the same function: the source Emscripten ships
    const browserSource = String(py._module.initRandomFill).includes("crypto.getRandomValues(view)");
    return JSON.stringify({ ...JSON.parse(out), hostCalls: hostCalls - before, calls, browserSource });
  }
  if (command === "deal") {
    // CPU time of this process (Python runs on this thread), as the CPython bench measures
    const before = process.cpuUsage();
    const wallStart = performance.now();
    const report = JSON.parse(py.runPython(readFileSync(join(root, "tests", "remote_bench.py"), "utf8") + "\nREPORT"));
    const used = process.cpuUsage(before);
    report.cpu_seconds_both_devices = Math.round((used.user + used.system) / 1e4) / 100;
    report.wall_seconds_both_devices = Math.round(performance.now() - wallStart) / 1000;
    return JSON.stringify(report);
  }
  if (command === "game") {
    py.globals.set("ARGS", JSON.stringify(args));
    return py.runPython(`
import json, time
from posy.core import Rng
from posy.remote.simulate import Group
game, seats, *rest = json.loads(ARGS)
seats = [int(s) for s in seats.split(",")]
start = time.perf_counter()
group = Group(game, seats, ["Ann", "Bob", "Cy", "Dee"][: len(seats)], json.loads(rest[0]) if rest else {})
group.play(Rng(1))
json.dumps({"results": [d.table.data["result"] for d in group.devices],
            "scores": [d.table.state().scores for d in group.devices],
            "seconds": round(time.perf_counter() - start, 2)})
`);
  }
  throw new Error(`unknown command ${command}`);
}

const [command, ...args] = process.argv.slice(2);
if (command === "serve") {
  // one Pyodide for many commands (the tests' module fixture): each line read is a JSON
  // array [command, ...args], each answer one line of JSON
  for await (const line of createInterface({ input: process.stdin })) {
    const [name, ...rest] = JSON.parse(line);
    process.stdout.write(answer(name, rest) + "\n");
  }
} else {
  process.stdout.write(answer(command, args));
}
