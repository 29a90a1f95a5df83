// A pairing code: the part of a WebRTC session description the other device needs
// (ICE user fragment and password, the DTLS fingerprint, the setup role, the
// candidates), packed in bytes and written in base64url, then rebuilt into a valid
// SDP on the other side. The whole description goes in one code (no trickle ICE), so
// two scans connect the devices; a full Chromium offer is ~600 characters of SDP, its
// code ~150 (see docs/remote.md: "bytes per code"). Binary packing, not deflate: the
// fields are random (passwords, hashes, mDNS names) and deflate would lengthen them.
// Pure: no DOM, tested in Node (tests/web/live.test.mjs).

import { t } from "../../i18n.js";

export const CODE_PREFIX = "posylive.";
const VERSION = 1;
const SETUPS = ["actpass", "active", "passive"];
const TYPES = ["host", "srflx", "prflx", "relay"];
const TYPE_PREFERENCE = [126, 100, 110, 0]; // RFC 8445's recommended type preferences
const MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;

/** A code that cannot be read: its message is the sentence the person sees. */
export class CodeError extends Error {}

/**
 * @typedef {object} Candidate
 * @property {string} type host | srflx | prflx | relay
 * @property {string} address an IPv4 or IPv6 address, or an mDNS name (<uuid>.local)
 * @property {number} port
 *
 * @typedef {object} Pairing what one code carries
 * @property {"offer" | "answer"} kind
 * @property {string} ufrag
 * @property {string} pwd
 * @property {number[]} fingerprint the 32 bytes of the SHA-256 certificate fingerprint
 * @property {string} setup actpass | active | passive
 * @property {Candidate[]} candidates
 * @property {string} [game] the remote game's id (32 hex digits) an offer is for
 */

/**
 * The fields of a session description that a code keeps; UDP candidates only (TCP
 * ones are a fallback a data channel between two devices in a room does not need).
 * @param {string} sdp
 * @param {"offer" | "answer"} kind
 * @returns {Pairing}
 */
export function strip(sdp, kind) {
  const lines = sdp.split(/\r?\n/);
  const value = (/** @type {string} */ key) =>
    lines
      .find((l) => l.startsWith(`a=${key}:`))
      ?.slice(key.length + 3)
      .trim();
  const print = value("fingerprint") || "";
  if (!/^sha-256 /i.test(print))
    throw new CodeError(t("This browser secures its connection in a way Posy cannot pass on in a code."));
  const candidates = [];
  for (const line of lines.filter((l) => l.startsWith("a=candidate:"))) {
    const parts = line.split(" ");
    const type = parts[parts.indexOf("typ") + 1];
    if (parts[2].toLowerCase() !== "udp" || !TYPES.includes(type)) continue;
    candidates.push({ type, address: parts[4], port: Number(parts[5]) });
  }
  return {
    kind, ufrag: value("ice-ufrag") || "", pwd: value("ice-pwd") || "",
    fingerprint: print.slice(8).split(":").map((b) => parseInt(b, 16)),
    setup: value("setup") || (kind === "offer" ? "actpass" : "active"), candidates,
  };
}

/**
 * A session description the browser accepts, from a code's fields: one data channel,
 * the candidates with priorities in the order the code lists them.
 * @param {Pairing} p
 */
export function rebuild(p) {
  const hex = p.fingerprint.map((b) => b.toString(16).padStart(2, "0").toUpperCase()).join(":");
  const candidates = p.candidates.map((c, i) => {
    const priority = TYPE_PREFERENCE[TYPES.indexOf(c.type)] * 2 ** 24 + (65535 - i) * 256 + 255;
    return `a=candidate:${i + 1} 1 udp ${priority} ${c.address} ${c.port} typ ${c.type}`;
  });
  return [
    "v=0", `o=- ${Date.now()} 2 IN IP4 127.0.0.1`, "s=-", "t=0 0", "a=group:BUNDLE 0", "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0", ...candidates,
    `a=ice-ufrag:${p.ufrag}`, `a=ice-pwd:${p.pwd}`, `a=fingerprint:sha-256 ${hex}`, `a=setup:${p.setup}`,
    "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144", "",
  ].join("\r\n");
}

// -- bytes ----------------------------------------------------------------------------

/** @param {string} address @returns {[number, number[]]} the address kind and its bytes */
function addressBytes(address) {
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (v4) return [0, v4.slice(1).map(Number)];
  const mdns = MDNS.exec(address);
  if (mdns) return [2, hexBytes(mdns.slice(1).join(""))];
  if (address.includes(":")) return [1, ipv6Bytes(address)];
  return [3, [address.length, ...ascii(address)]];
}

