// What this device makes for its friends goes to them over the live channel only once
// the device that made it is saved (web/store.js tells each save this tab writes): sent
// first, a page that died before its save would come back without its own move, which
// the friend already has, and the two chains would fork. Without a live channel, the
// panel offers it as a link (panel.js). Also the ids and the entry of a remote game's save.
import { live } from "./live/live.js";

/** A remote game's save: one per game, "remote-<game id>". */
export const saveIdOf = (/** @type {string} */ gameId) => `remote-${gameId}`;

/** What a save of a remote game holds beside its device. */
export function entryOf(/** @type {any} */ answer) {
  return {
    record: answer.record,
    finished: Boolean(answer.result),
    remote: answer.device,
    status: answer.status,
    myTurn: answer.my_turn,
    computers: answer.computers,
  };
}

/** What this device made for its friends, per save, until that save is written. */
const unsent = new Map();

/** An answer of this device: what it made for the friends waits for its save. */
export const forward = (/** @type {any} */ answer) => {
  if (answer.ok && answer.send && answer.link_text) unsent.set(saveIdOf(answer.game_id), answer);
};

/** A save was written (store.written): send what waited for that very device. */
export function sendSaved(/** @type {string} */ id, /** @type {any} */ entry) {
  const answer = unsent.get(id);
  if (!answer || entry.remote !== answer.device) return;
  unsent.delete(id);
  live.send(answer.game_id, answer.link_text);
}
