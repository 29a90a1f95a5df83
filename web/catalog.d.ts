// web/catalog.js is written by build.py from posy itself (posy.play_api.catalog()).
import type { GameInfo } from "./types.js";

/** A computer level (posy.ai.describe_levels), weakest first. */
export interface Level {
  id: string;
  label: string;
  sentence: string;
  /** searches on every core the device spares (Expert) */
  all_cores: boolean;
  /** how long it thinks on a move, in seconds (posy.ai.levels) */
  time_limit: number;
  /** by "game/players": how it fares against weaker players, in a sentence */
  strength: Record<string, string>;
}

/** A language the page offers (posy.core.i18n.OFFERED): its tag and its name in itself. */
export interface Language {
  tag: string;
  name: string;
}

export const CATALOG: { games: GameInfo[]; levels: Level[]; languages: Language[] };
/** each module imported on demand (a path from web/) and its static graph */
export const LAZY_GRAPHS: Record<string, string[]>;
