import assert from "node:assert/strict";
import { test } from "node:test";
import { capitalise, listNames, plural } from "../../web/board/words.js";

test("plural counts in words", () => {
  assert.equal(plural(1, "point"), "1 point");
  assert.equal(plural(0, "point"), "0 points");
  assert.equal(plural(3, "pip"), "3 pips");
  assert.equal(plural(2, "daisy", "daisies"), "2 daisies");
});

test("listNames joins names the way a sentence does", () => {
  assert.equal(listNames([]), "");
  assert.equal(listNames(["Ann"]), "Ann");
  assert.equal(listNames(["Ann", "Bob"]), "Ann and Bob");
  assert.equal(listNames(["Ann", "Bob", "Cy"]), "Ann, Bob and Cy");
});

test("capitalise", () => assert.equal(capitalise("pink"), "Pink"));
