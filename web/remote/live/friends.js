// The inviting device of a game of three or four devices (Anthokyklos) pairs with each
// friend's device in turn: a star, this device relaying every message (star.js). Its
// live box has one row per friend: whether that friend's device is here, and a button
// to pair it (again); while a code is shown, whom it is for ("Code for Carol") and the
// form for that friend's answer. Only one code at a time; the next friend is paired
// once the code on screen is used or given up.
import { t } from "../../i18n.js";
import { h } from "../../ui.js";
import { codeBlock, codeForm, serversForm } from "./codes.js";
import { live } from "./live.js";

/**
 * @typedef {object} StarActions what the rows do, through the box (box.js)
 * @property {(device: number) => Promise<void>} offer this device's code for the friend's device `device`
 * @property {(text: string) => Promise<void>} accept the friend's answer code
 * @property {(message: string) => void} say
 */

/** The name of device `device`'s player (its first seat's). */
export const deviceName = (/** @type {any} */ remote, /** @type {number} */ device) =>
  remote.names[remote.seats.indexOf(device)];

/** How many devices play the game. */
export const devicesOf = (/** @type {any} */ remote) => (remote ? new Set(remote.seats).size : 2);

/** Whether this device is the middle of a star: the inviter of three or four devices. */
export const isHub = (/** @type {any} */ remote) => Boolean(remote) && remote.me === 0 && devicesOf(remote) > 2;

/** The friends' devices, in order: [device, name]. */
const friendsOf = (/** @type {any} */ remote) =>
  Array.from(
    { length: devicesOf(remote) - 1 },
    (_, i) => /** @type {[number, string]} */ ([i + 1, deviceName(remote, i + 1)]),
  );

/**
 * Which friends a message of this device reaches live, and which must get it by link:
 * on the inviting device, the friends whose devices are connected; on a friend's
 * device connected to the inviter's, the inviter, who passes it on to the others (`via`).
 * @param {any} remote the device's summary (`to`: the friends' names)
 * @returns {{live: string[], via: string[], link: string[]}}
 */
export function reach(remote) {
  if (!live.connected(remote.game_id)) return { live: [], via: [], link: remote.to };
  if (devicesOf(remote) === 2) return { live: remote.to, via: [], link: [] };
  if (!isHub(remote)) {
    const hub = deviceName(remote, 0);
    return { live: [hub], via: remote.to.filter((/** @type {string} */ n) => n !== hub), link: [] };
  }
  const here = (/** @type {number} */ d) => Boolean(live.lineFor(d)?.open);
  const friends = friendsOf(remote);
  return {
    live: friends.filter(([d]) => here(d)).map(([, n]) => n),
    via: [],
    link: friends.filter(([d]) => !here(d)).map(([, n]) => n),
  };
}

/**
 * One friend's row.
 * @param {any} remote
 * @param {[number, string]} friend
 * @param {StarActions} act
 */
async function row(friend, remote, act) {
  const [device, name] = friend;
  const line = live.game === remote.game_id ? live.lineFor(device) : null;
  const state = line?.state ?? "idle";
  // friends join in turn (posy.remote: the next to join takes the next place), so a
  // friend's device is paired once the friends before it have joined
  const earlier = remote.phase === "lobby" && remote.joined < device ? deviceName(remote, remote.joined) : "";
  const parts = [];
  if (line && state === "offering") {
    const who = line.friend || name;
    const caption = t("Let {name} scan this code with their camera, or open its link.", { name: who });
    parts.push(
      await codeBlock(line.code, caption, t("Code for {name}", { name: who })),
      codeForm({
        lead: t("Then scan the code {name}'s device shows:", { name: who }),
        friend: who,
        id: "live-answer",
        use: act.accept,
        say: act.say,
      }),
    );
  } else {
    const said =
      live.presence(line, name) ||
      (earlier
        ? // Translators: {name} and {earlier} are players' names
          t("{name}'s device is paired once {earlier} has joined.", { name, earlier })
        : t("{name}'s device is not paired yet.", { name }));
    parts.push(h("p", { class: "live-presence", role: "status", "data-live": state, "data-device": device }, said));
  }
  if (!remote.result && !(earlier && state === "idle") && (state === "idle" || state === "closed")) {
    const again = state === "closed";
    const start = h(
      "button",
      {
        class: "btn primary",
        type: "button",
        id: `live-start-${device}`,
        "aria-label": again ? t("Pair again with {name}", { name }) : null,
        onclick: () => {
          start.disabled = true; // gathering the candidates takes a moment
          act.offer(device).finally(() => (start.disabled = false));
        },
      },
      again ? t("Pair again") : t("Pair {name}'s device", { name }),
    );
    parts.push(h("div", { class: "buttons" }, start));
  }
  return h("div", { class: "live-friend", "data-device": device }, ...parts);
}

/**
 * The inviting device's rows, one per friend, under a sentence until one is paired, then
 * the connection servers while a friend is still to pair.
 * @param {any} remote
 * @param {StarActions} act
 */
export async function starRows(remote, act) {
  const friends = friendsOf(remote);
  const rows = await Promise.all(friends.map((f) => row(f, remote, act)));
  const paired = live.game === remote.game_id && live.lines.length > 0;
  const why =
    paired || remote.result
      ? null
      : h(
          "p",
          {},
          t(
            "In the same room? Pair each friend's device in turn: one code for each, scanned once, " +
              "and moves go across at once, through this device, with no server.",
          ),
        );
  // the servers are for pairings still to make (as with two devices, not once all are here)
  const all = live.connected(remote.game_id) && friends.every(([d]) => live.lineFor(d)?.open);
  return [why, ...rows, all || remote.result ? null : serversForm(act.say)].filter(Boolean);
}

/** What the drawn rows depend on (the box redraws when it changes). */
export const starKey = () => live.lines.map((l) => `${l.device}:${l.state}:${l.code}:${l.friend}`).join("|");
