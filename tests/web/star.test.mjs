// The star of live connections (web/remote/live/star.js) with stand-in peers: the
// inviting device relays each friend's message to every other friend connected, in
// the order it came, never back to its sender and never to a closed connection; its
// own messages go to all; a friend connecting (again) is first sent what it lacks (the
// host's catch-up), then what was relayed meanwhile; a text goes out once.
import assert from "node:assert/strict";
import { test } from "node:test";
import { Star } from "../../web/remote/live/star.js";

const GAME = "364f102d142adc015ed9b58284d31418";

/** A connection that records what it is sent, opened and closed by hand. */
class FakePeer extends EventTarget {
  constructor() {
    super();
    this.open = false;
    /** @type {any[]} */
    this.sent = [];
  }
  send(message) {
    if (!this.open) return false;
    this.sent.push(message);
    return true;
  }
  close() {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  }
  connect() {
    this.open = true;
    this.dispatchEvent(new Event("open"));
  }
  hear(data) {
    this.dispatchEvent(new CustomEvent("message", { detail: { posy: "live", ...data } }));
  }
  /** The link texts it was sent, in order. */
  get links() {
    return this.sent.filter((m) => m.t === "link").map((m) => m.text);
  }
}

/** The inviting device (device 0) with a line per friend, and what its host was given. */
function hub(friends = ["Bob", "Carol"], lacks = (game) => `caught-up:${game}`) {
  const star = new Star();
  const applied = [];
  const toasts = [];
  star.host = {
    receive: async (game, text) => void applied.push(text),
    catchUp: async (game) => lacks(game),
    toast: (m) => toasts.push(m),
  };
  const peers = {};
  friends.forEach((name, i) => {
    const peer = new FakePeer();
    star.fresh(peer, GAME, "Ann", i + 1);
    peer.connect();
    peer.hear({ t: "hello", name, game: GAME });
    peers[name] = peer;
  });
  return { star, peers, applied, toasts };
}

const settled = (star) => star.queue.then(() => new Promise((r) => setTimeout(r, 0)));

test("a friend's message goes to every other friend, in order, never back, and is applied here", async () => {
  const { star, peers, applied } = hub(["Bob", "Carol", "Dan"]);
  await settled(star);
  for (const text of ["posy1.b1", "posy1.b2"]) peers.Bob.hear({ t: "link", game: GAME, text });
  peers.Carol.hear({ t: "link", game: GAME, text: "posy1.c1" });
  await settled(star);
  assert.deepEqual(peers.Bob.links, ["caught-up:" + GAME, "posy1.c1"]);
  assert.deepEqual(peers.Carol.links, ["caught-up:" + GAME, "posy1.b1", "posy1.b2"]);
  assert.deepEqual(peers.Dan.links, ["caught-up:" + GAME, "posy1.b1", "posy1.b2", "posy1.c1"]);
  assert.deepEqual(applied, ["posy1.b1", "posy1.b2", "posy1.c1"]);
});

test("this device's own messages go to every friend connected, none to a closed one", async () => {
  const { star, peers } = hub();
  await settled(star);
  peers.Carol.hear({ t: "bye" }); // her page closed
  assert.equal(star.lineFor(2).state, "closed");
  assert.equal(star.presence(star.lineFor(2), "Carol"), "Carol's device is no longer connected. Pair again, or go on by link: nothing is lost.");
  assert.equal(star.send(GAME, "posy1.a1"), true);
  peers.Bob.hear({ t: "link", game: GAME, text: "posy1.b1" });
  await settled(star);
  assert.deepEqual(peers.Bob.links, ["caught-up:" + GAME, "posy1.a1"]);
  assert.deepEqual(peers.Carol.links, ["caught-up:" + GAME]);
  assert.equal(star.connected(GAME), true);
  peers.Bob.close();
  assert.equal(star.connected(GAME), false);
  assert.equal(star.send(GAME, "posy1.a2"), false, "nobody connected: it goes by link");
});

test("a friend pairing again is first sent what it lacks, then what came meanwhile, in order", async () => {
  let held = ["posy1.a1"];
  const { star, peers } = hub(["Bob", "Carol"], () => held.join("+"));
  await settled(star);
  peers.Carol.hear({ t: "bye" });
  peers.Bob.hear({ t: "link", game: GAME, text: "posy1.b1" }); // Carol misses it
  await settled(star);
  held = ["posy1.a1", "posy1.b1"];
  const again = new FakePeer();
  star.fresh(again, GAME, "Ann", 2); // "Pair again" for Carol: her old line goes
  assert.deepEqual(star.lines.map((l) => l.device), [1, 2]);
  again.connect();
  peers.Bob.hear({ t: "link", game: GAME, text: "posy1.b2" }); // before her hello: it waits for the catch-up
  star.send(GAME, "posy1.a2");
  assert.deepEqual(again.links, []);
  again.hear({ t: "hello", name: "Carol", game: GAME });
  await settled(star);
  assert.deepEqual(again.links, ["posy1.a1+posy1.b1", "posy1.b2", "posy1.a2"]);
  assert.equal(star.presence(star.lineFor(2), "Carol"), "Carol is here: moves go across at once.");
  assert.deepEqual(peers.Bob.links, ["posy1.a1", "posy1.a2"], "Bob's catch-up, then Ann's move: nothing of his own comes back");
});

test("a text goes out once: a loop of pairings or a repeated message cannot echo", async () => {
  const { star, peers } = hub();
  await settled(star);
  peers.Bob.hear({ t: "link", game: GAME, text: "posy1.b1" });
  peers.Carol.hear({ t: "link", game: GAME, text: "posy1.b1" }); // the same text back (a loop)
  peers.Bob.hear({ t: "link", game: GAME, text: "posy1.b1" }); // or sent twice
  await settled(star);
  assert.deepEqual(peers.Carol.links, ["caught-up:" + GAME, "posy1.b1"]);
  assert.deepEqual(peers.Bob.links, ["caught-up:" + GAME]);
});

test("messages of another game, or not links, are neither relayed nor applied", async () => {
  const { star, peers, applied } = hub();
  await settled(star);
  peers.Bob.hear({ t: "link", game: "0".repeat(32), text: "posy1.x" });
  peers.Bob.hear({ t: "link", game: GAME, text: 42 });
  peers.Bob.hear({ t: "away" });
  await settled(star);
  assert.deepEqual(peers.Carol.links, ["caught-up:" + GAME]);
  assert.deepEqual(applied, []);
  assert.equal(star.presence(star.lineFor(1), "Bob"), "Bob's device went to sleep: the game waits, and goes on when it wakes.");
});

test("two devices: one line, as before; a new game's pairing replaces the old one", async () => {
  const star = new Star();
  star.host = { receive: async () => {}, catchUp: async () => null, toast: () => {} };
  const first = new FakePeer();
  star.fresh(first, GAME, "Ann");
  first.connect();
  assert.deepEqual(first.sent.map((m) => m.t), ["hello", "ping"]);
  first.hear({ t: "hello", name: "Bob", game: GAME });
  await settled(star);
  assert.equal(star.friend, "Bob");
  assert.equal(star.state, "open");
  star.send(GAME, "posy1.a1");
  star.send(GAME, "posy1.a1"); // the same text twice in a row goes once
  assert.deepEqual(first.links, ["posy1.a1"]);
  const other = new FakePeer();
  star.fresh(other, "f".repeat(32), "Ann");
  assert.equal(first.open, false);
  assert.deepEqual(star.lines.length, 1);
  assert.equal(star.state, "idle");
});
