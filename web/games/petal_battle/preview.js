// Petal Battle's previews (issue 25): a target that plays a move says after its own
// words what the engine's coach_preview says that move does (where a bumped piece
// goes, where the mover ends up, whether it wins), asked once per position.

/** @typedef {import("./model.js").Shown} Shown */

/**
 * ". Bumps White's small on petal 2 to petal 3; …" for a target playing `act.play`,
 * or "" (no preview yet, or not a legal move: a probe the engine will refuse).
 * @param {Shown} st
 * @param {{play?: any} | {select?: any} | null} act
 */
export function previewWords(st, act) {
  const list = st.previews;
  if (!list || !act || !("play" in act)) return "";
  const key = JSON.stringify(act.play);
  const index = st.snap.moves.findIndex((m) => JSON.stringify(m) === key);
  const text = index < 0 ? null : list[index]?.text;
  return text ? `. ${text}` : "";
}
