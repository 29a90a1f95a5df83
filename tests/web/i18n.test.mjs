// web/i18n.js: which language a page speaks, and how a message is filled and a count's
// form picked (issue 45). The catalogues themselves: tests/engine/test_catalogues.py.
import assert from "node:assert/strict";
import { test } from "node:test";
import { formatList, formatNumber, language, negotiate, nt, PSEUDO, pt, setCatalogue, t } from "../../web/i18n.js";

const OFFERED = ["en", "fr", "de", "ja"];

test("the address's language, then the stored choice, then the browser's, then English", () => {
  assert.equal(negotiate({ offered: OFFERED, asked: "de", stored: "fr", browser: ["ja"] }), "de");
  assert.equal(negotiate({ offered: OFFERED, asked: "pt-BR", stored: "fr", browser: ["ja"] }), "fr");
  assert.equal(negotiate({ offered: OFFERED, stored: "xx", browser: ["pt-BR", "fr-CA", "de"] }), "fr");
  assert.equal(negotiate({ offered: OFFERED, browser: ["ja-JP"] }), "ja");
  assert.equal(negotiate({ offered: OFFERED, browser: ["es-ES", "nl"] }), "en", "not offered: English");
  assert.equal(negotiate({ offered: ["en"], asked: PSEUDO }), PSEUDO, "the tests' pseudo-language");
});

test("English is the messages as written, their placeholders filled", () => {
  setCatalogue("en", { messages: {}, forms: { one: 0, other: 1 } });
  assert.equal(t("Pass to {name}", { name: "Bob" }), "Pass to Bob");
  assert.equal(t("Braces {{kept}} and {missing}"), "Braces {kept} and {missing}");
  assert.equal(nt("{n} point", "{n} points", 1), "1 point");
  assert.equal(nt("{n} point", "{n} points", 1200), "1,200 points");
  assert.equal(formatList(["a", "b", "c"]), "a, b, and c");
});

test("a catalogue's translation, its plural forms picked by the language's CLDR rules", () => {
  setCatalogue("fr", {
    messages: {
      "Pass to {name}": "Passez à {name}",
      "{n} point\u0000{n} points": ["{n} point", "{n} points"],
      "button\u0004Play": "Jouer",
      "Untranslated yet": "",
    },
    forms: { one: 0, other: 1 },
  });
  assert.equal(language(), "fr");
  assert.equal(t("Pass to {name}", { name: "Zoé" }), "Passez à Zoé");
  assert.equal(nt("{n} point", "{n} points", 0), "0 point", "French: 0 takes the singular");
  assert.equal(nt("{n} point", "{n} points", 1), "1 point");
  assert.equal(nt("{n} point", "{n} points", 2), "2 points");
  assert.equal(nt("{n} point", "{n} points", 1_000_000), "1\u202f000\u202f000 points", "CLDR's many: the last form");
  assert.equal(pt("button", "Play"), "Jouer");
  assert.equal(t("Untranslated yet"), "Untranslated yet", "an empty translation is English");
  assert.equal(formatNumber(1234), "1\u202f234");
  setCatalogue("ja", { messages: { "{n} point\u0000{n} points": ["{n}点"] }, forms: { other: 0 } });
  assert.equal(nt("{n} point", "{n} points", 1), "1点");
  assert.equal(formatList(["a", "b", "c"]), "a、b、c");
  setCatalogue("en", { messages: {}, forms: { one: 0, other: 1 } });
  // the formatters are kept per language: back in English, English numbers and lists again
  assert.equal(formatNumber(1234), "1,234");
  assert.equal(formatList(["a", "b", "c"]), "a, b, and c");
});
