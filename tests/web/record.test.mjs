// The player's record (web/lobby/record.js) and resigning (web/screen/ending.js): pure
// logic, on hand-made results and on an engine-made snapshot.
import assert from "node:assert/strict";
import { test } from "node:test";
import { opponentOf, outcomeOf, resultWords, tally } from "../../web/lobby/record.js";
import { resignOffer, resignedSnap, resigner } from "../../web/screen/ending.js";
import { replayLine } from "../../web/screen/replay.js";
import { positions } from "./fixtures.mjs";

/** A finished game: Ann (seat 0, here) against Bob at `level`, won by `winners`. */
const result = (game, level, winners, extra = {}) => ({
  game, at: 0, names: ["Ann", "Bob"], levels: [null, level], here: [0], winners, scores: [0, 0], reason: null, remote: false, ...extra,
});

test("who the people here played, and how it went for them", () => {
  assert.equal(opponentOf(result("petal", "hard", [0])), "hard");
  assert.equal(opponentOf(result("petal", null, [0], { here: [0, 1] })), "people");
  assert.equal(opponentOf(result("petal", null, [1], { here: [0], remote: true })), "friend");
  assert.equal(outcomeOf(result("petal", "easy", [0])), "won");
  assert.equal(outcomeOf(result("petal", "easy", [1])), "lost");
  assert.equal(outcomeOf(result("petal", "easy", [0, 1])), "draw");
  assert.equal(outcomeOf(result("petal", null, [0], { here: [0, 1] })), null, "pass-and-play has no 'you'");
  assert.equal(outcomeOf(result("petal", null, [], { remote: true })), "void", "a game voided on a cheat");
});

test("a game with a friend voided on a cheat counts as played and void, never won", () => {
  const reason = "Bob's device played a card it did not hold, at trick 2 of round 1. The game is void.";
  const results = { a: result("petals", null, [], { remote: true, reason }), b: result("petals", null, [0], { remote: true }) };
  assert.deepEqual(tally(results, ["petals"], ["friend"]), [{ game: "petals", opponent: "friend", played: 2, won: 1, voided: 1 }]);
  assert.equal(resultWords(results.a, (lv) => lv), `Void, against Bob. ${reason}`);
});

test("the tally: played and won per game and opponent, in lobby order", () => {
  const results = {
    a: result("petals", "easy", [0]),
    b: result("petal", "hard", [1]),
    c: result("petal", "hard", [0]),
    d: result("petal", "easy", [0, 1]), // a draw is played, not won
    e: result("petal", null, [1], { here: [0, 1] }),
    f: result("petal", "hard", [0], { reason: "Bob resigned." }),
    g: result("petal", "easy", [0], { levels: ["easy", "easy"], here: [] }), // watched, not played
  };
  const rows = tally(results, ["floriado", "petal", "petals"], ["people", "easy", "hard", "friend"]);
  assert.deepEqual(rows, [
    { game: "petal", opponent: "people", played: 1, won: null, voided: 0 },
    { game: "petal", opponent: "easy", played: 1, won: 0, voided: 0 },
    { game: "petal", opponent: "hard", played: 3, won: 2, voided: 0 },
    { game: "petals", opponent: "easy", played: 1, won: 1, voided: 0 },
  ]);
  assert.deepEqual(tally({}, ["petal"], ["easy"]), []);
});

test("a finished game in words, with the computer's level and how it ended", () => {
  const level = (id) => id[0].toUpperCase() + id.slice(1);
  const resigned = result("petal", "medium", [1], { reason: "Ann resigned." });
  assert.equal(resultWords(resigned, level, { resigned: true }), "You lost to Bob (computer, Medium). Ann resigned.");
  // who resigned is kept as a seat, and said in the language of the moment, not the one it ended in
  const noted = result("petal", "medium", [1], { reason: "Ann a abandonné.", resigned: 0 });
  assert.equal(resultWords(noted, level, { resigned: true }), "You lost to Bob (computer, Medium). Ann resigned.");
  assert.equal(resultWords(result("petal", null, [1], { here: [0, 1], scores: null }), level), "Bob won");
});

test("issue 44: Recent games shows the score where the rules' end sentence was", () => {
  const level = (id) => id[0].toUpperCase() + id.slice(1);
  const reason = "Neither player can pick any more flowers: the game ends.";
  const won = result("floriado", "medium", [0], { scores: [32, 8], reason });
  assert.equal(resultWords(won, level), "You won 32–8 against Bob (computer, Medium)");
  const lost = result("floriado", "easy", [1], { scores: [30, 41], reason, here: [0] });
  assert.equal(resultWords(lost, level), "You lost 30–41 to Bob (computer, Easy)");
  const second = result("petal", "hard", [0], { scores: [12, 20], here: [1], levels: ["hard", null] });
  assert.equal(resultWords(second, level), "You lost 20–12 to Ann (computer, Hard)", "the person here's score first");
  assert.equal(resultWords(result("petal", "easy", [0, 1], { scores: [9, 9] }), level), "A draw with Bob (computer, Easy), 9–9");
  const together = result("petal", null, [1], { here: [0, 1], scores: [5, 7], reason });
  assert.equal(resultWords(together, level), "Bob won: Ann 5, Bob 7");
  const three = { ...result("anthokyklos", "easy", [0], { reason }), names: ["Ann", "Bob", "Cy"],
    levels: [null, "easy", "easy"], scores: [30, 20, 10] };
  assert.equal(resultWords(three, level), "You won against Bob (computer, Easy), Cy (computer, Easy): Ann 30, Bob 20, Cy 10");
  for (const words of [won, lost, together, three].map((r) => resultWords(r, level))) assert.ok(!words.includes(reason));
});

test("resigning: who resigns, and the position as a finished game", () => {
  const snap = positions("floriado-2")[4].public;
  const names = snap.record.names;
  assert.equal(resigner(snap, [0, 1]), snap.current, "the person to move, in pass-and-play");
  assert.equal(resigner({ ...snap, current: 1 }, [0]), 0, "the person here while the computer thinks");
  assert.equal(resigner(snap, []), null, "nobody here plays");
  assert.equal(resigner({ ...snap, over: true }, [0]), null);
  const seat = snap.current;
  const ended = resignedSnap(snap, seat, names);
  assert.equal(ended.over, true);
  assert.equal(ended.current, null);
  assert.deepEqual(ended.moves, []);
  assert.equal(ended.can_undo, false);
  assert.deepEqual(ended.winners, [1 - seat]);
  assert.equal(ended.end_reason, `${names[seat]} resigned.`);
  assert.equal(resignedSnap({ ...snap, ply: snap.ply - 1 }, seat, names).over, false, "a replay's earlier position is as it was");
  assert.equal(resignedSnap(snap, null, names), snap);
  assert.deepEqual(resignOffer(snap, [0, 1], names), { seat, words: `${names[seat]} resigns. Game over: ${names[1 - seat]} wins.` });
  // the replay's last position says who resigned, which no move of the log does
  assert.equal(replayLine(ended, names), `Move ${snap.ply} of ${snap.plies}: ${snap.log.at(-1).replace(/\.$/, "")}. ${names[seat]} resigned.`);
});
