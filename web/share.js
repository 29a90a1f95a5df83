// Game records as files and links. A link carries the record in the URL fragment
// (never sent to any server), compressed with the browser's own CompressionStream:
//   index.html#game=<base64url(deflate-raw(JSON))>
// Everything read back is checked here for shape and size and then by the engine,
// which explains in words what is wrong; nothing from a link is ever put into the
// page as HTML.

const MAX_BYTES = 512 * 1024;
export const FORMAT = "posy-record";

export function toFile(record) {
  return JSON.stringify({ format: FORMAT, version: 1, record }, null, 1);
}

/** The record inside an exported file's text, or throws Error(sentence). */
export function fromFile(text) {
  if (text.length > MAX_BYTES) throw new Error("This file is too large to be a Posy game.");
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error("This file is not a Posy game (it is not readable JSON).");
  }
  if (!data || typeof data !== "object" || data.format !== FORMAT) throw new Error("This file is not a Posy game record.");
  if (data.version !== 1) throw new Error("This game record was written by a newer Posy; update Posy to open it.");
  if (!data.record || typeof data.record !== "object" || Array.isArray(data.record)) throw new Error("This game record is empty or damaged.");
  return data.record;
}

async function pipe(bytes, stream) {
  const response = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await response.arrayBuffer());
}

function toBase64Url(bytes) {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("This link is damaged (it has characters a Posy link never has).");
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function toLink(record, base = location.href) {
  const json = new TextEncoder().encode(JSON.stringify(record));
  const packed = await pipe(json, new CompressionStream("deflate-raw"));
  const url = new URL(base);
  url.search = "";
  url.hash = `game=${toBase64Url(packed)}`;
  return url.href;
}

/** The record in a link's fragment ("game=..."), or throws Error(sentence). */
export async function fromLink(fragment) {
  const value = fragment.replace(/^#?game=/, "");
  if (!value) throw new Error("This link has no game in it.");
  if (value.length > MAX_BYTES) throw new Error("This link is too long to be a Posy game.");
  let bytes;
  try {
    bytes = await pipe(fromBase64Url(value), new DecompressionStream("deflate-raw"));
  } catch (error) {
    throw new Error(error.message.startsWith("This link") ? error.message : "This link is damaged or cut short: copy the whole link and try again.");
  }
  if (bytes.length > MAX_BYTES) throw new Error("This link is too long to be a Posy game.");
  let record;
  try {
    record = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new Error("This link is damaged: the game in it is not readable.");
  }
  if (!record || typeof record !== "object" || Array.isArray(record)) throw new Error("This link does not hold a Posy game.");
  return record;
}
