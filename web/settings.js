// The player's settings: the theme (light, dark, or as the system says), reduced motion,
// and the name a new game gives the player's own seat. Kept in localStorage and applied
// to <html> as data-theme and data-motion, which style.css (color-scheme, light-dark())
// and board/motion.js read: a choice here wins over the system's, "system" defers to it.
import { overlay } from "./board/dialog.js";
import { PSEUDO, language, rememberLanguage, t, useLanguage } from "./i18n.js";
import { h } from "./ui.js";

const KEY = "posy:settings";

/** @typedef {{theme: "system" | "light" | "dark", motion: "system" | "reduce", name: string}} Settings */

/** @type {{theme: Settings["theme"][], motion: Settings["motion"][]}} */
const CHOICES = { theme: ["system", "light", "dark"], motion: ["system", "reduce"] };

/** A choice's words (in the page's language, so made when shown). */
const WORDS = () => ({
  system: t("As the system says"),
  light: t("Light"),
  dark: t("Dark"),
  reduce: t("Reduce motion"),
});

/** The settings as stored, anything unreadable left at its default. @returns {Settings} */
export function readSettings() {
  /** @type {{[key: string]: unknown}} */
  let stored = {};
  try {
    stored = JSON.parse(localStorage.getItem(KEY) ?? "null") || {};
  } catch {
    // a damaged entry: the defaults
  }
  const theme = CHOICES.theme.find((id) => id === stored.theme) ?? "system";
  const motion = CHOICES.motion.find((id) => id === stored.motion) ?? "system";
  const name = typeof stored.name === "string" ? stored.name.trim().slice(0, 24) : "";
  return { theme, motion, name };
}

/** Change some settings, keep them, apply them. @param {Partial<Settings>} patch */
export function saveSettings(patch) {
  const next = { ...readSettings(), ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage blocked: the choice still applies to this visit
  }
  applySettings(next);
  return readSettings();
}

/** Put the settings on <html> (at start-up, and after every change). */
export function applySettings(settings = readSettings()) {
  const root = document.documentElement;
  for (const key of /** @type {const} */ (["theme", "motion"])) {
    if (settings[key] === "system") delete root.dataset[key];
    else root.dataset[key] = settings[key];
  }
}

/** A labelled select of one setting's choices. */
function choice(/** @type {"theme" | "motion"} */ key, /** @type {string} */ label, /** @type {string} */ value) {
  const select = h("select", { id: `setting-${key}`, name: key },
    CHOICES[key].map((id) => h("option", { value: id, selected: id === value }, WORDS()[id])));
  select.addEventListener("change", () => saveSettings({ [key]: select.value }));
  return h("div", { class: "field" }, h("label", { for: `setting-${key}` }, label), select);
}

// The tests' pseudo-language is offered on a page opened in it (?lang=en-XA) or with it chosen
// (then kept): the tests choose it and back in the menus as a player chooses a language.
const PSEUDO_OFFERED = pseudoAsked();

function pseudoAsked() {
  try {
    const asked = new URLSearchParams(location.search).get("lang");
    return asked === PSEUDO || localStorage.getItem("posy:language") === PSEUDO;
  } catch {
    return false; // storage blocked, or no page (the Node tests)
  }
}

/** @type {readonly {tag: string, name: string}[]} the complete catalogues (CATALOG.languages) */
let offered = [{ tag: "en", name: "English" }];

/** The languages the page offers (opening.js gives the catalog's: this module is also the Node tests'). */
export function offerLanguages(/** @type {readonly {tag: string, name: string}[]} */ languages) {
  offered = languages;
}

/** The languages the menus offer: the complete catalogues, and the tests' pseudo-language where
 * the page was opened in it. */
function languages() {
  const pseudo = { tag: PSEUDO, name: "[Ƥšéûđö Éñĝļîšĥ]" };
  return PSEUDO_OFFERED || language() === PSEUDO ? [...offered, pseudo] : offered;
}

/**
 * Speak `tag` from now on, and remember it: the page's screen redraws itself in it
 * (app.js listens for "posy:language"; nothing in play is lost). An address's ?lang=
 * is dropped from it: the player's choice now wins over it (and a reload keeps it).
 * @param {string} tag
 */
export async function chooseLanguage(tag) {
  rememberLanguage(tag);
  const url = new URL(location.href);
  if (url.searchParams.has("lang")) {
    url.searchParams.delete("lang");
    history.replaceState(history.state, "", url);
  }
  await useLanguage(tag);
  document.dispatchEvent(new CustomEvent("posy:language", { detail: language() }));
}

/**
 * "Language" and a select of the languages, each named in itself (and marked so, lang=):
 * the settings' and the lobby's. Choosing one changes the page's language at once.
 * @param {string} id the select's id
 * @param {(tag: string) => void} [chosen] after the page speaks it
 */
export function languageField(id, chosen = () => {}) {
  const now = language();
  const select = h(
    "select",
    { id, name: "language" },
    languages().map(({ tag, name }) => h("option", { value: tag, lang: tag, selected: tag === now }, name)),
  );
  select.addEventListener("change", () => chooseLanguage(select.value).then(() => chosen(select.value)));
  return h("div", { class: "field language" }, h("label", { for: id }, t("Language")), select);
}

/** The settings dialog: each change applies and is kept at once. */
export function openSettings() {
  const now = readSettings();
  const name = h("input", {
    type: "text",
    id: "setting-name",
    maxlength: 24,
    autocomplete: "off",
    value: now.name,
    placeholder: t("White, Gray…"),
  });
  name.addEventListener("change", () => saveSettings({ name: name.value }));
  const done = h("button", { class: "btn primary", type: "button" }, t("Done"));
  // a language chosen: this dialog again, in it (the screen behind redraws itself)
  const languageChoice = languageField("setting-language", () => {
    saveSettings({ name: name.value });
    close();
    openSettings();
    document.getElementById("setting-language")?.focus();
  });
  const { close } = overlay(
    h("div", { class: "dialog", id: "settings" }, h("h2", {}, t("Settings")),
      languageChoice,
      choice("theme", t("Colours"), now.theme),
      choice("motion", t("Motion"), now.motion),
      h("div", { class: "field" }, h("label", { for: "setting-name" }, t("Your name")), name),
      h("p", { class: "help" }, t("Your seat's name when you start a game against the computer.")),
      h("div", { class: "buttons" }, done)),
    { label: t("Settings"), onClose: () => {} },
  );
  done.onclick = () => {
    saveSettings({ name: name.value }); // a name typed and not yet left
    close();
  };
}
