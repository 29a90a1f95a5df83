// Loads the snapshots tests/web/web_fixtures.py wrote (POSY_FIXTURES) for node --test.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Every position of a game's fixture: [{public, 0, 1, ...}] snapshots by viewer.
 * @param {string} name e.g. "petal-2"
 */
export function positions(name) {
  const dir = process.env.POSY_FIXTURES;
  if (!dir) throw new Error("POSY_FIXTURES is not set: run through tests/web/test_node.py");
  return JSON.parse(readFileSync(join(dir, `${name}.json`), "utf8")).positions;
}

/** The snapshot each deciding seat saw, one per ply, with the ctx the shell passes. */
export function decisions(name) {
  return positions(name)
    .map((views) => views.public.current === null ? null : views[String(views.public.current)])
    .filter(Boolean)
    .map((snap) => ({ snap, ctx: { names: snap.record.names, interactive: true, viewer: snap.viewer, info: { id: snap.game } } }));
}
