// This page's live connections (star.js: one line per friend's device, relayed through
// the inviting device when there are three or four), made here as WebRTC connections
// paired by codes (peer.js), and told when this page is hidden, shown again or closed.
// They outlive the screens: going to the lobby and back keeps them; a reload ends
// them, and the devices pair again or go on by link.
import { t } from "../../i18n.js";
import { Peer } from "./peer.js";
import { decode } from "./sdp.js";
import { Star } from "./star.js";

/** @typedef {import("./star.js").LiveState} LiveState */

/** How long an answer code opened in a new tab waits for the tab holding its offer to
 * take it (another tab of a loaded phone may answer late; none answers when no tab holds one). */
const HAND_OVER_MS = 4000;

export class Live extends Star {
  constructor() {
    super();
    document.addEventListener("visibilitychange", () => this.broadcast({ t: document.hidden ? "away" : "back" }));
    // a page closed or reloaded says so, so the friends' devices know at once (not after
    // ICE's consent checks time out, 15-30 s later)
    window.addEventListener("pagehide", () => this.broadcast({ t: "bye" }));
    // a friend's answer code opened in another tab (the phone's camera app opens links
    // in a new one): that tab hands it over here, to the pairing waiting for it
    this.tabs = typeof BroadcastChannel === "function" ? new BroadcastChannel("posy-live") : null;
    this.tabs?.addEventListener("message", (event) => this.takeOver(event.data));
  }

  hidden() {
    return document.hidden;
  }

  /** The connection paired last (the bench and the tests reach into it). */
  get peer() {
    return /** @type {Peer | null} */ (this.line?.peer ?? null);
  }

  /** The pairing waiting for a friend's answer, if any. */
  get offering() {
    return this.lines.find((l) => l.state === "offering") || null;
  }

  /**
   * Start pairing from this device: its code, for the game `game` (its id).
   * @param {string | null} game
   * @param {string} me
   * @param {number | null} [device] the friend's device it is for (the inviter of three or four)
   */
  async offer(game, me, device = null) {
    const peer = new Peer();
    const line = this.fresh(peer, game, me, device);
    line.code = await peer.offer(game || undefined);
    if (this.lines.includes(line)) this.set(line, "offering");
    return line.code;
  }

  /** Answer a friend's code (scanned, opened or pasted): this device's answer code. */
  async answer(/** @type {string} */ input, /** @type {string} */ me) {
    const offer = decode(input);
    const peer = new Peer();
    const line = this.fresh(peer, offer.game || null, me);
    line.code = await peer.answer(offer);
    if (this.lines.includes(line)) this.set(line, "answering");
    return line.code;
  }

  /** The friend's answer code, on the device that offered: the devices connect. */
  async accept(/** @type {string} */ input) {
    const line = this.offering;
    if (!line) throw new Error(t("Show your code first, then scan your friend's answer."));
    this.timing.asked = performance.now();
    await /** @type {Peer} */ (line.peer).accept(input);
  }

  /** Another tab's answer code, for the offer this page shows: taken at once (said to
   * that tab before the connection is set up, which a loaded phone may take seconds
   * over); a code that does not fit is said here, where the pairing is on screen. */
  async takeOver(/** @type {any} */ data) {
    if (!data || typeof data.answer !== "string" || !this.offering) return;
    this.tabs?.postMessage({ took: data.id });
    try {
      await this.accept(data.answer);
    } catch (error) {
      this.host?.toast(error instanceof Error ? error.message : String(error));
    }
  }

  /** Give an answer code to the tab whose offer it answers; true when one took it. */
  handOver(/** @type {string} */ answer) {
    const id = Math.random().toString(36).slice(2);
    return new Promise((resolve) => {
      if (!this.tabs) return resolve(false);
      const timer = setTimeout(() => resolve(false), HAND_OVER_MS);
      this.tabs.addEventListener("message", (event) => event.data?.took === id && (clearTimeout(timer), resolve(true)));
      this.tabs.postMessage({ answer, id });
    });
  }
}

/** This page's live connections. */
export const live = new Live();
