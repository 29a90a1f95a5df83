// The live connections of a page and what travels over them: the protocol's messages
// (a link's text, "posy1.…", exactly what a link would carry), a hello with each side's
// name and game, presence (a page hidden, shown again, closed) and pings. One line per
// friend's device: two devices have one; three or four (Anthokyklos) make a star
// through the inviting device, which pairs with each friend's device in turn and
// relays every message one friend sends to every other friend, in the order it came.
// Every device checks the chain of what it receives, so relaying forges nothing, and a
// relayed duplicate is "Already up to date" as by link. A line connecting (again) is
// first sent what its device may lack (LiveHost.catchUp, posy.remote.api.catch_up),
// then what was relayed meanwhile. No WebRTC and no page here (live.js has them):
// tests/web/star.test.mjs runs it in Node with stand-in peers.
import { t } from "../../i18n.js";

/**
 * @typedef {"idle" | "offering" | "answering" | "open" | "away" | "closed"} LiveState
 *
 * @typedef {object} PeerLike the connection a line runs on (peer.js's Peer): events
 *   "open", "stall", "resume", "close", "message" (detail: the JSON), "garbled" (detail: a sentence)
 * @property {boolean} open
 * @property {(message: object) => boolean} send
 * @property {() => void} close
 * @property {EventTarget["addEventListener"]} addEventListener
 *
 * @typedef {object} LiveHost what the remote games give the connections
 * @property {(game: string, text: string) => Promise<void>} receive a link's text from a friend's device
 * @property {(game: string) => Promise<string | null>} catchUp what a friend's device (re)connecting may lack,
 *   as a link's text
 * @property {(message: string) => void} toast
 */

const SEEN = 64; // texts remembered as sent or relayed: each goes out once, even round a loop of pairings

/** One connection to one friend's device. */
export class Line {
  /**
   * @param {PeerLike} peer
   * @param {number | null} device the friend's device in the game, when this device paired it for that one
   */
  constructor(peer, device = null) {
    this.peer = peer;
    this.device = device;
    /** @type {LiveState} */
    this.state = "idle";
    this.code = ""; // the code this device shows for it (its offer or its answer)
    this.friend = ""; // the name the friend's device said
    this.lastSent = "";
    /** until its device has been sent what it lacked, what goes to it waits here, in order */
    this.greeted = false;
    /** @type {string[]} */
    this.held = [];
  }

  get open() {
    return this.state !== "closed" && this.peer.open;
  }

  /** A link's text for the friend's device (false when it cannot go: by link then). */
  link(/** @type {string | null} */ game, /** @type {string} */ text) {
    if (!this.open) return false;
    if (!this.greeted) return Boolean(this.held.push(text));
    if (text === this.lastSent) return true;
    this.lastSent = text;
    return this.peer.send({ t: "link", game, text });
  }

  /** Greeted: what waited goes now, after what was sent to catch up. */
  release(/** @type {string} */ game) {
    this.greeted = true;
    for (const text of this.held.splice(0)) this.link(game, text);
  }
}

export class Star extends EventTarget {
  constructor() {
    super();
    /** @type {Line[]} */
    this.lines = [];
    /** @type {Line | null} the line paired last (with two devices, the only one) */
    this.line = null;
    /** @type {string | null} the remote game these connections play */
    this.game = null;
    this.me = "";
    /** @type {LiveHost | null} */
    this.host = null;
    this.queue = Promise.resolve();
    /** @type {string[]} */
    this.seen = [];
    /** @type {{asked?: number, connected?: number, rtt?: number}} ms, for the bench */
    this.timing = {};
  }

  /** Whether this page is hidden (live.js asks the document). */
  hidden() {
    return false;
  }

  get state() {
    return this.line?.state ?? "idle";
  }

  get code() {
    return this.line?.code ?? "";
  }

  get friend() {
    return this.line?.friend ?? "";
  }

  /**
   * A new line for `peer`, for the game `game`: it replaces every line of another game,
   * a pairing not finished, and the line to the same friend's device.
   * @param {PeerLike} peer
   * @param {string | null} game
   * @param {string} me this device's player's name, said in the hello
   * @param {number | null} device the friend's device it is for, when this device knows it
   */
  fresh(peer, game, me, device = null) {
    const gone = this.lines.filter(
      (l) =>
        game !== this.game ||
        ["idle", "offering", "answering"].includes(l.state) ||
        (device !== null && l.device === device),
    );
    gone.forEach((l) => this.drop(l));
    this.game = game;
    this.me = me;
    const line = new Line(peer, device);
    this.lines.push(line);
    this.line = line;
    const mine = (/** @type {() => void} */ then) => () => this.lines.includes(line) && then();
    peer.addEventListener("open", mine(() => this.opened(line)));
    peer.addEventListener("resume", mine(() => this.set(line, "open")));
    peer.addEventListener("stall", mine(() => this.set(line, "away")));
    peer.addEventListener("close", mine(() => this.set(line, "closed")));
    peer.addEventListener("garbled", (event) => this.host?.toast(/** @type {CustomEvent} */ (event).detail));
    peer.addEventListener(
      "message",
      (event) => this.lines.includes(line) && this.heard(line, /** @type {CustomEvent} */ (event).detail),
    );
    return line;
  }

