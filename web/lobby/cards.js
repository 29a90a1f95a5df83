// The lobby's game cards: each game's picture, a game on this device against the
// computer (its level chosen on the card) or someone here, its guided first game, an
// invitation to a friend on another device and the full setup; and the notices above them.
import { learnButton } from "../tutorial/learned.js";
import { h } from "../ui.js";
import { PICTURES } from "./pictures.js";
import { PERSON, playersText, quickStart, rememberOpponent, rememberedOpponent, showSetup } from "./setup.js";
import { language, t } from "../i18n.js";

/**
 * The notices the lobby opens with: what went wrong before (a game that could not be
 * opened), and an address naming a game Posy does not have.
 * @param {string | undefined} notice
 * @param {string | null} wanted the address's ?game=
 * @param {import("../types.js").GameInfo | undefined} found that game, if Posy has it
 */
export function lobbyNotices(notice, wanted, found) {
  const notices = [];
  if (notice) notices.push(h("div", { class: "notice error", role: "alert" }, h("p", {}, notice)));
  if (wanted && !found) {
    notices.push(
      h(
        "div",
        { class: "notice error", role: "alert" },
        h("p", {}, t("There is no game called “{name}” in Posy. Pick one below.", { name: wanted.slice(0, 40) })),
      ),
    );
  }
  return notices;
}

/**
 * Each game as a card (issue 44: a lobby that says what to tap): a picture of its board,
 * what it is, and three plain choices. "Play on this device", against the computer at the
 * level chosen right there (its four levels in view) or against someone here; "Learn to
 * play"; "Play with a friend on another device". The full setup (every seat, names,
 * options) stays one tap away, on "Choose players and options".
 * @param {import("../types.js").GameInfo[]} games
 * @param {import("./setup.js").SetupHost} setupHost
 * @param {(id: string, button: HTMLElement | null) => void} learn
 */
export function gameCards(games, setupHost, learn) {
  return h("ul", { class: "games" }, games.map((info) => gameCard(info, setupHost, learn)));
}

/** A button's accessible name: its visible words first (as the language wrote them), then the game's title. */
const namedFor = (/** @type {string} */ label, /** @type {string} */ game) =>
  // Translators: a button's accessible name: {label} is its visible words (keep them first), {game} a game's title
  t("{label}: {game}", { label, game });

/**
 * @param {import("../types.js").GameInfo} info
 * @param {import("./setup.js").SetupHost} setupHost
 * @param {(id: string, button: HTMLElement | null) => void} learn
 */
function gameCard(info, setupHost, learn) {
  const title = t(info.title);
  const opponents = opponentChoice(info, setupHost.levels);
  const play = h(
    "button",
    {
      class: "btn primary play-here",
      type: "button",
      "data-quick": info.id,
      "aria-label": namedFor(t("Play on this device"), title),
      onclick: (/** @type {Event} */ event) =>
        quickStart(info, /** @type {HTMLElement} */ (event.currentTarget), setupHost, opponents.value()),
    },
    t("Play on this device"),
  );
  const more = t("Choose players and options");
  const friend = h(
    "button",
    {
      class: "btn quick",
      type: "button",
      "data-friend": info.id,
      onclick: (/** @type {Event} */ event) =>
        showSetup(info, /** @type {HTMLElement} */ (event.currentTarget), setupHost, { friend: true }),
    },
    t("Play with a friend on another device"),
  );
  const setup = h(
    "button",
    {
      class: "game-card more",
      type: "button",
      "aria-pressed": "false",
      "data-game": info.id,
      "aria-label": namedFor(more, title),
      onclick: (/** @type {Event} */ event) =>
        showSetup(info, /** @type {HTMLElement} */ (event.currentTarget), setupHost),
    },
    more,
  );
  return h(
    "li",
    { class: "game-tile", "data-tile": info.id },
    boardPicture(info),
    h(
      "div",
      { class: "about" },
      h("h3", { class: "title" }, title),
      h("p", {}, t(info.blurb)),
      h("p", { class: "meta" }, playersText(info)),
    ),
    opponents.element,
    play,
    h("div", { class: "other-ways" }, learnButton(info, learn), friend, setup),
  );
}

/** A board picture in words: in English, what the build saw on it (tools/board_pictures.mjs,
 * its counts and names); in another language, what it is (a sentence of the catalogue). */
function pictureWords(/** @type {{alt: string}} */ picture, /** @type {import("../types.js").GameInfo} */ info) {
  if (language() === "en") return picture.alt;
  // Translators: the alt text of the lobby's picture of a game's board; {game} is its title
  return t("{game}: a picture of its board in play.", { game: t(info.title) });
}

/** The game's board as drawn at build time (tools/board_pictures.mjs), sized before it loads. */
function boardPicture(/** @type {import("../types.js").GameInfo} */ info) {
  const picture = PICTURES[info.id];
  if (!picture) return null;
  return h("img", {
    class: "board-picture",
    src: picture.src,
    width: picture.width,
    height: picture.height,
    alt: pictureWords(picture, info),
    fetchpriority: "high", // the lobby's largest paint: fetched at once, before the runtime (sized: nothing moves)
    decoding: "async",
  });
}

/**
 * Who "Play on this device" plays against: the computer at one of its levels, or someone
 * here taking turns; all in view, as one group of radio buttons (one tab stop, arrows
 * move), remembered per game.
 * @param {import("../types.js").GameInfo} info
 * @param {import("./setup.js").LevelInfo[]} levels
 */
function opponentChoice(info, levels) {
  const chosen = rememberedOpponent(info.id, levels);
  const title = t(info.title);
  const name = `against-${info.id}`;
  const option = (/** @type {string} */ value, /** @type {string} */ label) =>
    h(
      "label",
      { class: "chip" },
      h("input", {
        type: "radio",
        name,
        value,
        checked: value === chosen,
        onchange: () => rememberOpponent(info.id, value),
      }),
      h("span", {}, label),
    );
  const element = h(
    "fieldset",
    { class: "opponent" },
    h("legend", {}, t("Against"), h("span", { class: "sr-only" }, ` (${title})`)),
    h("div", { class: "chips" }, levels.map((lv) => option(lv.id, t(lv.label))), option(PERSON, t("Someone here"))),
  );
  const value = () =>
    /** @type {HTMLInputElement | null} */ (element.querySelector(`input[name="${name}"]:checked`))?.value ?? chosen;
  return { element, value };
}
