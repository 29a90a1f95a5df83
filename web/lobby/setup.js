// A game's setup: the sheet over the lobby (players, names, who plays each seat, options)
// and the one-tap game against the computer. It remembers the last setup per game.
import { overlay } from "../board/dialog.js";
import { readSettings } from "../settings.js";
import { prepareRenderer } from "../screen/renderers.js";
import { randomSeed, showRules } from "../screen/services.js";
import { h, icon } from "../ui.js";
import { DEFAULT_PACE, LINK_PACES, LIVE_PACES, isPace } from "../remote/pace.js";
import { language, nt, t } from "../i18n.js";

const SETUP_KEY = "posy:setup";

/** @typedef {import("../types.js").GameInfo} GameInfo */
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

/**
 * A field of the setup form, by name.
 * @param {HTMLFormElement} form
 * @param {string} name
 */
function field(form, name) {
  const el = form.elements.namedItem(name);
  if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) return el;
  throw new Error(`The setup has no field ${name}.`);
}

/** Whether a checkbox is ticked. @param {HTMLInputElement | HTMLSelectElement} input */
const checked = (input) => input instanceof HTMLInputElement && input.checked;

const QUICK_LEVEL = "medium";
/** "Play on this device" against someone here: every seat a person on this device. */
export const PERSON = "person";
// A computer seat keeps the seat's own name ("White"): "(computer)" in the name doubled
// up with roles ("White (computer) (winner)"); the status line says who is thinking.
// A seat's name is the player's: in the page's language when the game starts, then kept as it is.
const computerName = (/** @type {GameInfo} */ info, /** @type {number} */ seat) => t(info.seats[seat]);

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

/** @typedef {{id: string, label: string, sentence: string, strength?: Record<string, string>}} LevelInfo */

/**
 * A level's measured strength in this game and player count, in words (posy.strength:
 * "Hard: beats Medium in about 4 games of 5."), or "" where it was not measured.
 * @param {LevelInfo | undefined} level
 * @param {string} game
 * @param {number} players
 */
export function strengthText(level, game, players) {
  const found = level?.strength?.[`${game}/${players}`];
  if (!found) return "";
  const text = t(found);
  // after a colon, a sentence goes on in lower case, except in German (a whole sentence there)
  const strength = language() === "de" ? text : `${text[0].toLowerCase()}${text.slice(1)}`;
  // Translators: a computer level's strength: "Hard: beats Medium in about 4 games of 5."
  return t("{level}: {strength}", { level: t(level.label), strength });
}

/**
 * "Time to answer", shown when a seat is a friend's on another device (web/remote/pace.js):
 * by link, days; live across the room, minutes. A device that does not answer in time can
 * be claimed against, and loses.
 * @param {HTMLFormElement} form
 * @param {number | undefined} remembered
 */
function paceField(form, remembered) {
  const chosen = isPace(remembered) ? remembered : DEFAULT_PACE;
  // a pace's label is in the page's language already (remote/pace.js)
  const option = (/** @type {import("../remote/pace.js").Pace} */ p) =>
    h("option", { value: p.seconds, selected: p.seconds === chosen }, p.label);
  const select = h(
    "select",
    { id: "pace", name: "pace", "aria-describedby": "pace-help" },
    h("optgroup", { label: t("By link") }, LINK_PACES.map(option)),
    h("optgroup", { label: t("Live, in the same room") }, LIVE_PACES.map(option)),
  );
  const help = t("A friend whose device does not answer in time loses the game, if you claim it.");
  const field = h(
    "div",
    { id: "pace-field" },
    h("div", { class: "field" }, h("label", { for: "pace" }, t("Time to answer")), select),
    h("p", { class: "help", id: "pace-help" }, help),
  );
  const seats = () => /** @type {HTMLSelectElement[]} */ ([...form.querySelectorAll("select[name^=seat-]")]);
  const friendly = () => seats().some((n) => n.value === "friend");
  field.hidden = !friendly();
  form.addEventListener("change", () => { field.hidden = !friendly(); });
  queueMicrotask(() => { field.hidden = !friendly(); }); // the seats are drawn after this field
  return field;
}

/**
 * One seat of the setup: its name, who plays it (a person here, a friend on another
 * device, or the computer at a level), and a computer's measured strength.
 * @param {GameInfo} info
 * @param {number} i
 * @param {{level: string, name?: string, levels: LevelInfo[], players: number, onChange: () => void}} seat
 */
