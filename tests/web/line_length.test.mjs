// No line of web/'s JavaScript is longer than 120 characters (as Python's are held to
// 110 by ruff): a newcomer reads a module without scrolling sideways, and a diff shows
// what changed. web/catalog.js is written by build.py and not checked in.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), "../../web");
export const MOST = 120;

/** Every .js file under `dir`. @param {string} dir @returns {string[]} */
function scripts(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return scripts(path);
    return d.name.endsWith(".js") ? [path] : [];
  });
}

/** The lines of `text` longer than MOST characters, as "line: length". @param {string} text */
export function longLines(text) {
  return text.split("\n").flatMap((line, i) => ([...line].length > MOST ? [`${i + 1}: ${[...line].length}`] : []));
}

test("the check finds a long line, and counts characters, not bytes", () => {
  assert.deepEqual(longLines(`short\n${"x".repeat(MOST + 1)}\n${"x".repeat(MOST)}`), [`2: ${MOST + 1}`]);
  assert.deepEqual(longLines("é".repeat(MOST)), []);
});

test(`no line of web/**/*.js is longer than ${MOST} characters`, () => {
  const files = scripts(WEB);
  assert.ok(files.length > 50, "web/'s modules were found");
  const long = files.flatMap((file) => longLines(readFileSync(file, "utf8")).map((at) => `web/${relative(WEB, file)}:${at}`));
  assert.deepEqual(long, [], `lines over ${MOST} characters:\n${long.join("\n")}`);
});
