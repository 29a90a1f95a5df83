// The setup sheet's fields: how many players, a seat's row (its name, who plays it, a
// computer's measured strength), hints, the time to answer, the game's options, the Start
// button's words, and what the form says once Start is tapped. Apart from setup.js, which
// holds the sheet, the quick start and what is remembered.
import { h } from "../ui.js";
import { DEFAULT_PACE, LINK_PACES, LIVE_PACES, isPace } from "../remote/pace.js";
import { language, nt, t } from "../i18n.js";

/** @typedef {import("../types.js").GameInfo} GameInfo */
/** @typedef {{id: string, label: string, sentence: string, strength?: Record<string, string>}} LevelInfo */

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

// A computer seat keeps the seat's own name ("White"): "(computer)" in the name doubled
// up with roles ("White (computer) (winner)"); the status line says who is thinking.
// A seat's name is the player's: in the page's language when the game starts, then kept as it is.
export const computerName = (/** @type {GameInfo} */ info, /** @type {number} */ seat) => t(info.seats[seat]);

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
export function paceField(form, remembered) {
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
export function seatRow(info, i, { level, name: remembered, levels, players, onChange }) {
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
 * "How many" players, for a game that takes more than one count: `onChange(n)` once chosen.
 * @param {GameInfo} info
 * @param {number} players the count shown at first
 * @param {(players: number) => void} onChange
 */
export function playersField(info, players, onChange) {
  const select = h("select", { id: "players", onchange: () => onChange(Number(select.value)) },
    Array.from({ length: info.max_players - info.min_players + 1 }, (_, k) => {
      const n = info.min_players + k;
      return h("option", { value: n, selected: n === players }, nt("{n} player", "{n} players", n));
    }));
  return h("div", { class: "field" }, h("label", { for: "players" }, t("How many")), select);
}

/** "Play without hints" (issue 25): a game played unaided; saved with the game (its record),
 * which then has no Hint button. @param {{hintsOff?: boolean}} remembered */
export function hintsField(remembered) {
  return h(
    "label",
    { class: "check" },
    h("input", { type: "checkbox", name: "hints-off", id: "hints-off", checked: Boolean(remembered.hintsOff) }),
    t("Play without hints"),
  );
}

/** The Start button's words: "Invite a friend" once a seat is a friend's. @param {HTMLFormElement} form
 * @param {string} title the game's, in the page's language */
export function startLabel(form, title) {
  return [...form.querySelectorAll("select[name^=seat-]")].some(
    (n) => /** @type {HTMLSelectElement} */ (n).value === "friend",
  )
    ? t("Invite a friend")
    : t("Start {game}", { game: title });
}

/**
 * The game's options, each as the player last chose it (or its default), with its help.
 * @param {GameInfo} info
 * @param {{options?: {[name: string]: any}}} remembered
 */
export function optionsBox(info, remembered) {
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
  return box;
}

/**
 * What the setup form says when Start is tapped: each seat's name and who plays it (the
 * friends' seats apart), the options, hints and the time to answer.
 * @param {HTMLFormElement} form
 * @param {GameInfo} info
 * @param {number} players
 */
export function readSetupForm(form, info, players) {
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
  return { names, chosen, friends, computers, options, hintsOff, pace };
}