function seatRow(info, i, { level, name: remembered, levels, players, onChange }) {
  const seat = t(info.seats[i]);
  const name = h("input", {
    type: "text",
    id: `name-${i}`,
    name: `name-${i}`,
    maxlength: 24,
    autocomplete: "off",
    value: remembered || computerName(info, i),
    "aria-label": t("Name of {seat}", { seat }),
  });
  const who = h(
    "select",
    {
      id: `seat-${i}`,
      name: `seat-${i}`,
      "aria-label": t("Who plays {seat}", { seat }),
      "aria-describedby": `strength-${i}`,
    },
    h("option", { value: "", selected: !level }, t("Person")),
    h("option", { value: "friend", selected: level === "friend" }, t("Friend on another device")),
    levels.map((lv) =>
      h(
        "option",
        { value: lv.id, selected: level === lv.id, title: t(lv.sentence) },
        // Translators: a seat played by the computer at a level ("Computer (Medium)")
        t("Computer ({level})", { level: t(lv.label) }),
      ),
    ),
  );
  const strength = h("p", { class: "help level-strength", id: `strength-${i}` });
  const describe = () => {
    strength.textContent = strengthText(levels.find((lv) => lv.id === who.value), info.id, players);
    strength.hidden = !strength.textContent;
  };
  describe();
  who.addEventListener("change", () => {
    describe();
    onChange();
  });
  return h("div", { class: "seat-row" }, h("label", { for: `name-${i}` }, seat), name, who, strength);
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
          onChange: () => (start.textContent = startLabel()),
        }),
      );
    }
  };
  const start = h("button", { class: "btn primary", type: "submit", id: "start", autofocus: true });
  const startLabel = () =>
    [...form.querySelectorAll("select[name^=seat-]")].some(
      (n) => /** @type {HTMLSelectElement} */ (n).value === "friend",
    )
      ? t("Invite a friend")
      : t("Start {game}", { game: title });
  /** @type {HTMLElement[]} */
  const parts = [h("h2", {}, title)];
  if (info.min_players !== info.max_players) {
    const select = h("select", { id: "players", onchange: () => { players = Number(select.value); drawNames(); } },
      Array.from({ length: info.max_players - info.min_players + 1 }, (_, k) => {
        const n = info.min_players + k;
        return h("option", { value: n, selected: n === players }, nt("{n} player", "{n} players", n));
      }));
    parts.push(h("div", { class: "field" }, h("label", { for: "players" }, t("How many")), select));
  }
  drawNames();
  parts.push(namesBox);
  // issue 25: a game played unaided; saved with the game (its record), which then has no Hint button
  parts.push(
    h(
      "label",
      { class: "check" },
      h("input", { type: "checkbox", name: "hints-off", id: "hints-off", checked: Boolean(remembered.hintsOff) }),
      t("Play without hints"),
    ),
  );
  parts.push(paceField(form, remembered.pace));
  if (info.options.length) {
    const box = h("fieldset", {}, h("legend", {}, t("Options")));
    for (const option of info.options) {
      const value = remembered.options?.[option.name] ?? option.default;
      if (typeof option.default === "boolean") {
        box.append(
          h(
            "label",
            { class: "check" },
            h("input", { type: "checkbox", name: `opt-${option.name}`, checked: value }),
            t(option.label),
          ),
        );
      } else {
        box.append(
          h(
            "div",
            { class: "field" },
            h("label", { for: `opt-${option.name}` }, t(option.label)),
            h(
              "select",
              { id: `opt-${option.name}`, name: `opt-${option.name}` },
              (option.choices ?? []).map((c) =>
                h("option", { value: JSON.stringify(c), selected: c === value }, String(c)),
              ),
            ),
          ),
        );
      }
      if (option.help) box.append(h("p", { class: "help" }, t(option.help)));
    }
    parts.push(box);
  }
  parts.push(h("div", { class: "buttons" },
    start,
    h("button", { class: "btn", type: "button", onclick: () => showRules(info) }, icon("rules"), t("Rules"))));
  form.append(...parts);
  start.textContent = startLabel();
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!(await host.engineFor(form.querySelector("#start")))) return; // the sheet stays until the rules are loaded
    const names = Array.from({ length: players }, (_, i) => field(form, `name-${i}`).value.trim() || t(info.seats[i]));
    const chosen = Array.from({ length: players }, (_, i) => field(form, `seat-${i}`).value || null);
    const friends = chosen.flatMap((who, i) => (who === "friend" ? [i] : []));
    const computers = chosen.map((who) => (who === "friend" ? null : who));
    /** @type {{[name: string]: boolean | number | string}} */
    const options = {};
    for (const option of info.options) {
      const input = field(form, `opt-${option.name}`);
      options[option.name] = typeof option.default === "boolean" ? checked(input) : JSON.parse(input.value);
    }
    const hintsOff = checked(field(form, "hints-off"));
    const pace = Number(field(form, "pace").value);
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
  });
  card.setAttribute("aria-pressed", "true");
  const { close } = overlay(form, {
    label: setupName,
    onClose: () => card.setAttribute("aria-pressed", "false"),
  });
}
