// The live connection of this page (one at a time: a game live is between two
// devices), and what travels over it: the same protocol messages as the links (the
// link's text, "posy1.…"), a hello with each side's name and game, and presence (this
// page hidden or shown again). It outlives the screens: going to the lobby and back
// keeps it; a reload ends it, and the devices pair again or go on by link.
import { Peer } from "./peer.js";
import { decode } from "./sdp.js";

/**
 * @typedef {"idle" | "offering" | "answering" | "open" | "away" | "closed"} LiveState
 *
 * @typedef {object} LiveHost what the remote games give the connection
 * @property {(game: string, text: string) => Promise<void>} receive a link's text from the friend's device
 * @property {(game: string) => Promise<void>} greet the friend's device is here: send what it may lack
 * @property {(message: string) => void} toast
 */

export class Live extends EventTarget {
  constructor() {
    super();
    /** @type {Peer | null} */
    this.peer = null;
    /** @type {LiveState} */
    this.state = "idle";
    /** @type {string | null} the remote game this connection plays */
    this.game = null;
    this.code = ""; // the code this device shows (its offer or its answer)
    this.me = "";
    this.friend = "";
    this.lastSent = "";
    /** @type {LiveHost | null} */
    this.host = null;
    this.queue = Promise.resolve();
    /** @type {{asked?: number, connected?: number, rtt?: number}} ms, for the bench */
    this.timing = {};
    document.addEventListener("visibilitychange", () => this.peer?.send({ t: document.hidden ? "away" : "back" }));
    // a page closed or reloaded says so, so the friend's device knows at once (not after
    // ICE's consent checks time out, 15-30 s later)
    window.addEventListener("pagehide", () => this.peer?.send({ t: "bye" }));
    // the friend's answer code opened in another tab (the phone's camera app opens links
    // in a new one): that tab hands it over here, to the connection waiting for it
    this.tabs = typeof BroadcastChannel === "function" ? new BroadcastChannel("posy-live") : null;
    this.tabs?.addEventListener("message", (event) => this.takeOver(event.data));
  }

  /** Start pairing from this device: its code, for the game `game` (its id). */
  async offer(/** @type {string | null} */ game, /** @type {string} */ me) {
    const peer = this.fresh(game, me);
    this.code = await peer.offer(game || undefined);
    if (peer === this.peer) this.set("offering");
    return this.code;
  }

  /** Answer a friend's code (scanned, opened or pasted): this device's answer code. */
  async answer(/** @type {string} */ input, /** @type {string} */ me) {
    const offer = decode(input);
    const peer = this.fresh(offer.game || null, me);
    this.code = await peer.answer(offer);
    if (peer === this.peer) this.set("answering");
    return this.code;
  }

  /** The friend's answer code, on the device that offered: the devices connect. */
  async accept(/** @type {string} */ input) {
    if (!this.peer || this.state !== "offering") throw new Error("Show your code first, then scan your friend's answer.");
    this.timing.asked = performance.now();
    await this.peer.accept(input);
  }

  /** Another tab's answer code, for the offer this page shows. */
  async takeOver(/** @type {any} */ data) {
    if (!data || typeof data.answer !== "string" || this.state !== "offering") return;
    try {
      await this.accept(data.answer);
      this.tabs.postMessage({ took: data.id });
    } catch (error) {
      this.host?.toast(error.message);
    }
  }

  /** Give an answer code to the tab whose offer it answers; true when one took it. */
  handOver(/** @type {string} */ answer) {
    const id = Math.random().toString(36).slice(2);
    return new Promise((resolve) => {
      if (!this.tabs) return resolve(false);
      const timer = setTimeout(() => resolve(false), 1500);
      this.tabs.addEventListener("message", (event) => event.data?.took === id && (clearTimeout(timer), resolve(true)));
      this.tabs.postMessage({ answer, id });
    });
  }

