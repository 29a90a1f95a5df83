// Small services the app page, the embed page and the game screen share: the toast,
// the status line and the action bar, the rules page, the service worker, the boot
// progress. They know no game.
import { overlay } from "../board/dialog.js";
import { h } from "../ui.js";

const $ = (/** @type {string} */ id) => document.getElementById(id);

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

export async function showRules(/** @type {{id: string, title: string}} */ info) {
  const body = h("div", { class: "rules-page" }, h("p", {}, "Loading the rules…"));
  const closeBtn = h("button", { class: "btn primary", type: "button", autofocus: true }, "Close");
  // the title stands beside the ✕ from the start; the page's own copy of it is dropped
  const title = h("h2", {}, info.title);
  const dialog = h("div", { class: "dialog wide" }, title, body, h("div", { class: "buttons" }, closeBtn));
  const { close } = overlay(dialog, {
    label: `${info.title} rules`,
    onClose: () => {},
  });
  closeBtn.onclick = close;
  try {
    const response = await fetch(new URL(`../../assets/rules/${info.id}.html`, import.meta.url));
    if (!response.ok) throw new Error(String(response.status));
    // Our own static page, parsed inertly; scripts and handlers are dropped.
    const doc = new DOMParser().parseFromString(await response.text(), "text/html");
    doc.querySelectorAll("script, iframe, object, embed, style, link").forEach((n) => n.remove());
    doc.querySelectorAll("*").forEach((n) => {
      for (const attr of [...n.attributes]) if (attr.name.startsWith("on")) n.removeAttribute(attr.name);
    });
    // "Learn to play" (a link to the app from the page on its own) starts the tutorial here
    doc
      .querySelectorAll("a[data-learn]")
      .forEach((a) => a.setAttribute("href", `#learn=${a.getAttribute("data-learn")}`));
    const own = doc.body.firstElementChild;
    if (own?.tagName === "H2" && own.textContent?.trim() === info.title) own.remove();
    body.replaceChildren(...doc.body.childNodes);
  } catch {
    body.replaceChildren(h("p", {}, "The rules page could not be loaded."));
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
    h("span", {}, "Update ready."),
    h("button", { class: "btn primary", type: "button", onclick: () => {
      updateChosen = true;
      worker.postMessage("skip-waiting");
    } }, "Reload"),
    h("button", { class: "btn", type: "button", onclick: () => bar.remove() }, "Later"));
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
  let text = "Loading…";
  if (detail.stage === "download") {
    const { loaded = 0, total: expected = 0 } = detail;
    const total = Math.max(expected, 15e6);
    fraction = Math.min(loaded / total, 1) * 0.7;
    text = `Downloading the games (${(loaded / 1e6).toFixed(1)} MB)…`;
    if (loaded >= expected && expected > 9e6) text = "Getting ready…"; // no engine words for a player (issue 44)
  } else if (detail.stage === "rules") {
    fraction = 0.95;
    text = "Loading the rules…";
  }
  return { fraction, text };
}
