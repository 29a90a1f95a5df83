// Small services the app page, the embed page and the game screen share: the toast,
// the status line and the action bar, the rules page, the service worker, the boot
// progress. They know no game.
import { overlay } from "../board/dialog.js";
import { PSEUDO, language, t } from "../i18n.js";
import { h } from "../ui.js";

const $ = (/** @type {string} */ id) => document.getElementById(id);

/** The words of the page's own HTML (index.html, embed.html: English as written) in the page's
 * language: filled here once the catalogue is loaded, and again when the language changes. */
export function pageWords() {
  const embedded = document.documentElement.classList.contains("embedded");
  document.title = embedded ? t("Posy game") : t("Posy — flower games");
  const set = (/** @type {string} */ selector, /** @type {string | null} */ name, /** @type {string} */ text) => {
    const el = document.querySelector(selector);
    if (el && name) el.setAttribute(name, text);
    else if (el) el.textContent = text;
  };
  set(".skip", null, t("Skip to the game"));
  // Translators: the accessible name of the Posy logo at the top, a button back to the lobby
  set("#home", "aria-label", t("Posy: back to the lobby"));
  set("#actions", "aria-label", t("Game actions"));
  set("#boot > p:not(.stage)", null, t("Five flower games for one device."));
  set("#boot .progress", "aria-label", embedded ? t("Loading the game") : t("Loading the games"));
  const stage = $("stage");
  if (stage?.textContent === "Loading…") stage.textContent = t("Loading…");
}

let toastTimer = 0;
export function toast(/** @type {string} */ message) {
  const box = $("toast");
  if (!box) return; // every page of Posy has one
  box.textContent = message;
  box.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (box.hidden = true), 4500);
}

export function setStatus(/** @type {(Node | string)[]} */ ...content) {
  $("status")?.replaceChildren(...content);
}

export function setActions(/** @type {(Node | string)[]} */ ...buttons) {
  $("actions")?.replaceChildren(...buttons);
}

export function randomSeed() {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return words[0] * 2 ** 21 + (words[1] >>> 11); // a safe integer
}

/**
 * A game's rules page in the page's language (assets/rules/<id>.<lang>.html, written by its
 * translators), else in English (assets/rules/<id>.html): its text, and the language it is in.
 * @param {string} id
 * @returns {Promise<{text: string, lang: string}>}
 */
async function rulesPage(id) {
  const lang = language();
  const page = (/** @type {string} */ name) => fetch(new URL(`../../assets/rules/${name}.html`, import.meta.url));
  if (lang !== "en" && lang !== PSEUDO) {
    const translated = await page(`${id}.${lang}`).catch(() => null);
    if (translated?.ok) return { text: await translated.text(), lang }; // none yet (404): the English page
  }
  const response = await page(id);
  if (!response.ok) throw new Error(String(response.status));
  return { text: await response.text(), lang: "en" };
}

export async function showRules(/** @type {{id: string, title: string}} */ info) {
  const gameTitle = t(info.title);
  const body = h("div", { class: "rules-page" }, h("p", {}, t("Loading the rules…")));
  const closeBtn = h("button", { class: "btn primary", type: "button", autofocus: true }, t("Close"));
  // the title stands beside the ✕ from the start; the page's own copy of it is dropped
  const title = h("h2", {}, gameTitle);
  const dialog = h("div", { class: "dialog wide" }, title, body, h("div", { class: "buttons" }, closeBtn));
  const { close } = overlay(dialog, {
    // Translators: the name of the dialog that shows a game's rules page
    label: t("{game} rules", { game: gameTitle }),
    onClose: () => {},
  });
  closeBtn.onclick = close;
  try {
    const { text, lang } = await rulesPage(info.id);
    body.lang = lang; // an English page in another language's screen says so
    // Our own static page, parsed inertly; scripts and handlers are dropped.
    const doc = new DOMParser().parseFromString(text, "text/html");
    doc.querySelectorAll("script, iframe, object, embed, style, link").forEach((n) => n.remove());
    doc.querySelectorAll("*").forEach((n) => {
      for (const attr of [...n.attributes]) if (attr.name.startsWith("on")) n.removeAttribute(attr.name);
    });
    // "Learn to play" (a link to the app from the page on its own) starts the tutorial here
    doc
      .querySelectorAll("a[data-learn]")
      .forEach((a) => a.setAttribute("href", `#learn=${a.getAttribute("data-learn")}`));
    const own = doc.body.firstElementChild;
    const heading = own?.textContent?.trim();
    if (own?.tagName === "H2" && (heading === gameTitle || heading === info.title)) own.remove();
    body.replaceChildren(...doc.body.childNodes);
  } catch {
    body.lang = language();
    body.replaceChildren(h("p", {}, t("The rules page could not be loaded.")));
  }
}

