// Posy in the player's language, on the page: every sentence the page writes is
// t("English message", {placeholder: value}) or, about a count, nt(singular, plural, n).
// The messages are the catalogue's (locale/<lang>.po, GNU gettext, one file per language;
// py/posy/core/i18n.py says how they are made): the build compiles each language's into
// web/locale/<lang>.js, a module of {message: translation} loaded once at start (English
// needs none: its messages are the catalogue's ids). The engine writes its own sentences
// in the same language (the "language" call, web/engine.js), so a game, a save or a link
// holds none: a French and a Japanese device play each other, each in its own language.
//
// Which language: the one chosen in the settings or the lobby (kept in localStorage),
// else the first of the browser's (navigator.languages) that Posy speaks, else English;
// an address's ?lang= (an embed's lang attribute) wins for that page without being kept.

/** The tests' pseudo-language: every message accented and longer (the build writes it). */
export const PSEUDO = "en-XA";
const KEY = "posy:language";

/** @typedef {{[message: string]: string | string[]}} Messages a compiled catalogue:
 * plain messages by id, plural ones by "singular\u0000plural" (forms in the catalogue's order),
 * ones with a context by "context\u0004message" */
/** @typedef {{messages: Messages, forms: {[category: string]: number}}} Catalogue `forms`: which of
 * the catalogue's forms each CLDR plural category takes (Intl.PluralRules says which category a count is) */

/** @type {{[category: string]: number}} English's: a singular, and a plural for the rest */
const ENGLISH_FORMS = { one: 0, other: 1 };
let current = "en";
let asked = "en"; // the language being loaded (useLanguage), which a first screen is drawn in
/** @type {Messages} */
let messages = {};
/** @type {{[category: string]: number}} */
let forms = ENGLISH_FORMS;
let plurals = new Intl.PluralRules("en");

/** The language of `offered` (tags) that `tag` names ("fr-CA" is French), or null. */
function spoken(/** @type {unknown} */ tag, /** @type {readonly string[]} */ offered) {
  if (typeof tag !== "string") return null;
  if (tag === PSEUDO || offered.includes(tag)) return tag;
  const primary = tag.toLowerCase().split("-")[0];
  return offered.includes(primary) ? primary : null;
}

/**
 * The language to speak, of those `offered` (CATALOG.languages: py/posy/core/i18n.py
 * OFFERED, the complete catalogues): `asked`'s (an address's ?lang=), else the stored
 * choice's, else the first of the browser's languages offered, else English.
 * @param {{offered: readonly string[], asked?: string | null, stored?: string | null,
 *   browser?: readonly string[]}} sources
 */
export function negotiate({ offered, asked, stored, browser = [] }) {
  for (const tag of [asked, stored, ...browser]) {
    const found = spoken(tag, offered);
    if (found) return found;
  }
  return "en";
}

/** The language this page speaks, of those `offered`: from its address, the stored
 * choice and the browser's. @param {readonly {tag: string}[]} offered */
export function pageLanguage(offered) {
  let stored = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    // storage blocked: the browser's languages
  }
  const asked = new URLSearchParams(location.search).get("lang");
  const browser = navigator.languages ?? [navigator.language];
  return negotiate({ offered: offered.map(({ tag }) => tag), asked, stored, browser });
}

/** Keep `language` as the player's choice (the settings' and the lobby's menu). */
export function rememberLanguage(/** @type {string} */ language) {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // storage blocked: the choice holds for this visit
  }
}

/**
 * Speak `language` (pageLanguage's) from now on: its catalogue loaded
 * (web/locale/<lang>.js) and <html lang> set. A catalogue that cannot be loaded leaves English.
 * @param {string} language
 * @returns {Promise<string>} the language now spoken
 */
export async function useLanguage(language) {
  asked = language;
  /** @type {Catalogue} */
  let catalogue = { messages: {}, forms: ENGLISH_FORMS };
  let spoken = "en";
  if (language !== "en") {
    try {
      catalogue = (await import(`./locale/${language}.js`)).default;
      spoken = language;
    } catch (error) {
      console.error(error); // offline with a half-filled cache: English
    }
  }
  setCatalogue(spoken, catalogue);
  return spoken;
}

/** Speak `language` with `catalogue` (useLanguage, and the Node tests). */
export function setCatalogue(/** @type {string} */ language, /** @type {Catalogue} */ catalogue) {
  current = language;
  messages = catalogue.messages;
  forms = catalogue.forms;
  plurals = new Intl.PluralRules(language === PSEUDO ? "en" : language);
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

/** The language the page speaks once the catalogue being loaded is in (at start-up,
 * before it is: a kept board's sentences are of the language they were written in). */
export function languageAsked() {
  return asked;
}

/** The language the page speaks now. */
export function language() {
  return current;
}

/** Fill a message's {placeholders}; "{{" and "}}" are braces. */
function fill(/** @type {string} */ text, /** @type {{[name: string]: unknown} | undefined} */ args) {
  return text.replace(/\{\{|\}\}|\{(\w+)\}/g, (match, name) =>
    name === undefined ? match[0] : args && name in args ? String(args[name]) : match,
  );
}

/**
 * `message` in the page's language, its {placeholders} filled from `args`.
 * @param {string} message the English message, the catalogue's id
 * @param {{[name: string]: unknown}} [args]
 */
export function t(message, args) {
  const found = messages[message];
  return fill(typeof found === "string" && found ? found : message, args);
}

/**
 * The form of a sentence about `n` things that the page's language takes for `n`, with
 * {n} and the other placeholders filled.
 * @param {string} singular
 * @param {string} plural
 * @param {number} n
 * @param {{[name: string]: unknown}} [args]
 */
export function nt(singular, plural, n, args) {
  const found = messages[`${singular}\u0000${plural}`];
  const all = { n: formatNumber(n), ...args };
  if (Array.isArray(found) && found.every(Boolean)) {
    const index = forms[plurals.select(n)] ?? found.length - 1;
    return fill(found[Math.min(index, found.length - 1)], all);
  }
  return fill(n === 1 ? singular : plural, all);
}

/**
 * `message` told apart by `context` from the same English words used elsewhere.
 * @param {string} context
 * @param {string} message
 * @param {{[name: string]: unknown}} [args]
 */
export function pt(context, message, args) {
  const found = messages[`${context}\u0004${message}`];
  return fill(typeof found === "string" && found ? found : message, args);
}

// One formatter per language, made when first needed: making an Intl formatter costs far
// more than formatting with it (a Floriado board names a number on each of its squares:
// ~25 ms of a reopened game's first draw, before the formatters were kept).
/** @type {Map<string, Intl.NumberFormat>} */
const numberFormats = new Map();
/** @type {Map<string, Intl.ListFormat>} */
const listFormats = new Map();

/** The tag Intl formats the page's language with (the pseudo-language's numbers are English). */
function intlTag() {
  return current === PSEUDO ? "en" : current;
}

/** A number as the page's language writes it. */
export function formatNumber(/** @type {number} */ n) {
  const tag = intlTag();
  let format = numberFormats.get(tag);
  if (!format) numberFormats.set(tag, (format = new Intl.NumberFormat(tag)));
  return format.format(n);
}

/** Items joined as the page's language lists them ("a, b and c"). */
export function formatList(/** @type {string[]} */ items) {
  const tag = intlTag();
  let format = listFormats.get(tag);
  if (!format) listFormats.set(tag, (format = new Intl.ListFormat(tag, { style: "long", type: "conjunction" })));
  return format.format(items);
}