  /** A new connection in place of the old one. */
  fresh(/** @type {string | null} */ game, /** @type {string} */ me) {
    this.peer?.close();
    const peer = new Peer();
    this.peer = peer;
    this.game = game;
    this.me = me;
    this.lastSent = "";
    peer.addEventListener("open", () => this.opened(peer));
    peer.addEventListener("resume", () => peer === this.peer && this.set("open"));
    peer.addEventListener("stall", () => peer === this.peer && this.set("away"));
    peer.addEventListener("close", () => peer === this.peer && this.set("closed"));
    peer.addEventListener("garbled", (event) => this.host?.toast(/** @type {CustomEvent} */ (event).detail));
    peer.addEventListener("message", (event) => this.heard(/** @type {CustomEvent} */ (event).detail));
    return peer;
  }

  opened(/** @type {Peer} */ peer) {
    if (peer !== this.peer) return;
    this.timing.connected = performance.now();
    peer.send({ t: "hello", name: this.me, game: this.game });
    peer.send({ t: "ping", at: performance.now() });
    this.set(document.hidden ? "away" : "open");
  }

  /** One message from the friend's device (already JSON, checked to be Posy's). */
  heard(/** @type {any} */ data) {
    const text = (/** @type {any} */ v, max = 200) => (typeof v === "string" ? v.slice(0, max) : "");
    if (data.t === "hello") {
      this.friend = text(data.name, 40);
      if (!this.game && /^[0-9a-f]{32}$/.test(text(data.game))) this.game = data.game;
      if (this.game) this.run(() => this.host?.greet(this.game));
      this.set(this.state);
    } else if (data.t === "link" && text(data.game) === this.game && typeof data.text === "string") {
      this.run(() => this.host?.receive(this.game, data.text));
    } else if (data.t === "bye") {
      this.peer?.close();
    } else if ((data.t === "away" || data.t === "back") && (this.state === "open" || this.state === "away")) {
      this.set(data.t === "away" ? "away" : "open");
    } else if (data.t === "ping") {
      this.peer?.send({ t: "pong", at: data.at });
    } else if (data.t === "pong" && typeof data.at === "number") {
      this.timing.rtt = performance.now() - data.at;
    }
  }

  /** Messages are dealt with one at a time, in the order they came. */
  run(/** @type {() => Promise<void> | undefined} */ job) {
    this.queue = this.queue.then(job).catch((error) => {
      console.warn(error);
      this.host?.toast("A move from your friend's device could not be applied; it will come again by link.");
    });
    return this.queue;
  }

  /** Whether this page is connected to the friend's device for the game `game`. */
  connected(/** @type {string | null | undefined} */ game) {
    return Boolean(game && game === this.game && this.peer?.open);
  }

  /** Send a link's text to the friend's device; false when not connected (it goes by link). */
  send(/** @type {string} */ game, /** @type {string} */ text) {
    if (!this.connected(game) || !text) return false;
    if (text === this.lastSent) return true;
    this.lastSent = text;
    return this.peer.send({ t: "link", game, text });
  }

  /** Adopt the game a guest joined (its id was not in the code: a new invitation). */
  adopt(/** @type {string} */ game) {
    if (!this.game) this.game = game;
  }

  /** @param {LiveState} state */
  set(state) {
    this.state = state;
    this.dispatchEvent(new Event("change"));
  }

  /** A sentence for whether the friend is here. */
  presence(/** @type {string} */ friend) {
    const who = this.friend || friend || "Your friend";
    if (this.state === "open") return `${who} is here: moves go across at once.`;
    if (this.state === "away") return `${who}'s device went to sleep: the game waits, and goes on when it wakes.`;
    if (this.state === "closed") return `${who}'s device is no longer connected. Pair again, or go on by link: nothing is lost.`;
    return "";
  }

  hangUp() {
    this.peer?.close();
    this.peer = null;
    this.set("idle");
  }
}

/** This page's one live connection. */
export const live = new Live();