/** @param {string} address */
function ipv6Bytes(address) {
  const [head, tail = ""] = address.split("::");
  const words = (/** @type {string} */ s) => (s ? s.split(":").map((w) => parseInt(w, 16)) : []);
  const left = words(head);
  const right = address.includes("::") ? words(tail) : [];
  const all = [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return all.flatMap((w) => [w >> 8, w & 255]);
}

/** @param {string} hex */
const hexBytes = (hex) => Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));
/** @param {string} text */
const ascii = (text) => Array.from(text, (ch) => ch.charCodeAt(0) & 127);

/**
 * The code's text (base64url after the "posylive." prefix).
 * @param {Pairing} p
 */
export function encode(p) {
  const head = (VERSION << 4) | (p.kind === "answer" ? 1 : 0) | (p.game ? 2 : 0) | (SETUPS.indexOf(p.setup) << 2);
  const bytes = [head, p.ufrag.length, ...ascii(p.ufrag), p.pwd.length, ...ascii(p.pwd), ...p.fingerprint];
  if (p.game) bytes.push(...hexBytes(p.game));
  const kept = p.candidates.slice(0, 8);
  bytes.push(kept.length);
  for (const c of kept) {
    const [kind, address] = addressBytes(c.address);
    bytes.push(TYPES.indexOf(c.type) | (kind << 2), ...address, c.port >> 8, c.port & 255);
  }
  const text = btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return CODE_PREFIX + text;
}

/**
 * The code in a text: a pasted code, a link with #live=… or a scanned QR code's text;
 * null when there is none.
 * @param {string} input
 */
export function codeOf(input) {
  const found = /posylive\.([A-Za-z0-9_-]+)/.exec(String(input || ""));
  return found ? found[0] : null;
}

/**
 * A code's fields; a CodeError with a sentence when it is not one, or is cut or damaged.
 * @param {string} input a code, or a text holding one
 * @returns {Pairing}
 */
export function decode(input) {
  const code = codeOf(input);
  if (!code)
    throw new CodeError(
      t("That is not a Posy pairing code: scan the code on your friend's screen, or paste all of it."),
    );
  let binary;
  try {
    binary = atob(code.slice(CODE_PREFIX.length).replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    throw new CodeError(t("That pairing code is damaged: scan it again."));
  }
  const bytes = Array.from(binary, (ch) => ch.charCodeAt(0));
  try {
    return read(bytes);
  } catch {
    throw new CodeError(t("That pairing code is cut or damaged: scan it again, or paste all of it."));
  }
}

/** @param {number[]} bytes */
function read(bytes) {
  let at = 0;
  const take = (/** @type {number} */ n) => {
    if (at + n > bytes.length) throw new RangeError("short");
    at += n;
    return bytes.slice(at - n, at);
  };
  const text = () => String.fromCharCode(...take(take(1)[0]));
  const [head] = take(1);
  if (head >> 4 !== VERSION) throw new RangeError("version");
  const kind = /** @type {"offer" | "answer"} */ (head & 1 ? "answer" : "offer");
  const setup = SETUPS[(head >> 2) & 3];
  const ufrag = text();
  const pwd = text();
  const fingerprint = take(32);
  const game = head & 2 ? take(16).map((b) => b.toString(16).padStart(2, "0")).join("") : undefined;
  const candidates = [];
  for (let count = take(1)[0]; count > 0; count--) {
    const [flags] = take(1);
    const address = readAddress((flags >> 2) & 3, take, text);
    const [hi, lo] = take(2);
    candidates.push({ type: TYPES[flags & 3], address, port: hi * 256 + lo });
  }
  if (at !== bytes.length || !ufrag || !pwd || !setup) throw new RangeError("garbled");
  return { kind, ufrag, pwd, fingerprint, setup, candidates, ...(game ? { game } : {}) };
}

/**
 * @param {number} kind
 * @param {(n: number) => number[]} take
 * @param {() => string} text
 */
function readAddress(kind, take, text) {
  if (kind === 0) return take(4).join(".");
  if (kind === 3) return text();
  const raw = take(16);
  const hex = raw.map((b) => b.toString(16).padStart(2, "0")).join("");
  if (kind === 2)
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local`;
  return Array.from({ length: 8 }, (_, i) => ((raw[2 * i] << 8) | raw[2 * i + 1]).toString(16)).join(":");
}
