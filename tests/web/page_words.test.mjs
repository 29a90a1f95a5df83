// The page's own sentences in another language (issue 45): the lobby's record, the game
// screen's status and final lines, the replay's and the coach's, each a whole catalogue
// message with its placeholders filled, and a list of names joined as the language joins
// them; English stays as it always read.
import assert from "node:assert/strict";
import { test } from "node:test";
import { setCatalogue } from "../../web/i18n.js";
import { listNames } from "../../web/board/words.js";
import { resultWords } from "../../web/lobby/record.js";
import { hintsText } from "../../web/screen/coach.js";
import { statusLine } from "../../web/screen/frame.js";
import { replayLine } from "../../web/screen/replay.js";
import { resultText } from "../../web/screen/result.js";

const FRENCH = {
  forms: { one: 0, many: 1, other: 1 },
  messages: {
    "You won {score} against {who}": "Vous avez gagné {score} contre {who}",
    "{name} (computer, {level})": "{name} (ordinateur, {level})",
    "Game over: {names} wins\u0000Game over: {names} win": ["Partie finie : {names} gagne", "Partie finie : {names} gagnent"],
    "{name} to play": "À {name} de jouer",
    "Move {ply} of {plies}: {move}": "Coup {ply} sur {plies} : {move}",
    "{name} used {n} hint\u0000{name} used {n} hints": ["{name} a utilisé {n} indice", "{name} a utilisé {n} indices"],
    "{clause}.": "{clause}.",
  },
};

const ann = { game: "petal", at: 0, names: ["Ann", "Bob"], levels: [null, "hard"], here: [0], winners: [0],
  scores: [32, 8], reason: null, remote: false };
const snap = (extra) => ({ ok: true, over: false, current: 1, winners: [], log: ["Ann picks 7."], ply: 1, plies: 3,
  status_note: null, result: null, ...extra });
const now = { names: ["Ann", "Bob"], replaying: false, automatic: null, own: () => null };

test("in English, the sentences as they always read", () => {
  setCatalogue("en", { messages: {}, forms: { one: 0, other: 1 } });
  assert.equal(resultWords(ann, () => "Hard"), "You won 32–8 against Bob (computer, Hard)");
  assert.equal(resultText(snap({ over: true, winners: [0, 1] }), ["Ann", "Bob", "Cy"]), "Game over: Ann and Bob win");
  assert.equal(statusLine(snap({}), now), "Bob to play");
  assert.equal(listNames(["Ann", "Bob", "Cy"]), "Ann, Bob and Cy");
  assert.equal(hintsText({ hints: [2, 1] }, ["Ann", "Bob"]), "Ann used 2 hints and Bob used 1 hint.");
});

test("in another language, whole messages of its catalogue, counts in its forms, lists its way", () => {
  setCatalogue("fr", FRENCH);
  try {
    assert.equal(resultWords(ann, () => "Difficile"), "Vous avez gagné 32–8 contre Bob (ordinateur, Difficile)");
    assert.equal(resultText(snap({ over: true, winners: [0] }), ["Ann", "Bob"]), "Partie finie : Ann gagne");
    assert.equal(
      resultText(snap({ over: true, winners: [0, 1] }), ["Ann", "Bob", "Cy"]),
      "Partie finie : Ann et Bob gagnent",
    );
    assert.equal(statusLine(snap({}), now), "À Bob de jouer");
    assert.equal(replayLine(snap({}), ["Ann", "Bob"]), "Coup 1 sur 3 : Ann picks 7.");
    assert.equal(listNames(["Ann", "Bob", "Cy"]), "Ann, Bob et Cy");
    assert.equal(hintsText({ hints: [2, 1] }, ["Ann", "Bob"]), "Ann a utilisé 2 indices. Bob a utilisé 1 indice.");
  } finally {
    setCatalogue("en", { messages: {}, forms: { one: 0, other: 1 } });
  }
});
