// A game's pace with friends (web/remote/pace.js): the durations in words, and the time
// left to answer as a device's summary and the clock say (with the claim once it is up).
import assert from "node:assert/strict";
import { test } from "node:test";
import { DEFAULT_PACE, LINK_PACES, LIVE_PACES, isPace, paceWords, timeLeft, timeWords } from "../../web/remote/pace.js";

test("the paces offered are the ones the engine accepts (posy.remote.clock)", () => {
  assert.deepEqual(LINK_PACES.map((p) => p.seconds), [0, 86400, 259200, 604800]);
  assert.deepEqual(LIVE_PACES.map((p) => p.seconds), [120, 300, 900]);
  assert.ok(isPace(DEFAULT_PACE) && isPace(0) && !isPace(60) && !isPace("300"));
  assert.equal(paceWords(259200), "3 days a move");
  assert.equal(paceWords(0), "No time limit");
});

test("a duration in words, to the unit that still matters", () => {
  assert.equal(timeWords(2 * 86400 + 4 * 3600 + 59), "2 days 4 hours");
  assert.equal(timeWords(86400), "1 day");
  assert.equal(timeWords(3 * 3600 + 20 * 60 + 5), "3 hours 20 minutes");
  assert.equal(timeWords(12 * 60 + 30), "12 minutes");
  assert.equal(timeWords(4 * 60 + 10), "4 minutes 10 seconds");
  assert.equal(timeWords(60), "1 minute");
  assert.equal(timeWords(40.2), "41 seconds");
  assert.equal(timeWords(-5), "0 seconds");
});

test("the time left: the friend's while waiting, this device's on its turn, none once over", () => {
  const now = 1_000_000;
  const waiting = { deadline: now + 2 * 3600, to: ["Bob"] };
  assert.deepEqual(timeLeft(waiting, now), { text: "Bob has 2 hours to answer.", claimable: false, urgent: false, next: 60 });
  assert.equal(timeLeft({ ...waiting, to: ["Bob", "Carol"] }, now).text, "2 hours left for the next answer.");
  const late = timeLeft(waiting, now + 2 * 3600);
  assert.equal(late.claimable, true);
  assert.equal(late.text, "Bob's time to answer is up: you may claim the game.");
  assert.equal(timeLeft({ ...waiting, can_claim: true }, now).claimable, true, "the engine said so");
  const mine = timeLeft({ deadline: null, my_deadline: now + 90, to: ["Bob"] }, now);
  assert.deepEqual(mine, { text: "You have 1 minute 30 seconds to answer.", claimable: false, urgent: false, next: 1 });
  assert.equal(timeLeft({ deadline: null, my_deadline: now - 1, to: ["Bob"] }, now).text, "Your time to answer is up: Bob may claim the game.");
  assert.equal(timeLeft({ deadline: null, to: ["Bob"] }, now), null, "no pace");
  assert.equal(timeLeft({ ...waiting, result: { fair: true, kind: "forfeit", text: "…" } }, now), null);
});