// -- offline and updates ---------------------------------------------------------------

let updateChosen = false;

/** Register the service worker; announce a new build instead of forcing it mid-game. */
export async function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  // The first install takes control of this page (clients.claim) while it runs the
  // same build: nothing to reload. Only a worker replacing an older one, or the update
  // the player chose, reloads the page.
  const hadController = Boolean(navigator.serviceWorker.controller);
  try {
    const registration = await navigator.serviceWorker.register(new URL("../../sw.js", import.meta.url), {
      scope: "../",
    });
    if (!registration) return; // blocked (some embedded browsers, test runners)
    const announce = (/** @type {ServiceWorker | null} */ worker) => {
      if (!worker || !navigator.serviceWorker.controller) return; // first install: nothing to update
      showUpdate(worker);
    };
    announce(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker?.addEventListener("statechange", () => worker.state === "installed" && announce(worker));
    });
    let reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (reloading || !(hadController || updateChosen)) return;
      reloading = true;
      location.reload();
    });
  } catch (error) {
    console.warn("posy: offline mode unavailable:", error instanceof Error ? error.message : error);
  }
}

function showUpdate(/** @type {ServiceWorker} */ worker) {
  if ($("update")) return;
  const bar = h("div", { class: "update", id: "update", role: "status" },
    h("span", {}, t("Update ready.")),
    h("button", { class: "btn primary", type: "button", onclick: () => {
      updateChosen = true;
      worker.postMessage("skip-waiting");
    } }, t("Reload")),
    h("button", { class: "btn", type: "button", onclick: () => bar.remove() }, t("Later")));
  document.body.append(bar);
}

/** Show the worker's progress on the boot screen: downloading, starting Python, rules. */
export function bootProgress(/** @type {{stage: string, loaded?: number, total?: number}} */ detail) {
  const bar = /** @type {HTMLElement | null} */ (document.querySelector("#boot .bar"));
  const stage = $("stage");
  const meter = document.querySelector("#boot .progress");
  if (!bar || !stage) return;
  const { fraction, text } = bootState(detail);
  bar.style.width = `${Math.max(2, fraction * 100)}%`;
  meter?.setAttribute("aria-valuenow", String(Math.round(fraction * 100)));
  stage.textContent = text;
}

/** How far the engine's boot is, from the worker's progress message: {fraction, text}. */
export function bootState(/** @type {{stage: string, loaded?: number, total?: number}} */ detail) {
  let fraction = 0;
  let text = t("Loading…");
  if (detail.stage === "download") {
    const { loaded = 0, total: expected = 0 } = detail;
    const total = Math.max(expected, 15e6);
    fraction = Math.min(loaded / total, 1) * 0.7;
    const spoken = language() === PSEUDO ? "en" : language();
    const size = new Intl.NumberFormat(spoken, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    // Translators: {size} is a number of megabytes ("12.3")
    text = t("Downloading the games ({size} MB)…", { size: size.format(loaded / 1e6) });
    if (loaded >= expected && expected > 9e6) text = t("Getting ready…"); // no engine words for a player (issue 44)
  } else if (detail.stage === "rules") {
    fraction = 0.95;
    text = t("Loading the rules…");
  }
  return { fraction, text };
}
