// Build-time work that must run under Pyodide's own Python (called by build.py).
//
//   node tools/pyodide_build.mjs stdlib <python_stdlib.zip> <out.zip>
//       Precompile the stdlib to .pyc with Pyodide's CPython 3.14, so the browser
//       skips compiling ~600 modules at every boot (2-3x faster start-up).
//   node tools/pyodide_build.mjs pyc <sources.json> <out.json>
//       Compile posy's .py files to .pyc for Pyodide's Python (unchecked hashes),
//       so importing the engine in the browser skips compilation (~200 ms).
//   node tools/pyodide_build.mjs lock <micropip.whl> <posy.whl> <out-lock.json>
//       Install the posy wheel with micropip and freeze a lock file listing it (with
//       its sha256), the way Pyodide documents micropip.freeze(); the browser then
//       loads posy through lockFileURL without importing micropip at run time.
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { loadPyodide } from "pyodide";

const [command, ...args] = process.argv.slice(2);
const py = await loadPyodide();

if (command === "stdlib") {
  const [source, target] = args;
  py.FS.writeFile("/tmp/in.zip", readFileSync(source));
  py.runPython(`
import importlib._bootstrap_external as ext
import zipfile

# Sourceless .pyc: zipimport loads a .pyc when no .py sits beside it, without
# checking timestamps. Code objects keep the usual /lib/python314.zip/... names.
with zipfile.ZipFile("/tmp/in.zip") as src, zipfile.ZipFile("/tmp/out.zip", "w") as out:
    for info in sorted(src.infolist(), key=lambda i: i.filename):
        data = src.read(info)
        name = info.filename
        if name.endswith(".py"):
            code = compile(data, "/lib/python314.zip/" + name, "exec", dont_inherit=True, optimize=0)
            data = bytes(ext._code_to_timestamp_pyc(code, 0, 0))
            name = name[:-3] + ".pyc"
        entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
        entry.compress_type = zipfile.ZIP_DEFLATED
        entry.external_attr = info.external_attr
        out.writestr(entry, data, compresslevel=9)
`);
  writeFileSync(target, py.FS.readFile("/tmp/out.zip"));
} else if (command === "pyc") {
  // Compile posy's sources to unchecked-hash .pyc files (PEP 552): the wheel ships
  // them in __pycache__ beside the sources, so the browser never compiles posy.
  const [sourceJson, target] = args;
  py.globals.set("SOURCES", readFileSync(sourceJson, "utf8"));
  const out = py.runPython(`
import base64
import importlib.util
import json
import py_compile

compiled = {}
for name, text in json.loads(SOURCES).items():
    source = text.encode()
    code = compile(source, "/lib/python3.14/site-packages/" + name, "exec", dont_inherit=True)
    data = importlib._bootstrap_external._code_to_hash_pyc(
        code, importlib.util.source_hash(source), checked=False
    )
    folder, _, module = name.rpartition("/")
    cached = f"{folder}/__pycache__/{module[:-3]}.{__import__('sys').implementation.cache_tag}.pyc"
    compiled[cached] = base64.b64encode(bytes(data)).decode()
json.dumps(compiled)
`);
  writeFileSync(target, out);
} else if (command === "lock") {
  const [micropipWheel, posyWheel, target] = args;
  const pName = basename(posyWheel);
  py.FS.writeFile(`/tmp/${pName}`, readFileSync(posyWheel));
  await py.loadPackage(micropipWheel, { checkIntegrity: false });
  py.globals.set("POSY_WHEEL", `emfs:/tmp/${pName}`);
  const lock = await py.runPythonAsync(`
import json
import micropip
await micropip.install(POSY_WHEEL, deps=False)
json.dumps(json.loads(micropip.freeze()))
`);
  writeFileSync(target, lock);
} else {
  console.error("usage: pyodide_build.mjs stdlib|lock ...");
  process.exit(2);
}
