// Game records as files and links. A link carries the record in the URL fragment
// (never sent to any server), compressed with the browser's own CompressionStream:
//   index.html#game=<base64url(deflate-raw(JSON {record, check}))>
// Everything read back is checked here for shape and size and then by the engine,
// which explains in words what is wrong; nothing from a link is ever put into the
// page as HTML.

import { t } from "./i18n.js";

const MAX_BYTES = 512 * 1024;
const MAX_DEPTH = 32; // arrays and objects nested deeper are refused before parsing (the bridge's limit too)
export const FORMAT = "posy-record";
const FILE_VERSION = 2; // 2 adds the checksum; files of version 1 (without one) still open

// -- the checksum ----------------------------------------------------------------------
// Files and links carry a checksum of the record's canonical text (keys sorted, no
// spaces). It catches damage and casual edits (a seed plus one, a move swapped in from
// another deal), not a forger: a static app has no secret to sign with, so anyone who
// recomputes it can change a record. It is a 53-bit hash (cyrb53, public domain, by
// bryc) over UTF-16 code units, written in hex.

/** @typedef {import("./types.js").GameRecord} GameRecord */

/** The record's canonical JSON text: object keys sorted, at every level.
 * @param {unknown} value
 * @returns {string} */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** @param {GameRecord} record */
export function checksum(record) {
  const text = canonical(record);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
}

/** What is wrong with a file or link, in a sentence of ours for the player (not the browser's). */
class ShareError extends Error {}

/**
 * A record read from a file or a link, once its checksum matches (its moves and options
 * are the engine's to check when it loads it).
 * @param {unknown} record
 * @param {unknown} check
 * @param {string} what "file" or "link"
 * @returns {GameRecord}
 */
function verified(record, check, what) {
  const file = what === "file";
  if (!record || typeof record !== "object" || Array.isArray(record))
    throw new ShareError(file ? t("This file does not hold a Posy game.") : t("This link does not hold a Posy game."));
  const read = /** @type {GameRecord} */ (record);
  if (typeof check !== "string" || check !== checksum(read)) {
    throw new ShareError(
      file
        ? t("This file was changed or damaged after it was made (its checksum does not match), so it was not opened.")
        : t("This link was changed or damaged after it was made (its checksum does not match), so it was not opened."),
    );
  }
  return read;
}

/** Whether JSON `text` nests arrays and objects deeper than MAX_DEPTH; scanned, not parsed. */
function tooDeep(/** @type {string} */ text) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // a backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > MAX_DEPTH) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

// -- files -------------------------------------------------------------------------------

export function toFile(/** @type {GameRecord} */ record) {
  return JSON.stringify({ format: FORMAT, version: FILE_VERSION, check: checksum(record), record }, null, 1);
}

/** The record inside an exported file's text, or throws Error(sentence).
 * @param {string} text
 * @returns {GameRecord} */
export function fromFile(text) {
  if (text.length > MAX_BYTES) throw new ShareError(t("This file is too large to be a Posy game."));
  if (tooDeep(text)) throw new ShareError(t("This file is damaged: it is nested far deeper than any Posy game."));
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ShareError(t("This file is not a Posy game (it is not readable JSON)."));
  }
  if (!data || typeof data !== "object" || data.format !== FORMAT)
    throw new ShareError(t("This file is not a Posy game record."));
  if (data.version !== 1 && data.version !== FILE_VERSION)
    throw new ShareError(t("This game record was written by a newer Posy; update Posy to open it."));
  if (!data.record || typeof data.record !== "object" || Array.isArray(data.record))
    throw new ShareError(t("This game record is empty or damaged."));
  if (data.version === 1) return { ...data.record, unchecked: true }; // made before checksums: it may have been edited
  return verified(data.record, data.check, "file");
}

// -- links -------------------------------------------------------------------------------

async function deflate(/** @type {Uint8Array<ArrayBuffer>} */ bytes) {
  const response = new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw")));
  return new Uint8Array(await response.arrayBuffer());
}

/** Inflate a link's bytes, stopping as soon as the output passes MAX_BYTES: a small
 * link can inflate to hundreds of megabytes, and none of it need be waited for. */
async function inflate(/** @type {Uint8Array<ArrayBuffer>} */ bytes) {
  // Fed 1 KB at a time: the decompressor works on a whole input chunk at once, and one
  // kilobyte of deflate inflates to at most about a megabyte.
  let at = 0;
  const input = new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, (at += 1024)));
    },
  }, { highWaterMark: 0 });
  const reader = input.pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_BYTES) {
      reader.cancel().catch(() => {});
      throw new ShareError(t("This link is too long to be a Posy game."));
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function toBase64Url(/** @type {Uint8Array} */ bytes) {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(/** @type {string} */ text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    throw new ShareError(t("This link is damaged (it has characters a Posy link never has)."));
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** A link holds {record, check}; links made before checksums hold the bare record.
 * @param {GameRecord} record */
export async function toLink(record, base = location.href) {
  const json = new TextEncoder().encode(JSON.stringify({ record, check: checksum(record) }));
  const url = new URL(base);
  url.search = "";
  url.hash = `game=${toBase64Url(await deflate(json))}`;
  return url.href;
}

/** The record in a link's fragment ("game=..."), or throws Error(sentence).
 * @param {string} fragment
 * @returns {Promise<GameRecord>} */
export async function fromLink(fragment) {
  const value = fragment.replace(/^#?game=/, "");
  if (!value) throw new ShareError(t("This link has no game in it."));
  if (value.length > MAX_BYTES) throw new ShareError(t("This link is too long to be a Posy game."));
  let bytes;
  try {
    bytes = await inflate(fromBase64Url(value));
  } catch (error) {
    if (error instanceof ShareError) throw error; // a sentence of ours already
    throw new ShareError(t("This link is damaged or cut short: copy the whole link and try again."));
  }
  let text;
  let data;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ShareError(t("This link is damaged: the game in it is not readable."));
  }
  if (tooDeep(text)) throw new ShareError(t("This link is damaged: it is nested far deeper than any Posy game."));
  try {
    data = JSON.parse(text);
  } catch {
    throw new ShareError(t("This link is damaged: the game in it is not readable."));
  }
  if (!data || typeof data !== "object" || Array.isArray(data))
    throw new ShareError(t("This link does not hold a Posy game."));
  if ("check" in data || "record" in data) return verified(data.record, data.check, "link");
  return { ...data, unchecked: true }; // a link made before checksums (or stripped of it): it may have been edited
}
