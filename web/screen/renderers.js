// The renderers' registry: each game's renderer module and stylesheet, fetched once and
// ahead of need, and the viewer a game's first screen is drawn for.
import { openingViewer as firstViewer } from "./handoff.js";
import { seatsOf } from "./seats.js";
import { h } from "../ui.js";

/** Each game's renderer module, fetched on demand.
 * @type {{[id: string]: () => Promise<import("../types.js").RendererModule>}} */
export const RENDERERS = {
  floriado: () => import("../games/floriado/index.js"),
  petal: () => import("../games/petal/index.js"),
  petals: () => import("../games/petals/index.js"),
  petal_battle: () => import("../games/petal_battle/index.js"),
  anthokyklos: () => import("../games/anthokyklos/index.js"),
};

/**
 * Fetch a game's renderer and stylesheet ahead of need (each loads once), so that its
 * board is drawn the moment the engine answers: while Python boots, not after.
 */
export function prepareRenderer(/** @type {string} */ id) {
  if (typeof id !== "string" || !Object.hasOwn(RENDERERS, id)) return;
  RENDERERS[id]().catch(() => {}); // GameView.open reports a failure
  loadStyle(id);
}

/**
 * The viewer a game's first screen shows, so that the engine's first answer can be
 * drawn as it is: the one person playing computers, everyone's view in a game without
 * secrets, the public view otherwise (a hand-off comes first) and when computers
 * play each other. What GameView.show would otherwise ask the engine for again.
 * @param {import("../types.js").GameInfo} info
 * @param {(string | null)[] | null | undefined} computers
 * @param {number | null | undefined} players
 */
export function openingViewer(info, computers, players) {
  return firstViewer({
    ...seatsOf(computers, players || computers?.length || info.min_players),
    secrets: info.secrets,
  });
}

/** The game's own stylesheet, loaded once; resolves when it applies (or failed). */
export function loadStyle(/** @type {string} */ id) {
  const existing = /** @type {any} */ (document.querySelector(`link[data-game-style="${id}"]`));
  if (existing) return existing.loaded;
  const link = /** @type {any} */ (
    h("link", {
      rel: "stylesheet",
      href: new URL(`../games/${id}/style.css`, import.meta.url).href,
      "data-game-style": id,
    })
  );
  link.loaded = new Promise((resolve) => {
    link.onload = resolve;
    link.onerror = resolve;
  });
  document.head.append(link);
  return link.loaded;
}
