// The player's settings: the theme (light, dark, or as the system says), reduced motion,
// and the name a new game gives the player's own seat. Kept in localStorage and applied
// to <html> as data-theme and data-motion, which style.css (color-scheme, light-dark())
// and board/motion.js read: a choice here wins over the system's, "system" defers to it.
import { overlay } from "./board/dialog.js";
import { h } from "./ui.js";

const KEY = "posy:settings";

/** @typedef {{theme: "system" | "light" | "dark", motion: "system" | "reduce", name: string}} Settings */

/** @type {{theme: [Settings["theme"], string][], motion: [Settings["motion"], string][]}} */
const CHOICES = {
  theme: [["system", "As the system says"], ["light", "Light"], ["dark", "Dark"]],
  motion: [["system", "As the system says"], ["reduce", "Reduce motion"]],
};

/** The settings as stored, anything unreadable left at its default. @returns {Settings} */
export function readSettings() {
  /** @type {{[key: string]: unknown}} */
  let stored = {};
  try {
    stored = JSON.parse(localStorage.getItem(KEY) ?? "null") || {};
  } catch {
    // a damaged entry: the defaults
  }
  const theme = CHOICES.theme.find(([id]) => id === stored.theme)?.[0] ?? "system";
  const motion = CHOICES.motion.find(([id]) => id === stored.motion)?.[0] ?? "system";
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
    CHOICES[key].map(([id, words]) => h("option", { value: id, selected: id === value }, words)));
  select.addEventListener("change", () => saveSettings({ [key]: select.value }));
  return h("div", { class: "field" }, h("label", { for: `setting-${key}` }, label), select);
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
    placeholder: "White, Gray…",
  });
  name.addEventListener("change", () => saveSettings({ name: name.value }));
  const done = h("button", { class: "btn primary", type: "button" }, "Done");
  const { close } = overlay(
    h("div", { class: "dialog", id: "settings" }, h("h2", {}, "Settings"),
      choice("theme", "Colours", now.theme),
      choice("motion", "Motion", now.motion),
      h("div", { class: "field" }, h("label", { for: "setting-name" }, "Your name"), name),
      h("p", { class: "help" }, "Your seat's name when you start a game against the computer."),
      h("div", { class: "buttons" }, done)),
    { label: "Settings", onClose: () => {} },
  );
  done.onclick = () => {
    saveSettings({ name: name.value }); // a name typed and not yet left
    close();
  };
}
