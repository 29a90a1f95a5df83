// Which ICE servers a live connection may use. None by default: two devices in one
// room (one network) connect through their host and mDNS candidates, and nothing
// leaves the page. A STUN or TURN server is used only when the person names one (the
// setting, kept in this browser) or the host page does (?ice-servers=… on the page's
// address, or <posy-game ice-servers="…">): Posy never picks one of its own.
//
// The list is comma-separated: stun:host[:port], turn:user:password@host[:port][?transport=udp],
// turns:… the same.

import { t } from "../../i18n.js";

const KEY = "posy:ice-servers";
export const PARAM = "ice-servers";

/**
 * The RTCIceServer list of a text; a sentence in `error` for an entry it cannot use.
 * @param {string} text
 * @returns {{servers: RTCIceServer[], error: string | null}}
 */
export function parseServers(text) {
  const servers = [];
  for (const entry of String(text || "").split(",").map((e) => e.trim()).filter(Boolean)) {
    const found = /^(stun|turns?):(?:([^:@\s]+):([^@\s]+)@)?([^\s@]+)$/.exec(entry);
    if (!found)
      return {
        servers: [],
        error: t("“{entry}” is not a STUN or TURN server (stun:host:port or turn:user:password@host:port).", {
          entry: entry.slice(0, 60),
        }),
      };
    const [, scheme, username, credential, rest] = found;
    if (scheme !== "stun" && !username)
      return {
        servers: [],
        error: t("The TURN server “{entry}” needs a user name and password (turn:user:password@host).", {
          entry: rest.slice(0, 60),
        }),
      };
    servers.push(username ? { urls: `${scheme}:${rest}`, username, credential } : { urls: `${scheme}:${rest}` });
  }
  return { servers, error: null };
}

/** The setting's text: the page's address first (a host page's choice), then this browser's. */
export function serversText() {
  const named = new URLSearchParams(globalThis.location?.search || "").get(PARAM);
  if (named !== null) return named;
  try {
    return globalThis.localStorage?.getItem(KEY) || "";
  } catch {
    return "";
  }
}

/** @param {string} text the person's own servers ("" for none) */
export function saveServers(text) {
  const { error } = parseServers(text);
  if (error) return error;
  if (text.trim()) localStorage.setItem(KEY, text.trim());
  else localStorage.removeItem(KEY);
  return null;
}

/** The servers a new connection uses: [] unless a person or host page named some. */
export const iceServers = () => parseServers(serversText()).servers;
