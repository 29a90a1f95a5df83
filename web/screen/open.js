// Opening a game screen (GameView.open): what it needs fetched first (the renderer, its
// stylesheet, the save), the kept board's frame taken over (or taken down) in the same
// task as the first position is drawn, and that position shown (saved first unless there
// is nothing to lose).
// It makes the screen through `make`, so that it needs no import of shell.js.
import * as share from "../share.js";
import * as store from "../store.js";
import { RENDERERS, loadStyle } from "./renderers.js";
import { t } from "../i18n.js";

/**
 * @typedef {object} GameOptions
 * @property {HTMLElement} root
 * @property {string} saveId
 * @property {any} [saved] the save as the caller just read it, or null for a new one (each
 *   spares a read of IndexedDB on the way to the board); left out, it is read here
 * @property {Promise<import("./waking.js").WakingBoard | null>} [waking] the kept board drawn meanwhile
 *   (web/screen/waking.js), whose frame the screen takes over
 * @property {boolean} [embedded] no lobby chrome
 * @property {(type: string, detail: any) => void} [events] "move" and "over" (the embed page forwards them)
 * @property {() => void} [onExit]
 * @property {(next: any) => void} [onRestart]
 * @property {boolean} [replay] open straight into the replay (a finished game from the lobby's Recent games)
 * @property {import("../tutorial/coach.js").Tutorial | null} [tutorial] a guided first game: its coach (web/tutorial/)
 */

/**
 * What a game screen is made of (GameView's constructor takes it).
 * @typedef {{engine: import("../engine.js").Engine | import("../remote/session.js").RemoteEngine,
 *   info: import("../types.js").GameInfo, module: import("../types.js").RendererModule,
 *   answer: import("../types.js").Snapshot, root: HTMLElement, saveId: string, saved: any, embedded: boolean,
 *   events: (type: string, detail: any) => void, onExit: () => void, onRestart?: (next: any) => void,
 *   tutorial?: import("../tutorial/coach.js").Tutorial | null, kept?: import("./frame.js").Frame | null}} ScreenParts
 *   `kept`: the kept board's frame, for the screen to take over (Frame.open)
 */

/**
 * What opening asks of the screen it made.
 * @typedef {object} OpenedScreen
 * @property {import("./state.js").ScreenState} state
 * @property {(answer: import("../types.js").Snapshot, how: {saveFirst: boolean}) => Promise<void>} show
 * @property {{start: () => Promise<void>}} replay
 * @property {{otherTabMoved: () => Promise<void>}} saves
 */

/**
 * Open the game screen of `answer` (the engine's first snapshot of the game).
 * @template {OpenedScreen} V
 * @param {ScreenParts["engine"]} engine a game with friends on other devices has its device's
 * @param {import("../types.js").Snapshot} answer
 * @param {GameOptions} options
 * @param {(parts: ScreenParts) => V} make the screen's constructor
 * @returns {Promise<V>}
 */
export async function openGame(engine, answer, options, make) {
  const { root, saveId, saved: known, waking, embedded = false, replay = false, tutorial = null } = options;
  const info = engine.catalog?.games.find((g) => g.id === answer.game);
  if (!info || !Object.hasOwn(RENDERERS, info.id))
    throw new Error(
      info
        ? t("{game} cannot be played in this version of Posy yet.", { game: t(info.title) })
        : t("This game cannot be played in this version of Posy yet."),
    );
  const renderer = RENDERERS[info.id];
  const [module, saved] = await Promise.all([
    renderer(),
    known === undefined ? store.get(saveId) : known,
    loadStyle(info.id),
  ]);
  // the screen is drawn in a task of its own, not after the answer's and the save's in
  // one long task (a reopened game's main thread: docs/startup.md); then taken over, or
  // replaced, in this task: no empty page is painted between
  await new Promise((resolve) => setTimeout(resolve, 0));
  const kept = (await waking)?.take() ?? null;
  const { events = () => {}, onExit = () => {}, onRestart } = options;
  const parts = { engine, info, module, answer, root, saveId, saved, embedded, events, onExit, onRestart };
  const view = make({ ...parts, tutorial, kept });
  // A board is drawn only once its save is on disk, unless there is nothing to lose:
  // a new game before its first move, or the very position this save already holds.
  const held =
    answer.record.moves.length === 0 || (saved && share.canonical(saved.record) === share.canonical(answer.record));
  view.state.set({ resigned: saved?.resigned ?? null });
  // a replay from the lobby: no final dialog first, and no save (Saves skips a replay)
  if (replay) view.state.set({ replayAt: 0, shownResult: true });
  await view.show(answer, { saveFirst: !held });
  if (replay) await view.replay.start();
  else if (saved) await view.saves.otherTabMoved(); // e.g. a lobby's list read before another tab moved on
  return view;
}
