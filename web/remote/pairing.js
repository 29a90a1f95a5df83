// Pairing with a friend's device for a live game (web/remote/live/): a friend's pairing
// code opened on this device (scanned with the phone's camera, opened or pasted) is answered
// with this device's own code, on the game it is for when this device holds it, else on a
// screen of its own until the invitation comes over the channel. The remote games' flow
// (flow.js RemoteGames) is the host: its screen, its save's restoring, the app's lobby.
import { h } from "../ui.js";
import { t } from "../i18n.js";
import { NAME_KEY } from "./invitation.js";
import { usedUp } from "./links.js";
import { LiveBox } from "./live/box.js";
import { live } from "./live/live.js";
import { CodeError, decode } from "./live/sdp.js";
import { saveIdOf } from "./outbox.js";

/**
 * What pairing needs of the remote games' flow (flow.js RemoteGames).
 * @typedef {object} PairHost
 * @property {{main: HTMLElement, store: {get: (id: string) => Promise<any>}, showLobby: (notice?: string) => void,
 *   toast: (message: string) => void}} host the app's
 * @property {{id: string, view: any} | null} screen the remote game on screen
 * @property {(id: string, save: any) => Promise<unknown>} restore a saved remote game, shown
 */

/**
 * A friend's pairing code: answered with this device's own.
 * @param {PairHost} flow
 * @param {string} input the code, or an address holding it
 */
export async function pair(flow, input) {
  let offer;
  try {
    offer = decode(input);
  } catch (error) {
    return flow.host.showLobby(error instanceof CodeError ? error.message : t("That pairing code could not be read."));
  }
  if (offer.kind === "answer") {
    // opened in the tab that shows the code it answers (pasted into its address bar)
    if (live.offering) return acceptHere(flow, input);
    const taken = await live.handOver(input);
    return flow.host.showLobby(
      taken
        ? t("Your other Posy tab took your friend's code: the devices connect there.")
        : t("That is your friend's answer code: scan it in Posy on the device that showed the first code."),
    );
  }
  // a code is used once: a reload does not answer it again
  const id = offer.game ? saveIdOf(offer.game) : null;
  const screen = flow.screen;
  const here = id !== null && screen?.id === id && screen.view && !screen.view.destroyed;
  history.replaceState(null, "", `${location.pathname}${location.search}${here ? `#play=${id}` : ""}`);
  const saved = id ? await flow.host.store.get(id) : null;
  const me = localStorage.getItem(NAME_KEY) || "";
  try {
    await live.answer(input, me);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const why = error instanceof CodeError ? reason : t("Pairing failed in this browser: {error}", { error: reason });
    return here ? flow.host.toast(why) : flow.host.showLobby(why);
  }
  if (here) return; // the game on screen: its panel shows this device's answer code
  if (saved && id) return flow.restore(id, saved);
  flow.screen = null;
  const box = new LiveBox({ toast: flow.host.toast });
  const lobby = h(
    "button",
    { class: "btn", type: "button", onclick: () => flow.host.showLobby() },
    t("Back to the lobby"),
  );
  flow.host.main.replaceChildren(
    h("div", { class: "live-pair" }, h("h1", {}, t("Play live with a friend")), box.el, lobby),
  );
  box.update(null);
}

/** The friend's answer code, for the pairing this very tab shows: the devices connect. */
async function acceptHere(/** @type {PairHost} */ flow, /** @type {string} */ input) {
  if (flow.screen) usedUp(flow.screen.id);
  else history.replaceState(null, "", location.pathname + location.search);
  try {
    await live.accept(input);
  } catch (error) {
    flow.host.toast(error instanceof Error ? error.message : String(error));
  }
}
