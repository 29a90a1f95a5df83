// A remote game seen by the game screen as one more engine session. GameView asks its
// engine for "play", "view", "undo", "think"...; for a game with a friend on another
// device those go to the device (posy.remote through the bridge's remote_* calls),
// whose every answer carries the snapshot the renderers draw and the device itself
// (JSON, saved in IndexedDB with the game). Nothing here knows a game's rules. Every
// call carries the page's clock (`now`): the pace and claims are counted on it.
import { t } from "../i18n.js";
import { nowSeconds } from "./pace.js";

/**
 * A device's answer (posy.remote.page, declared in posy.remote.contract as `RemoteGame`) as the
 * game screen draws it: a snapshot, and what the page reads of the device's summary (its fields
 * taken from `RemoteGame`, so that one renamed in Python fails tsc here). Not `RemoteGame` itself:
 * the screen's snapshot is the engine session's shape, which a device's lacks (no session, a
 * record whose moves are in the chain, no view before the deal).
 * @typedef {Pick<import("../contract.js").RemoteGame, "remote" | "device" | "applied" | "send" | "cheat"
 *   | "pace" | "deadline" | "my_deadline" | "can_claim">
 *   & {arriving?: boolean}} RemoteFields `arriving`: a part of a friend's long link came, the others are awaited
 * @typedef {import("../types.js").Snapshot & RemoteFields & {ok: true}} RemoteSnapshot
 */

const NO_TAKE_BACK = () =>
  t("In a game with a friend, a move is taken back only if they agree: use “Ask to take back”.");
const NOT_HERE = () => t("That is not possible in a game with a friend on another device.");

/** @typedef {import("../contract.js").Refusal} Refusal */
/** @typedef {import("../contract.js").Calls} Calls */

/**
 * The game screen's calls that a device answers (a subset of `Calls`, by the same names): each
 * call's request (what the device reads of the screen's, web/types.js SessionCallArgs) and answer.
 * @typedef {object} DeviceCalls
 * @property {{args: import("../types.js").SessionCallArgs<"play">, answer: RemoteSnapshot | Refusal}} play
 * @property {{args: {}, answer: RemoteSnapshot}} view the device's latest position
 * @property {{args: {}, answer: Refusal}} undo
 * @property {{args: {}, answer: Refusal}} redo
 * @property {{args: {}, answer: {ok: true, record: import("../types.js").GameRecord}}} saved_record
 * @property {{args: {}, answer: Calls["remote_think"]["answer"]}} think
 * @property {{args: {}, answer: {ok: true}}} close
 */

/**
 * What the player (or a friend's link) does to the device: a `remote_<name>` call that answers
 * the device as it is after it.
 * @typedef {"play" | "receive" | "offer" | "answer" | "resign" | "claim"} DeviceAction
 */

/**
 * What action `N` sends besides the device and the clock, which `act` adds: `Calls`' arguments.
 * @template {DeviceAction} N
 * @typedef {Omit<Calls[`remote_${N}`]["args"], "device" | "now">} ActArgs
 */

/**
 * A handler per call the device takes.
 * @typedef {{[N in keyof DeviceCalls]: (args: DeviceCalls[N]["args"]) => Promise<DeviceCalls[N]["answer"]>}} Answers
 */

export class RemoteEngine {
  /**
   * @param {import("../engine.js").Engine} engine the real engine
   * @param {RemoteSnapshot} answer the device's latest answer
   */
  constructor(engine, answer, computers = null) {
    this.engine = engine;
    this.catalog = engine.catalog;
    /** the computer seats this device runs (a level each, null for a person): kept with the save */
    this.computers = computers || answer.computers || [];
    this.last = this.mark(answer);
    /** @type {(answer: RemoteSnapshot) => void} what this device made goes to its friends (live, when connected) */
    this.onSend = () => {};
    /** @type {Answers} the device's answer to each call it takes */
    this.answers = {
      play: async ({ move }) => (move ? this.act("play", { move }) : { ok: false, error: NOT_HERE() }),
      view: async () => ({ ...this.last }),
      undo: async () => ({ ok: false, error: NO_TAKE_BACK() }),
      redo: async () => ({ ok: false, error: NO_TAKE_BACK() }),
      saved_record: async () => ({ ok: true, record: this.last.record }),
      think: () => this.think(),
      close: async () => ({ ok: true }),
    };
  }

  /** The device's answer with this device's computer seats in it (the game screen starts
   * their turns as in any game); the device itself does not know them.
   * @template {RemoteSnapshot | Refusal} T
   * @param {T} answer
   * @returns {T} */
  mark(answer) {
    return answer.ok && this.computers.length ? { ...answer, computers: this.computers } : answer;
  }

