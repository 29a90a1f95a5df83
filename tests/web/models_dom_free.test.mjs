// Every game's model (web/games/<id>/model*.js) and all it imports touch no DOM
// (web/games/README.md): the static import graph from each model is read, and no
// module in it may import web/ui.js (the element builders) or name the page's globals.
// Without this, a model importing a drawing module would still pass the Node tests,
// since building nodes only fails when it is called.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), "../../web");
const GAMES = join(WEB, "games");
const DOM = /\b(document|window|requestAnimationFrame|HTMLElement|SVGElement|localStorage|navigator)\b/;
const BUILDERS = [join(WEB, "ui.js")];
// The page's catalogue (web/i18n.js) is what a model writes its words with: t() and nt() are
// pure; its reads of the page (the stored choice, the address, <html lang>) are in functions
// only the page's start and menus call, each guarded for a Node run.
const CATALOGUE = join(WEB, "i18n.js");

/** A module's code without its comments (JSDoc types may name DOM types). */
const code = (file) => readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

/** The modules `file` imports at run time (static imports and re-exports). */
function imports(file) {
  const found = [];
  for (const m of code(file).matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/gm)) {
    found.push(resolve(dirname(file), m[1]));
  }
  return found;
}

/** Every module reached from `start`, with the chain that reaches it. */
function graph(start) {
  const seen = new Map([[start, [start]]]);
  const todo = [start];
  while (todo.length) {
    const file = todo.pop();
    for (const next of imports(file)) {
      if (seen.has(next)) continue;
      seen.set(next, [...seen.get(file), next]);
      todo.push(next);
    }
  }
  return seen;
}

const models = readdirSync(GAMES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(GAMES, d.name)).filter((f) => /^model(-.+)?\.js$/.test(f)).map((f) => join(GAMES, d.name, f)));

test("every game has a model", () => {
  const games = new Set(models.map((f) => relative(GAMES, f).split("/")[0]));
  assert.deepEqual([...games].sort(), ["anthokyklos", "floriado", "petal", "petal_battle", "petals"]);
});

for (const model of models) {
  test(`${relative(WEB, model)} reaches no DOM`, () => {
    for (const [file, chain] of graph(model)) {
      const how = chain.map((f) => relative(WEB, f)).join(" -> ");
      assert.ok(!BUILDERS.includes(file), `${how} builds elements`);
      const hit = file === CATALOGUE ? null : code(file).match(DOM);
      assert.equal(hit, null, `${how} names ${hit?.[0]}`);
    }
  });
}

test("the check finds a DOM module reached from a model", () => {
  // the drawing side of Petals reaches web/ui.js: the check must say so
  const reached = graph(join(GAMES, "petals", "draw.js"));
  assert.ok(reached.has(join(WEB, "ui.js")));
});
