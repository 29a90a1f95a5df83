"""The build's common ground (build.py and its helpers here in tools/): where things are,
what is pinned, and the three small helpers every step uses. Standard library only: it
runs under the system's Python before .venv exists."""

from __future__ import annotations

import hashlib
import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"
NODE_MODULES = ROOT / "node_modules"

MICROPIP_VERSION = "0.11.1"
# PyPI's wheel. (Pyodide 314.0.7's own lock lists another digest for this file,
# which does not match PyPI's and makes the browser refuse it.)
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
# Third-party files the page loads, copied from node_modules into dist/web/vendor/ (the
# live pairing's QR codes, web/remote/live/qr.js; each loaded only when needed).
VENDOR = {
    "qrcode-generator/dist/qrcode.mjs": "qrcode.mjs",  # MIT, draws a pairing code
    "jsqr/dist/jsQR.js": "jsQR.js",  # Apache-2.0, reads one where BarcodeDetector is missing
    "jsqr/LICENSE": "jsQR.LICENSE.txt",
}


def log(message: str) -> None:
    print(f"[posy] {message}", flush=True)


def run(*cmd: str | Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([str(c) for c in cmd], check=True, cwd=ROOT, env=env)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def pyodide_version() -> str:
    version: str = json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]
    return version


def venv_python() -> Path:
    return VENV / "bin" / "python"