  get device() {
    return this.last.device;
  }

  /**
   * The device's answer to one action, kept as the latest when it is ok.
   * @template {DeviceAction} N
   * @param {N} name e.g. "play", "offer", "receive"
   * @param {ActArgs<N>} args
   * @returns {Promise<RemoteSnapshot | Refusal>}
   */
  async act(name, args) {
    /** @type {`remote_${N}`} */
    const call = `remote_${name}`;
    // the action's arguments, the device and the clock are the call's (tsc does not recombine an Omit of a generic)
    const request = /** @type {import("../engine.js").CallArgs<`remote_${N}`>} */ ({
      device: this.device,
      now: nowSeconds(),
      ...args,
    });
    // posy.remote.contract's RemoteGame, drawn as the screen's snapshot (RemoteFields)
    const answer = this.mark(/** @type {RemoteSnapshot | Refusal} */ (await this.engine.call(call, request)));
    if (answer.ok && answer.device) this.last = answer;
    if (answer.ok) this.onSend(answer);
    return answer;
  }

  /**
   * A friend's link, applied to this device. `part`: one part of a long link; while the
   * others come, the answer says so (`arriving`: the panel offers nothing to send).
   * @param {string} link
   * @param {boolean} part
   * @returns {Promise<RemoteSnapshot | Refusal>}
   */
  async receive(link, part) {
    const answer = await this.act("receive", { link });
    if (answer.ok && answer.device && part && answer.applied === 0) this.last = { ...answer, arriving: true };
    return answer.ok ? this.last : answer;
  }

  /**
   * Another tab's save of this game (its device, newer than this one's): this engine
   * goes on from there.
   * @param {{remote: string}} save
   * @returns {Promise<RemoteSnapshot | Refusal>}
   */
  async adopt(save) {
    const state = await this.engine.call("remote_state", { device: save.remote, now: nowSeconds() });
    // posy.remote.contract's RemoteGame, drawn as the screen's snapshot (RemoteFields)
    const answer = this.mark(/** @type {RemoteSnapshot | Refusal} */ (state));
    if (answer.ok) this.last = answer;
    return answer;
  }

  /**
   * A computer seat of this device decides on exactly what the device knows
   * (posy.remote.api.think), for as long as its level thinks (the catalog's time_limit).
   */
  think() {
    // only a computer seat thinks: a person's seat (null) has no level
    const level = this.last.current === null ? undefined : (this.computers[this.last.current] ?? undefined);
    const limit = this.catalog?.levels.find((lv) => lv.id === level)?.time_limit;
    return this.engine.call("remote_think", { device: this.device, level, time_limit: limit });
  }

  /**
   * GameView's calls (the same as any engine's, by name: sessionCall): those the device takes
   * (DeviceCalls) it answers, any other it refuses in a sentence.
   * @template {keyof Calls} K
   * @param {K} name
   * @param {import("../types.js").SessionCallArgs<K>} args
   * @returns {Promise<import("../types.js").SessionCallAnswer<K>>}
   */
  async call(name, args) {
    if (!takes(this.answers, name)) return { ok: false, error: NOT_HERE() };
    // `name` is one call of both maps: its handler takes that call's arguments (tsc does not
    // follow one generic name through two maps)
    const answer = /** @type {(args: object) => Promise<import("../types.js").SessionCallAnswer<K>>} */ (
      this.answers[name]
    );
    return answer(args);
  }

  /** @param {number} token */
  cancel(token) {
    this.engine.cancel(token);
  }
}

/**
 * Whether the device takes call `name`.
 * @param {Answers} answers
 * @param {string} name
 * @returns {name is keyof DeviceCalls}
 */
const takes = (answers, name) => Object.hasOwn(answers, name);

/**
 * The game screen's call about its game (GameView.call): the engine's, its session added,
 * or in a game with friends the device's (which has no session).
 * @param {import("../engine.js").Engine | RemoteEngine} engine
 * @param {() => string} sid the engine session, as it is when the call is made
 * @returns {import("../types.js").SessionCall}
 */
export function sessionCall(engine, sid) {
  if (engine instanceof RemoteEngine) return (name, args) => engine.call(name, args);
  // the call's arguments are its screen's (without the session) and the session
  return (name, args) =>
    engine.call(name, /** @type {import("../engine.js").CallArgs<typeof name>} */ ({ sid: sid(), ...args }));
}
