// web/catalog.js is written by build.py from posy itself (posy.play_api.catalog()).
import type { GameInfo } from "./types.js";

export const CATALOG: { games: GameInfo[]; [key: string]: any };
/** each module imported on demand (a path from web/) and its static graph */
export const LAZY_GRAPHS: Record<string, string[]>;
