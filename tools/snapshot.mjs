// Build-time (called by build.py): a Pyodide memory snapshot of an interpreter that
// has already imported posy, so the browser's worker skips Python's start-up and
// every import (web/worker.js, "the snapshot").
//
//   node tools/snapshot.mjs <dist/pyodide/VERSION/> <stdlib.zip> <posy-lock.json> <out.bin>
//
// It boots the very runtime files dist/ serves (a snapshot is only valid for their
// exact build) with the precompiled stdlib, unpacks the posy wheel (with its .pyc)
// into site-packages instead of loadPackage (a snapshot taken after loadPackage does
// not restore), imports every posy module, warms what a first move and a first
// computer move run, and writes the wasm heap, plus <out.bin>.json describing it.
// The API (_makeSnapshot, makeMemorySnapshot) is private to Pyodide: the version is
// pinned in package.json, the browser checks it, and falls back to a normal boot.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, stdlibName, lockName, target] = process.argv.slice(2);
if (!target) {
  console.error("usage: snapshot.mjs <dist/pyodide/VERSION/> <stdlib.zip> <posy-lock.json> <out.bin>");
  process.exit(2);
}
const dir = resolve(pyodideDir) + "/";
const wheelName = JSON.parse(readFileSync(join(dir, lockName), "utf8")).packages.posy.file_name;
const { loadPyodide, version } = await import(pathToFileURL(join(dir, "pyodide.mjs")).href);
const py = await loadPyodide({
  indexURL: dir,
  stdLibURL: join(dir, stdlibName),
  lockFileURL: join(dir, lockName), // for its checks only: nothing is loaded through it
  _makeSnapshot: true,
  // Under Node, Emscripten names the program after this script, and that would end
  // up in sys.executable and $_: browsers use "./this.program".
  _sysExecutable: "./this.program",
});
const heapBefore = py._module.HEAP8.length;

py.FS.writeFile("/tmp/posy.whl", readFileSync(join(dir, wheelName)));
const report = py.runPython(`
def _prepare():
    import gc, importlib, json, sys, zipfile

    site = [p for p in sys.path if p.endswith("site-packages")][0]
    with zipfile.ZipFile("/tmp/posy.whl") as wheel:
        names = wheel.namelist()
        wheel.extractall(site)  # the .py files and their .pyc, as loadPackage would
    importlib.invalidate_caches()

    # every module: the file system is not part of the snapshot
    modules = sorted(n[:-3].replace("/", ".").removesuffix(".__init__") for n in names if n.endswith(".py"))
    for name in modules:
        importlib.import_module(name)

    import posy, posy.ai, posy.bridge
    from posy.core import Rng, i18n, random_playout

    # every language's catalogue read now, for the same reason (posy.core.i18n keeps each)
    for language in (*i18n.LANGUAGES, i18n.PSEUDO):
        i18n.use(language)
    i18n.use("en")

    assert json.loads(posy.bridge.call("catalog", "{}"))["ok"]
    # Warm what a first move and a first computer move touch (lazy tables), leaving
    # posy.sessions as a fresh import leaves it: no session, the counter at zero.
    for g in posy.games().values():
        random_playout(g.new(g.min_players, 0), Rng(0))
        posy.ai.Search(g.new(g.min_players, 1), "medium", 1).run(iterations=20)
    assert not posy.sessions.SESSIONS and posy.sessions._next_id == [0]

    sys.path.remove("")  # every boot inserts it again after a restore
    gc.collect()
    return json.dumps({"modules": len(modules), "python": sys.version.split()[0]})

_report = _prepare()
del _prepare
_report
`);
py.runPython("del _report");
py.FS.unlink("/tmp/posy.whl");
const heap = py._module.HEAP8.length;
if (heap !== heapBefore) {
  // Pyodide 314.0.x restores a snapshot into its initial heap and cannot grow it first:
  // a larger snapshot would fail in every browser.
  console.error(`snapshot: the heap grew from ${heapBefore} to ${heap} bytes; it could not be restored`);
  process.exit(1);
}
const snapshot = py.makeMemorySnapshot();
writeFileSync(target, snapshot);
const meta = { pyodide: version, stdlib: stdlibName, posy: wheelName, bytes: snapshot.length, ...JSON.parse(report) };
writeFileSync(`${target}.json`, JSON.stringify(meta, null, 1));
