// <posy-game>: one Posy game in any page, in an iframe sized to the element.
//
//   <script type="module" src="https://your.host/posy/web/embed.js"></script>
//   <posy-game game="floriado" names="Ann,Bob" style="height: 640px"></posy-game>
//
// Attributes: game (required), players, names (comma-separated), options (JSON
// object of game options), computer ("1:hard" or "1:hard,2:easy": which seats, counted
// from 0, a computer plays, and at which level), embed-id (echoed in events), ice-servers
// (the STUN/TURN servers a live game with a friend may use, web/remote/live/config.js:
// none unless named here or by the person). The element dispatches
// "posy-ready", "posy-move", "posy-over" and "posy-error" events (detail: the
// message), and element.newGame({players, names, options}) starts a new game.
// Messages are accepted only from its own iframe, on Posy's origin.

const EMBED_URL = new URL("../embed.html", import.meta.url);

class PosyGame extends HTMLElement {
  static observedAttributes = ["game", "players", "names", "options", "computer", "embed-id", "ice-servers", "lang"];

  /** @type {HTMLIFrameElement | null} made once the element is first in a page */
  frame = null;

  /** @param {MessageEvent} event */
  onMessage = (event) => this.#receive(event);

  connectedCallback() {
    if (!this.frame) {
      this.frame = document.createElement("iframe");
      this.frame.title = "Posy game";
      this.frame.setAttribute("allow", "clipboard-write");
      Object.assign(this.frame.style, { width: "100%", height: "100%", border: "0", display: "block" });
      if (!this.style.display) this.style.display = "block";
      this.append(this.frame);
      window.addEventListener("message", this.onMessage);
    }
    this.#load();
  }

  disconnectedCallback() {
    window.removeEventListener("message", this.onMessage);
  }

  attributeChangedCallback() {
    if (this.frame) this.#load();
  }

  #load() {
    if (!this.frame) return;
    const url = new URL(EMBED_URL);
    url.searchParams.set("game", this.getAttribute("game") || "");
    for (const name of ["players", "names", "computer", "ice-servers"]) {
      const value = this.getAttribute(name);
      if (value !== null) url.searchParams.set(name, value);
    }
    const id = this.getAttribute("embed-id");
    if (id !== null) url.searchParams.set("id", id);
    // the game speaks the element's language, as HTML's lang is inherited: its own, or the
    // host page's (else the player's own choice or browser's, web/i18n.js)
    const lang = this.closest("[lang]")?.getAttribute("lang");
    if (lang) url.searchParams.set("lang", lang);
    url.searchParams.set("origin", location.origin);
    try {
      const options = JSON.parse(this.getAttribute("options") || "{}");
      for (const [key, value] of Object.entries(options)) url.searchParams.set(key, String(value));
    } catch {
      console.warn("posy-game: the options attribute is not JSON");
    }
    if (this.frame.src !== url.href) this.frame.src = url.href;
  }

  /** @param {MessageEvent} event */
  #receive(event) {
    if (!this.frame || event.source !== this.frame.contentWindow || event.origin !== EMBED_URL.origin) return;
    const data = event.data;
    if (!data || data.source !== "posy" || typeof data.type !== "string") return;
    if (data.type === "ready") this.#name(data);
    this.dispatchEvent(new CustomEvent(`posy-${data.type}`, { detail: data, bubbles: true }));
  }

  /** The iframe's accessible name: "Posy game" until the game says its title, in its language.
   * @param {{title?: unknown, lang?: unknown}} data */
  #name({ title, lang }) {
    if (!this.frame || typeof title !== "string" || !title) return;
    this.frame.title = title.slice(0, 120);
    if (typeof lang === "string" && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang)) this.frame.lang = lang;
  }

  /** Start a new game in this element: {players, names, options, computer} are all optional. */
  newGame(settings = {}) {
    this.frame?.contentWindow?.postMessage({ source: "posy", type: "new", ...settings }, EMBED_URL.origin);
  }
}

if (!customElements.get("posy-game")) customElements.define("posy-game", PosyGame);
