"""The engine's runtime files for dist/pyodide/<version>/: the stdlib and posy compiled
to .pyc under Pyodide's own Python, the posy wheel, the lock file micropip reads, and the
memory snapshot of Python with posy imported; each cached in .cache/ by its inputs.
Standard library only (build.py runs it before .venv exists)."""

from __future__ import annotations

import base64
import gzip
import hashlib
import io
import json
import subprocess
import tomllib
import zipfile
from pathlib import Path

from build_base import CACHE, PYODIDE_CORE, ROOT, log, run, sha256


def precompiled_stdlib(pyodide: Path) -> Path:
    """The stdlib zip compiled to .pyc by Pyodide's Python (cached per Pyodide version)."""
    source = pyodide / "python_stdlib.zip"
    key = sha256(source.read_bytes() + (ROOT / "tools" / "pyodide_build.mjs").read_bytes())[:12]
    target = CACHE / f"python_stdlib.{key}.zip"
    if not target.exists():
        log("precompiling the Python stdlib under Pyodide")
        CACHE.mkdir(exist_ok=True)
        partial_file = target.with_suffix(".part")
        run("node", "tools/pyodide_build.mjs", "stdlib", source, partial_file)
        partial_file.rename(target)
    return target


# --------------------------------------------------------------------------
# The posy wheel: built here, byte for byte reproducible, so its hash only
# changes when the engine does.


def build_wheel(out_dir: Path) -> Path:
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    # the engine's sources and its compiled catalogues (posy/locale/*.mo, compile_messages)
    sources = sorted(
        p
        for p in (ROOT / "py" / "posy").rglob("*")
        if p.suffix in (".py", ".mo") and "__pycache__" not in p.parts
    )
    files = {p.relative_to(ROOT / "py").as_posix(): p.read_bytes() for p in sources}
    digest = sha256(b"".join(k.encode() + b"\0" + v for k, v in files.items()))[:10]
    files.update(compiled_posy({k: v for k, v in files.items() if k.endswith(".py")}, digest))
    version = meta["version"]
    dist_info = f"posy-{version}.dist-info"
    files[f"{dist_info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: posy\nVersion: {version}\n"
        f"Summary: {meta['description']}\nRequires-Python: {meta['requires-python']}\n"
    ).encode()
    files[f"{dist_info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: posy-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    )
    files[f"{dist_info}/top_level.txt"] = b"posy\n"
    record = [
        f"{name},sha256={base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b'=').decode()},{len(data)}"
        for name, data in files.items()
    ]
    record.append(f"{dist_info}/RECORD,,")
    files[f"{dist_info}/RECORD"] = ("\n".join(record) + "\n").encode()
    # The wheel's build tag carries the content hash, so the file name changes with
    # the engine and can be cached for ever. (A "+local" version would put a "+"
    # in the URL, which some static hosts read as a space.)
    target = out_dir / f"posy-{version}-0{digest}-py3-none-any.whl"
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as whl:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            whl.writestr(info, data)
    target.write_bytes(buffer.getvalue())
    return target


def compiled_posy(sources: dict[str, bytes], digest: str) -> dict[str, bytes]:
    """posy's .pyc files for Pyodide's Python, compiled under Pyodide (cached by source hash)."""
    tool = sha256((ROOT / "tools" / "pyodide_build.mjs").read_bytes())[:8]
    cached = CACHE / f"posy-pyc-{digest}-{tool}.json"
    if not cached.exists():
        log("compiling posy to .pyc under Pyodide")
        CACHE.mkdir(exist_ok=True)
        request = CACHE / f"posy-src-{digest}.json"
        request.write_text(json.dumps({k: v.decode() for k, v in sources.items()}))
        run("node", "tools/pyodide_build.mjs", "pyc", request, cached)
        request.unlink()
    return {name: base64.b64decode(data) for name, data in sorted(json.loads(cached.read_text()).items())}


def make_lock(micropip: Path, posy_wheel: Path, out_dir: Path) -> Path:
    """Freeze a lock file with micropip (under Pyodide in Node), keep the two packages
    dist/ ships, and give both the sha256 of the exact files shipped."""
    raw = CACHE / f"lock-{posy_wheel.stem}.json"
    if not raw.exists():
        log("freezing the lock file with micropip")
        run("node", "tools/pyodide_build.mjs", "lock", micropip, posy_wheel, raw)
    lock = json.loads(raw.read_text())
    shipped = {"micropip": micropip, "posy": posy_wheel}
    packages = {}
    for name, path in shipped.items():
        entry = dict(lock["packages"][name])
        entry["file_name"] = path.name
        entry["sha256"] = sha256(path.read_bytes())
        entry["install_dir"] = "site"
        entry.setdefault("package_type", "package")
        packages[name] = entry
    packages["posy"]["imports"] = ["posy"]
    packages["posy"]["depends"] = []
    text = json.dumps({"info": lock["info"], "packages": packages}, indent=1, sort_keys=True)
    target = out_dir / f"posy-lock.{sha256(text.encode())[:10]}.json"
    target.write_text(text)
    return target


# An empty stdlib zip: a worker restoring the snapshot boots with it, since everything
# the games need is already imported, and installs the real zip once it is ready.
EMPTY_ZIP = b"PK\x05\x06" + bytes(18)


def make_snapshot(runtime: Path, stdlib_name: str, lock: Path) -> dict[str, object] | None:
    """A memory snapshot of Pyodide with posy imported (tools/snapshot.mjs), gzipped into
    the runtime folder, and what build.js tells the worker about it; None (the worker
    boots normally) if it cannot be made. Cached by its inputs: a snapshot is not
    byte-for-byte reproducible, and the same build must keep its file name."""
    inputs = [runtime / name for name in PYODIDE_CORE] + [
        runtime / stdlib_name,
        lock,
        ROOT / "tools" / "snapshot.mjs",
    ]
    key = sha256(b"".join(sha256(p.read_bytes()).encode() for p in inputs))[:12]
    raw = CACHE / f"snapshot-{key}.bin"
    packed = raw.with_suffix(".bin.gz")
    if not packed.exists():
        log("making the engine's memory snapshot under Pyodide")
        CACHE.mkdir(exist_ok=True)
        done = subprocess.run(["node", "tools/snapshot.mjs", runtime, stdlib_name, lock.name, raw], cwd=ROOT)
        if done.returncode != 0:
            log("no snapshot: the worker will boot Python normally")
            return None
        partial_file = packed.with_suffix(".part")
        partial_file.write_bytes(gzip.compress(raw.read_bytes(), 6, mtime=0))
        partial_file.rename(packed)
    meta = json.loads(raw.with_name(raw.name + ".json").read_text())
    data = packed.read_bytes()
    # gzipped here, so that it travels at ~5 MB on any host (few compress octet-streams);
    # the worker inflates it as it arrives
    name = f"posy-snapshot.{sha256(data)[:10]}.bin"
    (runtime / name).write_bytes(data)
    (runtime / "python_stdlib.empty.zip").write_bytes(EMPTY_ZIP)
    return {
        "file": name,
        "bytes": meta["bytes"],
        "pyodide": meta["pyodide"],
        "stdlib": stdlib_name,
        "empty_stdlib": "python_stdlib.empty.zip",
    }
