// A friend's seat on another device (web/screen/seats.js, SeatController): nothing to
// decide here; its move arrives in the friend's link, which the app opens and applies.
// While it is their turn the status line says whom the game waits for; it also holds
// a position this device's seat is to play while the game waits for another device (a
// card drawn from the deck takes every device's share, an absent friend's too).
import { h } from "../ui.js";
import { t } from "../i18n.js";

/**
 * @param {(node: Node) => void} status shows the status line
 * @returns {import("../screen/seats.js").SeatController}
 */
export function friendSeat(status) {
  return {
    kind: "remote",
    isLocalPerson: false,
    deciding: true, // its own status line stays up
    start(snap) {
      status(h("span", { class: "text" }, snap.status || t("Waiting for your friend.")));
    },
    cancel() {},
    holds: (snap) => Boolean(snap.remote) && snap.my_turn === false && !snap.over,
  };
}
