// The coach's words on the final screen (web/screen/coach.js), the hint counts in a
// share link (web/share.js: inside the checksummed record, so a link whose count was
// changed is refused, and a link from before counts opens as none used), and the
// previews' words on Petals' + spots and Anthokyklos' help line.
import assert from "node:assert/strict";
import { test } from "node:test";
import { hintsText, IdleReview } from "../../web/screen/coach.js";
import { checksum, fromLink, toLink } from "../../web/share.js";

const BASE = "https://example.org/posy/";
const record = { game: "petal", version: 1, players: 2, seed: 5, options: {}, moves: [], names: ["Ann", "Bob"] };

test("the final screen says who used how many hints", () => {
  assert.equal(hintsText({ hints: [2, 0] }, ["Ann", "Bob"]), "Ann used 2 hints.");
  assert.equal(hintsText({ hints: [1, 3] }, ["Ann", "Bob"]), "Ann used 1 hint and Bob used 3 hints.");
  assert.equal(hintsText({ hints_off: true }, ["Ann", "Bob"]), "Played without hints.");
  assert.equal(hintsText({}, ["Ann", "Bob"]), null); // none used: nothing to say
});

test("a share link carries the hint counts inside its checksum", async () => {
  const link = await toLink({ ...record, hints: [2, 0] }, BASE);
  assert.deepEqual((await fromLink(new URL(link).hash)).hints, [2, 0]);
  // a link whose count was lowered after it was made: its checksum no longer matches
  const json = JSON.stringify({ record: { ...record, hints: [0, 0] }, check: checksum({ ...record, hints: [2, 0] }) });
  const bytes = new Uint8Array(await new Response(new Blob([json]).stream().pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer());
  const forged = btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
  await assert.rejects(fromLink(`#game=${forged}`), /checksum does not match/);
});

test("a link made before hints were counted opens as before", async () => {
  const link = await toLink(record, BASE);
  const opened = await fromLink(new URL(link).hash);
  assert.deepEqual(opened, record);
  assert.equal(hintsText(opened, opened.names), null);
});

test("a Petals + spot writes its change of the count, and a flower set to 0 is told", async () => {
  const { placePreview } = await import("../../web/games/petals/model-preview.js");
  const moves = [{ type: "place", col: 0, cell: 0 }, { type: "place", col: 2, cell: 2 }];
  const previews = [
    { gain: 4, zeroed: [], text: "Sweet Pea in the bottom row, left column: your bouquet counts 13 (+4)." },
    { gain: -5, zeroed: [{ cell: 1, card: "Orchid", by: "Jade Vine", base: 13 }], text: "…; Jade Vine sets Orchid to 0 (base 13)." },
  ];
  const state = /** @type {any} */ ({ snap: { moves }, previews });
  assert.deepEqual(placePreview(state, 0), { delta: "+4", loss: false, zeroes: false, text: previews[0].text });
  assert.deepEqual(placePreview(state, 2), { delta: "−5", loss: true, zeroes: true, text: previews[1].text });
  assert.equal(placePreview(state, 1), null); // not a + spot
  assert.equal(placePreview({ ...state, previews: null }, 0), null); // not asked yet
});

test("an Anthokyklos tile names the spaces where it completes a card, each card once", async () => {
  const { tileSummary } = await import("../../web/games/anthokyklos/preview.js");
  const moves = [{ type: "place", tile: 1, space: 4 }, { type: "place", tile: 1, space: 5 }, { type: "place", tile: 2, space: 6 }];
  const iris = { name: "Iris", points: 3 };
  const previews = [
    { completes: [iris], within_one: [], text: "A red tile on the place of space 4 completes “Iris” (3 points)." },
    { completes: [iris], within_one: [], text: "A red tile on the place of space 5 completes “Iris” (3 points)." },
    { completes: [], within_one: [iris], text: "A blue tile on the place of space 6 brings “Iris” within one tile." },
  ];
  const spaces = Array.from({ length: 45 }, (_, id) => ({ where: `the place of space ${id}` }));
  const state = /** @type {any} */ ({ snap: { moves, view: { spaces } }, previews });
  assert.equal(
    tileSummary(state, 1),
    "Completes “Iris” (3 points) on the place of space 4 or the place of space 5 (marked ★).",
  );
  assert.equal(tileSummary(state, 2), "No space completes a Pattern card; 1 brings one within one tile.");
});

test("the review goes on while a person thinks, and stops as soon as the screen is busy", async () => {
  /** @type {string[]} */
  const calls = [];
  let left = 3;
  /** @type {IdleReview} */
  let idle;
  const call = async (/** @type {string} */ name, /** @type {any} */ args) => {
    calls.push(`${name} ${args.slice_ms}`);
    left -= 1;
    if (left === 1) idle.poke(false, 7); // the person moved: the slice under way ends, no other starts
    return { ok: true, left };
  };
  idle = new IdleReview(call, async () => {});
  idle.poke(true, 6);
  await new Promise((done) => setTimeout(done, 10));
  assert.deepEqual(calls, ["coach_review_idle 100", "coach_review_idle 100"]);
  idle.poke(true, 8); // the person's turn again: on to the end
  await new Promise((done) => setTimeout(done, 10));
  assert.equal(calls.length, 3);
  idle.poke(true, 8); // drawn again at the same ply: every decision made is reviewed, no call
  await new Promise((done) => setTimeout(done, 10));
  assert.equal(calls.length, 3);
  idle.poke(false, 9);
  idle.stop();
  assert.equal(idle.idle, false);
});

test("no slice of the review starts while the page waits for the engine (a hint)", async () => {
  let calls = 0;
  const tick = () => new Promise((done) => setTimeout(done, 0));
  const idle = new IdleReview(async () => ({ ok: true, left: 5 - ++calls }), tick);
  /** @type {(value: string) => void} */
  let answer = () => {};
  const hint = idle.hold(new Promise((done) => (answer = done)));
  idle.poke(true, 4);
  await new Promise((done) => setTimeout(done, 20));
  assert.equal(calls, 0);
  answer("the hint");
  assert.equal(await hint, "the hint"); // passed through as it was
  while (idle.running) await new Promise((done) => setTimeout(done, 5)); // then on to the end, no other drawing
  assert.equal(calls, 5);
});
