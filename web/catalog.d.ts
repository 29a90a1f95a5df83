// web/catalog.js is written by build.py from posy itself (posy.bridge.catalog()).
import type { GameInfo } from "./types.js";

export const CATALOG: { games: GameInfo[]; [key: string]: any };
export const RENDERER_MODULES: Record<string, string[]>;