  /** A line no longer wanted: closed, and forgotten (its events are not heard). */
  drop(/** @type {Line} */ line) {
    this.lines = this.lines.filter((l) => l !== line);
    if (this.line === line) this.line = null;
    line.peer.close();
  }

  opened(/** @type {Line} */ line) {
    this.timing.connected = performance.now();
    line.peer.send({ t: "hello", name: this.me, game: this.game });
    line.peer.send({ t: "ping", at: performance.now() });
    this.set(line, this.hidden() ? "away" : "open");
  }

  /** One message from a friend's device (already JSON, checked to be Posy's). */
  heard(/** @type {Line} */ line, /** @type {any} */ data) {
    const text = (/** @type {any} */ v, max = 200) => (typeof v === "string" ? v.slice(0, max) : "");
    if (data.t === "hello") {
      line.friend = text(data.name, 40);
      if (!this.game && /^[0-9a-f]{32}$/.test(text(data.game))) this.game = data.game;
      if (this.game) this.greet(line, this.game);
      this.set(line, line.state);
    } else if (data.t === "link" && this.game && text(data.game) === this.game && typeof data.text === "string") {
      this.relay(line, data.text);
      const game = this.game;
      this.run(() => this.host?.receive(game, data.text));
    } else if (data.t === "bye") {
      line.peer.close();
    } else if ((data.t === "away" || data.t === "back") && (line.state === "open" || line.state === "away")) {
      this.set(line, data.t === "away" ? "away" : "open");
    } else if (data.t === "ping") {
      line.peer.send({ t: "pong", at: data.at });
    } else if (data.t === "pong" && typeof data.at === "number") {
      this.timing.rtt = performance.now() - data.at;
    }
  }

  /** The friend's device is here (again): it is sent what it may lack, then what waited. */
  greet(/** @type {Line} */ line, /** @type {string} */ game) {
    this.run(async () => {
      try {
        const text = await this.host?.catchUp(game);
        if (text && line.open) line.peer.send({ t: "link", game, text });
      } finally {
        line.release(game);
      }
    });
  }

  /** A text going out for the first time (false when it went already). */
  first(/** @type {string} */ text) {
    if (this.seen.includes(text)) return false;
    this.seen = [...this.seen.slice(1 - SEEN), text];
    return true;
  }

  /** A friend's message goes on to every other friend's device connected, once. */
  relay(/** @type {Line} */ from, /** @type {string} */ text) {
    if (!this.first(text)) return;
    for (const line of this.lines) if (line !== from) line.link(this.game, text);
  }

  /** Messages are dealt with one at a time, in the order they came. */
  run(/** @type {() => Promise<void> | undefined} */ job) {
    this.queue = this.queue.then(job).catch((error) => {
      console.warn(error);
      this.host?.toast(t("A move from your friend's device could not be applied; it will come again by link."));
    });
    return this.queue;
  }

  /** Whether this page is connected to a friend's device for the game `game`. */
  connected(/** @type {string | null | undefined} */ game) {
    return Boolean(game && game === this.game && this.lines.some((l) => l.open));
  }

  /** The line to the friend's device `device`, if this device paired it for that one. */
  lineFor(/** @type {number} */ device) {
    return this.lines.find((l) => l.device === device) || null;
  }

  /** Send this device's link text to every friend's device connected; false when none is (it goes by link). */
  send(/** @type {string} */ game, /** @type {string} */ text) {
    if (!this.connected(game) || !text) return false;
    this.first(text);
    for (const line of this.lines) line.link(game, text);
    return true;
  }

  /** A message about this page (hidden, shown, closed) to every friend's device. */
  broadcast(/** @type {object} */ message) {
    for (const line of this.lines) if (line.open) line.peer.send(message);
  }

  /** Adopt the game a guest joined (its id was not in the code: a new invitation). */
  adopt(/** @type {string} */ game) {
    if (!this.game) this.game = game;
  }

  /**
   * @param {Line} line
   * @param {LiveState} state
   */
  set(line, state) {
    line.state = state;
    this.dispatchEvent(new Event("change"));
  }

  /**
   * A sentence for whether a friend is here.
   * @param {Line | null} line
   * @param {string} friend the friend's name as this device knows it
   */
  presence(line, friend) {
    const who = line?.friend || friend;
    const state = line?.state;
    if (state === "open") {
      return who
        ? t("{name} is here: moves go across at once.", { name: who })
        : t("Your friend is here: moves go across at once.");
    }
    if (state === "away") {
      return who
        ? t("{name}'s device went to sleep: the game waits, and goes on when it wakes.", { name: who })
        : t("Your friend's device went to sleep: the game waits, and goes on when it wakes.");
    }
    if (state === "closed") {
      return who
        ? t("{name}'s device is no longer connected. Pair again, or go on by link: nothing is lost.", { name: who })
        : t("Your friend's device is no longer connected. Pair again, or go on by link: nothing is lost.");
    }
    return "";
  }

  hangUp() {
    [...this.lines].forEach((l) => this.drop(l));
    this.dispatchEvent(new Event("change"));
  }
}
