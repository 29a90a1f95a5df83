// A game's setup: the sheet over the lobby (players, names, who plays each seat, options)
// and the one-tap game against the computer. It remembers the last setup per game.
import { overlay } from "../board/dialog.js";
import { readSettings } from "../settings.js";
import { prepareRenderer } from "../screen/renderers.js";
import { randomSeed, showRules } from "../screen/services.js";
import { h, icon } from "../ui.js";
import { nt, t } from "../i18n.js";
import { computerName, hintsField, optionsBox, paceField, playersField, readSetupForm, seatRow, startLabel }
  from "./setup_fields.js";

const SETUP_KEY = "posy:setup";

/** @typedef {import("../types.js").GameInfo} GameInfo */
/** @typedef {import("./setup_fields.js").LevelInfo} LevelInfo */
/**
 * What the setup needs from the app: the computer levels, waiting for the engine with
 * progress on a button, and starting the game.
 * @typedef {object} SetupHost
 * @property {LevelInfo[]} levels
 * @property {(button: HTMLElement | null) => Promise<boolean>} engineFor
 * @property {(request: import("../types.js").StartRequest, button?: HTMLElement | null) => void} start
 * @property {(request: import("../types.js").StartRequest, friends: number[]) => void} invite a game with
 *   friends on other devices
 */

function readSetup() {
  try {
    return JSON.parse(localStorage.getItem(SETUP_KEY) ?? "null") || {};
  } catch {
    return {};
  }
}

const QUICK_LEVEL = "medium";
/** "Play on this device" against someone here: every seat a person on this device. */
export const PERSON = "person";

/** Who a game's card plays against (a level id or PERSON), as last chosen; Medium at first. */
export function rememberedOpponent(/** @type {string} */ id, /** @type {LevelInfo[]} */ levels) {
  const kept = readSetup()[id]?.against;
  return kept === PERSON || levels.some((lv) => lv.id === kept) ? kept : QUICK_LEVEL;
}

/** Remember who a game's card plays against. */
export function rememberOpponent(/** @type {string} */ id, /** @type {string} */ against) {
  const all = readSetup();
  all[id] = { ...all[id], against };
  try {
    localStorage.setItem(SETUP_KEY, JSON.stringify(all));
  } catch {
    // remembering is a convenience only
  }
}

/**
 * One tap to a game on this device: you in the first seat and the computer at `against`
 * in the others, or (PERSON) people taking turns in every seat.
 * @param {GameInfo} info
 * @param {HTMLElement} button
 * @param {SetupHost} host
 * @param {string} [against] a level id, or PERSON
 */
export function quickStart(info, button, host, against = QUICK_LEVEL) {
  prepareRenderer(info.id);
  const remembered = readSetup()[info.id] || {};
  const players = info.min_players;
  const own = readSettings().name || remembered.names?.[0]; // Settings' "Your name" first
  const names = Array.from({ length: players }, (_, i) =>
    i === 0 ? (own && !own.endsWith("(computer)") ? own : t(info.seats[0])) : computerName(info, i),
  );
  const computers = Array.from({ length: players }, (_, i) => (i === 0 || against === PERSON ? null : against));
  host.start(
    { game: info.id, players, names, computers, options: remembered.options || {}, seed: randomSeed() },
    button,
  );
}

/** @param {GameInfo} info */
export function playersText(info) {
  return info.min_players === info.max_players
    ? nt("{n} player", "{n} players", info.min_players)
    : // Translators: how many players a game takes, e.g. "2–4 players"
      t("{min}–{max} players", { min: info.min_players, max: info.max_players });
}

/**
 * Start tapped on a game's setup (the engine up): the setup remembered, the sheet closed, and the
 * game started, or the friends invited.
 * @param {HTMLFormElement} form
 * @param {GameInfo} info
 * @param {number} players
 * @param {SetupHost} host
 * @param {() => void} close the sheet's
 */
function startFromSetup(form, info, players, host, close) {
  const { names, chosen, friends, computers, options, hintsOff, pace } = readSetupForm(form, info, players);
  const all = readSetup();
  all[info.id] = { ...all[info.id], players, names, options, computers: chosen, hintsOff, pace };
  try {
    localStorage.setItem(SETUP_KEY, JSON.stringify(all));
  } catch {
    // remembering the setup is a convenience only
  }
  close();
  if (friends.length) host.invite({ game: info.id, players, names, options, computers, pace }, friends);
  else
    host.start({
      game: info.id,
      players,
      names,
      options,
      computers,
      seed: randomSeed(),
      ...(hintsOff ? { hints_off: true } : {}),
    });
}

/**
 * A game's setup as a sheet over the lobby: on every screen its Start button is in view at once.
 * @param {GameInfo} info
 * @param {HTMLElement} card
 * @param {SetupHost} host
 */
export function showSetup(info, card, host, { friend = false } = {}) {
  prepareRenderer(info.id);
  const remembered = readSetup()[info.id] || {};
  const title = t(info.title);
  // Translators: the name of a game's setup dialog; {game} is the game's title
  const setupName = t("{game} setup", { game: title });
  const form = h("form", { class: "dialog setup", "aria-label": setupName });
  let players =
    remembered.players >= info.min_players && remembered.players <= info.max_players
      ? remembered.players
      : info.min_players;
  const namesBox = h("fieldset", {}, h("legend", {}, t("Players")));
  const levels = host.levels;
  const drawNames = () => {
    namesBox.querySelectorAll(".seat-row").forEach((n) => n.remove());
    for (let i = 0; i < players; i++) {
      // "Play with a friend on another device" offers the second seat to a friend
      const level = friend ? (i === 1 ? "friend" : "") : remembered.computers?.[i] || "";
      namesBox.append(
        seatRow(info, i, {
          level,
          name: remembered.names?.[i],
          levels,
          players,
          onChange: () => (start.textContent = startLabel(form, title)),
        }),
      );
    }
  };
  const start = h("button", { class: "btn primary", type: "submit", id: "start", autofocus: true });
  /** @type {HTMLElement[]} */
  const parts = [h("h2", {}, title)];
  if (info.min_players !== info.max_players)
    parts.push(playersField(info, players, (n) => { players = n; drawNames(); }));
  drawNames();
  parts.push(namesBox);
  parts.push(hintsField(remembered)); // issue 25: a game played unaided
  parts.push(paceField(form, remembered.pace));
  if (info.options.length) parts.push(optionsBox(info, remembered));
  parts.push(h("div", { class: "buttons" },
    start,
    h("button", { class: "btn", type: "button", onclick: () => showRules(info) }, icon("rules"), t("Rules"))));
  form.append(...parts);
  start.textContent = startLabel(form, title);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!(await host.engineFor(form.querySelector("#start")))) return; // the sheet stays until the rules are loaded
    startFromSetup(form, info, players, host, close);
  });
  card.setAttribute("aria-pressed", "true");
  const { close } = overlay(form, {
    label: setupName,
    onClose: () => card.setAttribute("aria-pressed", "false"),
  });
}
