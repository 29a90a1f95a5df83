// The shapes that cross module boundaries, as JSDoc types for `tsc --checkJs`
// (no build step: the page loads these files as they are). Nothing here runs.
//
// A renderer is chessground's model: it receives the engine's snapshot whole each
// turn, draws it, and reports the move the player chose through `hooks.play`; it
// never decides legality.

/** A move: a small JSON-able dict with a "type" key, as the engine lists it. */
/** @typedef {import("./contract.js").MoveByGame[import("./contract.js").GameId]} Move */

/** What a game's `view(viewer)` returns: its own shape per game (web/contract.d.ts, written by
 * tools/contract.py from the engine's TypedDicts); a renderer reads its own game's. */
/** @typedef {import("./contract.js").ViewByGame[import("./contract.js").GameId]} View */

/** A game record: the save format, the undo mechanism and the share link. */
/**
 * @typedef {object} GameRecord
 * @property {string} game
 * @property {number} version
 * @property {number} players
 * @property {number} seed
 * @property {{[name: string]: any}} options
 * @property {Move[]} moves
 * @property {string[]} names
 * @property {string} [check]
 * @property {boolean} [unchecked] opened without a checksum: it may have been edited
 * @property {number[]} [hints] per seat, the hints used (posy.coach); absent when none was
 * @property {boolean} [hints_off] set up to be played without hints
 * @property {(string | null)[]} [computers] a level per computer seat, null per person
 */

/** How a game with friends on other devices ended (posy.remote.contract's RemoteResult). */
/** @typedef {import("./contract.js").RemoteResult} RemoteResult */

/**
 * The bridge's answer for one position, as the page draws it: the engine's snapshot
 * (`posy.sessions.Snapshot`, generated into web/contract.d.ts, so that a field renamed in
 * Python fails tsc here) and what the page adds to it (PageFields). Its session is optional: a game
 * with friends' snapshot is its device's answer (web/remote/session.js RemoteSnapshot), which has none.
 * @typedef {Omit<EngineSnapshot, "sid"> & Partial<Pick<EngineSnapshot, "sid">> & PageFields} Snapshot
 * @typedef {import("./contract.js").Snapshot} EngineSnapshot
 */

/**
 * What the page adds to the engine's snapshot.
 * @typedef {object} PageFields
 * @property {number} [resigned] the seat that resigned (web/screen/ending.js), not the engine's
 * @property {boolean} [remote] a game with friends on other devices (web/remote/): the
 *   fields below come from its device (posy.remote.api's summary)
 * @property {string} [device] the device, JSON text, saved with the game
 * @property {number[]} [my_seats] the seats this device decides
 * @property {string} [status] where the game with friends stands, in a sentence
 * @property {boolean} [my_turn]
 * @property {RemoteResult | null} [result] how a game with friends ended: "cheat" voids it, "forfeit": a
 *   device stopped answering and the game was claimed from it
 */

/**
 * A snapshot of one game, with that game's view and moves: the shell hands a renderer
 * its own game's snapshots (each game's `viewOf`, `receive`).
 * @template {import("./contract.js").GameId} G
 * @typedef {Omit<Snapshot, "view" | "moves"> & {view: import("./contract.js").ViewByGame[G],
 *   moves: import("./contract.js").MoveByGame[G][]}} GameSnapshot
 */

/**
 * What a call about the game on screen sends: call `K`'s arguments (`Calls`, web/contract.d.ts)
 * but its session, which the game screen adds (GameView.call).
 * @template {keyof import("./contract.js").Calls} K
 * @typedef {Omit<import("./contract.js").Calls[K]["args"], "sid">} SessionCallArgs
 */

