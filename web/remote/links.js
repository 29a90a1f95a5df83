// A remote game's messages travel as links: the page's own address with the messages in
// its fragment (#remote=posy1.…), so a friend's link opens Posy itself, installed or not,
// and nothing is sent to any server (a fragment never leaves the browser). The same text
// pasted into the lobby's box works too: the words "posy1." start it.

const PREFIX = "remote=";

/**
 * The link to send for one message text ("posy1.…" or a part "posy1p.…").
 * @param {string} text
 * @param {string} [base] the page's address
 */
export function linkFor(text, base = location.href) {
  const url = new URL(base);
  url.search = "";
  url.hash = `${PREFIX}${text}`;
  return url.href;
}

/**
 * The message text in a link, a fragment or a pasted text; null when there is none.
 * @param {string} input
 */
export function textOf(input) {
  const trimmed = String(input || "").trim();
  const found = /(posy1p?\.[A-Za-z0-9_.~-]+)/.exec(trimmed);
  return found ? found[1] : null;
}

/** A friend's link, or a live pairing code's (#live=posylive.…, web/remote/live/). */
export const isRemoteHash = (/** @type {string} */ hash) => hash.startsWith(`#${PREFIX}`) || hash.startsWith("#live=");

/** A friend's link or code in the address is used once: a reload shows game `id` as it
 * is, without opening the link again. */
export function usedUp(/** @type {string} */ id) {
  if (isRemoteHash(location.hash))
    history.replaceState(null, "", `${location.pathname}${location.search}#play=${encodeURIComponent(id)}`);
}
