"""build.py's static server (the serve command, and every browser test's): the MIME types
and cache headers a real host should use, and the build's precompressed copies sent where
the request accepts them. Standard library only."""

from __future__ import annotations

import http.server
import os
import re
import socket
import sys
from functools import partial
from pathlib import Path
from typing import Any

from build_base import DIST

ENCODINGS = {"br": ".br", "gzip": ".gz"}  # the server's order of preference


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types and cache headers a real host should use, and the
    build's precompressed copies (<file>.br, <file>.gz) sent in place of a file when the
    request's Accept-Encoding allows, as hosts that serve precompressed files do."""

    encoded: tuple[str, str] | None = None  # this response's (encoding, file sent), if compressed
    varies = False  # the file has compressed copies: the response depends on Accept-Encoding

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
        ".whl": "application/zip",
        ".map": "application/json",
        ".zip": "application/zip",
    }

    def send_head(self) -> Any:
        self.encoded, self.varies = None, False
        target = Path(super().translate_path(self.path))
        if target.is_dir() and self.path.split("?", 1)[0].endswith("/"):
            target = target / "index.html"
        copies = {name: target.with_name(target.name + suffix) for name, suffix in ENCODINGS.items()}
        self.varies = target.is_file() and any(copy.is_file() for copy in copies.values())
        accepted = accepted_encodings(self.headers.get("Accept-Encoding", ""))
        for name, copy in copies.items():
            # a copy older than its file (the file changed after the build) is never sent
            fresh = copy.is_file() and copy.stat().st_mtime >= target.stat().st_mtime
            if self.varies and name in accepted and fresh:
                self.encoded = (name, str(copy))
                break
        return super().send_head()

    def translate_path(self, path: str) -> str:
        return self.encoded[1] if self.encoded else super().translate_path(path)

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        if self.encoded:  # the type of the file the copy is of
            return super().guess_type(str(path).removesuffix(ENCODINGS[self.encoded[0]]))
        return super().guess_type(path)

    def end_headers(self) -> None:
        if self.encoded:
            self.send_header("Content-Encoding", self.encoded[0])
        if self.varies:
            self.send_header("Vary", "Accept-Encoding")
        path = self.path.split("?", 1)[0]
        if "/pyodide/" in path:
            # versioned directory + content-hashed names: never changes
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        else:
            self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        if path.endswith("/web/embed.js"):
            # a module script loaded by a page on another origin needs CORS; only the
            # custom element's file is shared so (it loads embed.html in an iframe)
            self.send_header("Access-Control-Allow-Origin", "*")
        if path.endswith("/") or path.endswith("/index.html"):
            # the app is not to be framed by other sites; embed.html is made to be
            self.send_header("Content-Security-Policy", "frame-ancestors 'self'")
            self.send_header("X-Frame-Options", "SAMEORIGIN")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if os.environ.get("POSY_QUIET"):
            return
        super().log_message(format, *args)


def accepted_encodings(header: str) -> set[str]:
    """The content codings an Accept-Encoding header accepts (``q=0`` refuses one)."""
    accepted = set()
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        quality = re.search(r"q\s*=\s*([\d.]+)", params)
        if name and not (quality and float(quality.group(1)) == 0):
            accepted.add(name.strip().lower())
    return accepted


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: socket.socket | tuple[bytes, socket.socket], client_address: Any) -> None:
        # A browser that closes a connection early (page reload, test teardown) is not an error.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(port: int, directory: Path = DIST) -> Server:
    handler = partial(Handler, directory=str(directory))
    return Server(("127.0.0.1", port), handler)