/**
 * What it answers: the engine's answer to call `K` (`Calls`), or in a game with friends on
 * other devices the device's to the calls the device takes (web/remote/session.js DeviceCalls),
 * or its refusal of the others.
 * @template {keyof import("./contract.js").Calls} K
 * @typedef {import("./contract.js").Calls[K]["answer"] | import("./contract.js").Refusal
 *   | (K extends keyof import("./remote/session.js").DeviceCalls
 *     ? import("./remote/session.js").DeviceCalls[K]["answer"] : never)} SessionCallAnswer
 */

/**
 * A call about the game on screen, typed by call from `Calls`: a screen module's host
 * function (GameView.call, with its session), so that a call or a field renamed in Python
 * fails tsc where the page sends or reads it.
 * @typedef {<K extends keyof import("./contract.js").Calls>(name: K, args: SessionCallArgs<K>)
 *   => Promise<SessionCallAnswer<K>>} SessionCall
 */

/**
 * What starts a new game (the bridge's "start"): the lobby's setup, a quick start, or
 * "New game, same players"; without a seed, an invitation to friends on other devices.
 * @typedef {object} StartRequest
 * @property {string} game
 * @property {number} players
 * @property {string[]} names
 * @property {{[name: string]: any}} options
 * @property {(string | null)[]} computers a level per computer seat, null per person
 * @property {number} [seed]
 * @property {boolean} [hints_off]
 * @property {number} [pace] a game with friends: seconds a device has to answer (0: no limit)
 */

/**
 * A game as the lobby's catalog lists it.
 * @typedef {object} GameInfo
 * @property {string} id
 * @property {string} title
 * @property {string} blurb
 * @property {number} min_players
 * @property {number} max_players
 * @property {boolean} secrets
 * @property {string[]} seats
 * @property {GameOption[]} options
 */

/**
 * A lobby option of a game (posy.core.options): a switch, or a choice among values.
 * @typedef {object} GameOption
 * @property {string} name
 * @property {string} label
 * @property {boolean | number | string} default
 * @property {(number | string)[]} [choices]
 * @property {string} [help]
 */

/**
 * What the shell tells a renderer beside the snapshot.
 * @typedef {object} Ctx
 * @property {string[]} names the players' names, by seat
 * @property {GameInfo} info
 * @property {boolean} interactive false: draw, but accept no input
 * @property {number | null} viewer the seat whose view this is, null for the public view
 * @property {boolean} [replaying]
 * @property {string | null} [replayLine] while replaying: the replayed move in words, for the line
 *   above the board (web/screen/replay.js), instead of whose turn it was
 * @property {boolean} [waiting] drawn behind the pass-the-device screen (the public view)
 */

/**
 * How a renderer talks back to the shell.
 * @typedef {object} Hooks
 * @property {(move: Move) => Promise<boolean>} play send one move
 * @property {(text: string) => void} announce replace the status line
 * @property {(snap: Snapshot) => Promise<any[] | null>} [preview] what each of snap.moves would
 *   do (posy.coach's coach_preview, parallel to snap.moves); absent without an engine to ask
 */

/**
 * A mounted renderer (web/games/README.md).
 * @typedef {object} Renderer
 * @property {(snap: Snapshot, ctx: Ctx) => void} update draw this snapshot
 * @property {(snap: Snapshot, opts: {names: string[]}) => HTMLElement | null} [resultDetails]
 * @property {(snap: Snapshot, opts: {names: string[]}) => string | null} [status]
 * @property {(marks: {move: Move, kind: "played" | "better" | "hint"}[] | null) => void} [mark] show these moves
 *   on the board drawn last and on what it draws next for the same position (a reviewed decision in the
 *   replay: the move played and the better one; a hint's suggestion), or none (web/board/marks.js)
 * @property {() => void} destroy
 */

/**
 * A renderer module: web/games/<id>/index.js.
 * @typedef {object} RendererModule
 * @property {(boardEl: HTMLElement, panelsEl: HTMLElement, hooks: Hooks) => Renderer} mount
 * @property {boolean} [fitsScreen] draws within the box it is given
 */

export {};
