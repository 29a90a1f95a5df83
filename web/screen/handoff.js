// Who may see what now, on one device (docs/architecture.md, "Hidden information on one
// device"): the game screen's pure decisions. Given a snapshot and the table (who
// sits where, whose secrets are on screen, who holds the device), decide which view
// to draw, whether the device is passed first, who may act, take back or redo.
// No DOM and no engine here: tests/web/screen.test.mjs runs these on the engine's
// own snapshots.

/**
 * What the screen knows about the table when it decides.
 * @typedef {object} Table
 * @property {"people" | "solo" | "watch"} mode people: every seat is a person on this
 *   device (they pass it around); solo: some are (their view throughout, no hand-offs);
 *   watch: none are (the public view)
 * @property {number[]} persons the seats decided by a person on this device
 * @property {boolean} secrets the game hides information (GameInfo.secrets)
 * @property {number | null} shownSecrets whose private view is on screen, null for the public view
 * @property {number | null} holder who has the device: the last person to decide, or to tap in on a hand-off
 */

/** One way to draw: the view for `viewer`, after which `secrets` are the ones on screen.
 * @typedef {{viewer: number | null, secrets: number | null}} Step */

/**
 * How to show a snapshot.
 * @typedef {object} Plan
 * @property {number | null} handOff pass the device to this seat first (the public
 *   view drawn behind the hand-off screen), or null
 * @property {number | null | undefined} holder who holds the device afterwards (undefined: unchanged)
 * @property {Step[]} steps the view to draw, then the ones to fall back on should the
 *   engine not give it; when none can be had the screen stays as it is
 */

/** The seat whose view stays on screen when there are no hand-offs: the one person
 * playing computers, or the public view. */
export function fixedViewer(/** @type {Pick<Table, "mode" | "persons">} */ table) {
  return table.mode === "solo" ? table.persons[0] : null;
}

/** What play/undo/redo ask the engine to draw next: the next screen may belong to
 * someone else ("current": whoever decides), or be public on a secrets game. */
export function nextViewer(/** @type {Pick<Table, "mode" | "persons" | "secrets">} */ table) {
  if (table.mode !== "people") return fixedViewer(table);
  return table.secrets ? null : "current";
}

/** The viewer of a game's first screen, so that the engine's first answer can be
 * drawn as it is (what showPlan would otherwise ask the engine for again). */
export function openingViewer(/** @type {Pick<Table, "mode" | "persons" | "secrets">} */ table) {
  if (table.mode === "solo") return table.persons[0];
  return table.mode === "people" && !table.secrets ? "current" : null;
}

/**
 * Decide how to show `snap`. On a secrets game between people a player's secrets are
 * drawn only behind a hand-off screen, unless that player's own secrets are on screen
 * already; public decisions are drawn from the public view, unless the decider's own
 * secrets are on screen already. With computers at the table: one view throughout.
 * @param {import("../types.js").Snapshot} snap
 * @param {Table} table
 * @returns {Plan}
 */
export function showPlan(snap, table) {
  const asIs = { viewer: snap.viewer, secrets: table.shownSecrets };
  if (table.mode !== "people") {
    const viewer = fixedViewer(table);
    return { handOff: null, holder: viewer, steps: [{ viewer, secrets: table.shownSecrets }, asIs] };
  }
  const next = snap.current;
  if (!table.secrets || snap.over || next === null) {
    const viewer = !table.secrets && !snap.over ? next : snap.viewer;
    return { handOff: null, holder: undefined, steps: [{ viewer, secrets: table.shownSecrets }, asIs] };
  }
  const open = [{ viewer: null, secrets: null }, { viewer: snap.viewer, secrets: null }];
  const own = { viewer: next, secrets: next };
  if (snap.public_decision) {
    return { handOff: null, holder: undefined, steps: table.shownSecrets === next ? [own, ...open] : open };
  }
  if (table.shownSecrets === next) return { handOff: null, holder: undefined, steps: [own] };
  return { handOff: next, holder: next, steps: [own] };
}

/** The steps that draw the public view (behind a hand-off screen). */
export function publicSteps(/** @type {import("../types.js").Snapshot} */ snap) {
  return [{ viewer: null, secrets: null }, { viewer: snap.viewer, secrets: null }];
}

/** Whose secrets are on screen after an undo: the mover gets their decision back, and
 * on a secrets game between people they still hold the device, so their secrets stay
 * only if they were the one holding it (else a hand-off comes first). */
export function secretsAfterUndo(/** @type {import("../types.js").Snapshot} */ snap, /** @type {Table} */ table) {
  if (!table.secrets || snap.public_decision || table.mode !== "people") return table.shownSecrets;
  return table.holder === snap.current ? snap.current : null;
}

/**
 * Who may take back or redo: nobody while the screen is locked (a hand-off pending,
 * a replay, another tab's newer position); on a secrets game between people only the
 * player holding the device, for their own decisions.
 * @param {import("../types.js").Snapshot} snap
 * @param {Table} table
 * @param {boolean} locked
 */
export function takeBack(snap, table, locked) {
  const mine = (/** @type {number | null} */ seat) =>
    !table.secrets || table.mode !== "people" || seat === table.holder;
  return {
    undo: !locked && snap.can_undo && mine(snap.last_mover),
    redo: !locked && snap.can_redo && mine(snap.current),
  };
}

/** The seat offered "take my move back" on the hand-off screen: the player who just
 * moved, if they still hold the device and the move can be taken back; else null. */
export function undoOffer(/** @type {import("../types.js").Snapshot} */ snap, /** @type {number | null} */ holder) {
  const mover = snap.last_mover;
  return snap.can_undo && mover !== null && mover !== undefined && mover === holder ? mover : null;
}

/**
 * Whether the board takes input now: a person on this device decides, and nothing
 * else holds the screen (a hand-off, a replay, another tab, a move on its way).
 * @param {import("../types.js").Snapshot} snap
 * @param {{waiting: boolean, replaying: boolean, stale: boolean, busy: boolean, automatic: boolean}} now
 */
export function interactive(snap, now) {
  return (
    !now.waiting && !now.replaying && !now.stale && !snap.over && !now.busy && !now.automatic && snap.moves.length > 0
  );
}

/** Table mode turns a two-player screen toward the far player (seat 1) on their turn. */
export function facesFar(
  /** @type {boolean} */ tableMode,
  /** @type {number} */ players,
  /** @type {number | null} */ seat,
) {
  return tableMode && players === 2 && seat === 1;
}
