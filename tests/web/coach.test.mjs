// The coach's words on the final screen (web/screen/coach.js), and the hint counts in
// a share link (web/share.js): they travel inside the checksummed record, so a link
// whose count was changed is refused, and a link from before counts opens as none used.
import assert from "node:assert/strict";
import { test } from "node:test";
import { hintsText } from "../../web/screen/coach.js";
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
