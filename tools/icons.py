"""Rasterise Posy's app icon (the flower of assets/icon.svg) to PNG, standard library only.

Browsers want PNG icons in a web app manifest (192 and 512 px, plus a maskable one
whose flower sits inside the safe zone). Drawn from circles with 2x2 supersampling.
"""

from __future__ import annotations

import struct
import zlib

GREEN = (0x2F, 0x5D, 0x3A)
PETAL = (0xF2, 0xB5, 0x44)
HEART = (0x7A, 0x3B, 0x12)
# the flower of assets/icon.svg, in a 64-unit box: five petals and the heart
PETALS = ((32, 17), (46.3, 27.4), (40.8, 44.1), (23.2, 44.1), (17.7, 27.4))


def _shapes(size: int, maskable: bool) -> list[tuple[float, float, float, tuple[int, int, int]]]:
    # maskable icons keep the flower inside the central 80% circle
    scale = size / 64 * (0.78 if maskable else 1.0)
    offset = (size - 64 * scale) / 2
    circles = [(offset + x * scale, offset + y * scale, 10 * scale, PETAL) for x, y in PETALS]
    circles.append((offset + 32 * scale, offset + 32 * scale, 8 * scale, HEART))
    return circles


def render(size: int, maskable: bool = False) -> bytes:
    """PNG bytes of the icon at ``size`` px."""
    big = size * 2
    radius = 0 if maskable else big * 14 / 64  # rounded square, full bleed when maskable
    rows = []
    for y in range(big):
        row = bytearray()
        for _ in range(big):
            row += bytes(GREEN) + b"\xff"
        # transparent rounded corners
        if radius:
            cy = min(y + 0.5, big - y - 0.5)
            if cy < radius:
                inset = radius - (radius**2 - (radius - cy) ** 2) ** 0.5
                cut = int(inset)
                row[0 : cut * 4] = bytes(cut * 4)
                row[(big - cut) * 4 :] = bytes(cut * 4)
        rows.append(row)
    for cx, cy, r, colour in _shapes(big, maskable):
        pixel = bytes(colour) + b"\xff"
        for y in range(max(0, int(cy - r)), min(big, int(cy + r) + 1)):
            dy = y + 0.5 - cy
            if abs(dy) > r:
                continue
            half = (r * r - dy * dy) ** 0.5
            x0, x1 = max(0, round(cx - half)), min(big, round(cx + half))
            rows[y][x0 * 4 : x1 * 4] = pixel * (x1 - x0)
    out = bytearray()
    for y in range(size):
        a, b = rows[2 * y], rows[2 * y + 1]
        out.append(0)  # filter: none
        line = bytearray(size * 4)
        for i in range(size * 4):
            j = (i // 4) * 8 + i % 4
            line[i] = (a[j] + a[j + 4] + b[j] + b[j + 4]) // 4
        out += line
    return _png(size, bytes(out))


def _png(size: int, raw: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )
