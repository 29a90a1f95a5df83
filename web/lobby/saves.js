// The lobby's saved games: the unfinished ones to continue or abandon, damaged ones to
// discard, and a saved game file to open.
import * as share from "../share.js";
import * as store from "../store.js";
import { h, listNames } from "../ui.js";
import { nt, t } from "../i18n.js";

/**
 * What the list needs from the app.
 * @typedef {object} SavesHost
 * @property {Promise<import("../store.js").Listed[]> | null} first the saves read while the page started,
 *   if not used yet
 * @property {(id: string) => import("../types.js").GameInfo | undefined} gameInfo
 * @property {(button: HTMLElement, id: string, save: import("../store.js").SaveEntry) => void} onContinue
 * @property {(notice?: string) => void} refresh shows the lobby again
 * @property {(record: import("../types.js").GameRecord) => Promise<void>} openRecord
 * @property {(text: string) => Promise<void>} openLink a friend's link, pasted
 */

// A browser's storage can stall (WebKit's did once, for minutes, after a reload in a
// test): the games and their cards must not wait for it.
export const SAVES_PATIENCE_MS = 3000;

/**
 * The saves, or null when they take longer than SAVES_PATIENCE_MS: the lobby is then
 * drawn without them, and `onLate` gets them when they come.
 * @param {Promise<(import("../store.js").SaveEntry | import("../store.js").Damaged)[]>} reading
 * @param {(saves: (import("../store.js").SaveEntry | import("../store.js").Damaged)[]) => void} onLate
 */
export async function readPatiently(reading, onLate) {
  const late = Symbol("late");
  const timer = new Promise((resolve) => setTimeout(resolve, SAVES_PATIENCE_MS, late));
  const listed = await Promise.race([reading, timer]);
  if (listed !== late)
    return /** @type {(import("../store.js").SaveEntry | import("../store.js").Damaged)[]} */ (listed);
  reading.then(onLate, () => {});
  return null;
}

/** @param {SavesHost} host */
export async function savedGames(host) {
  /** @type {HTMLElement[]} */
  const rows = [];
  const saves = await (host.first ?? store.list());
  for (const save of saves) {
    if (!("record" in save)) {
      rows.push(
        h(
          "li",
          { class: "saved damaged" },
          h("span", {}, t("A saved game that cannot be read.")),
          h(
            "button",
            {
              class: "btn",
              type: "button",
              onclick: async () => {
                await store.remove(save.id);
                host.refresh();
              },
            },
            t("Discard"),
          ),
        ),
      );
      continue;
    }
    if (save.finished) continue;
    const info = host.gameInfo(save.record.game);
    const moves = Array.isArray(save.record.moves) ? save.record.moves.length : 0;
    const names = Array.isArray(save.record.names)
      ? save.record.names.filter((/** @type {unknown} */ n) => typeof n === "string")
      : [];
    const title = info ? t(info.title) : t("An unknown game");
    if (save.remote) {
      // a game with a friend on another device: whose turn it is, from its last save
      rows.push(
        h(
          "li",
          { class: "saved remote", "data-save": save.id },
          h(
            "span",
            {},
            // Translators: a saved game with friends: its title, then the players' names
            h("strong", {}, t("{game} with {names}", { game: title, names: listNames(names) })),
            " — ",
            save.myTurn ? t("Your turn") : save.status || t("Waiting for your friend"),
          ),
          h(
            "button",
            {
              class: "btn primary",
              type: "button",
              onclick: (/** @type {Event} */ event) =>
                host.onContinue(/** @type {HTMLElement} */ (event.currentTarget), save.id, save),
            },
            t("Continue"),
          ),
          h(
            "button",
            {
              class: "btn",
              type: "button",
              onclick: async () => {
                await store.remove(save.id);
                host.refresh();
              },
            },
            t("Abandon"),
          ),
        ),
      );
      continue;
    }
    rows.push(
      h(
        "li",
        { class: "saved", "data-save": save.id },
        h(
          "span",
          {},
          h("strong", {}, title),
          // Translators: after a saved game's title: its players' names, then how many moves were played
          nt(" — {names}, {n} move in", " — {names}, {n} moves in", moves, { names: listNames(names) }),
        ),
        h(
          "button",
          {
            class: "btn primary",
            type: "button",
            onclick: (/** @type {Event} */ event) =>
              host.onContinue(/** @type {HTMLElement} */ (event.currentTarget), save.id, save),
          },
          t("Continue"),
        ),
        h(
          "button",
          {
            class: "btn",
            type: "button",
            onclick: async () => {
              await store.remove(save.id);
              host.refresh();
            },
          },
          t("Abandon"),
        ),
      ),
    );
  }
  if (!rows.length) return null;
  return h(
    "section",
    { class: "saved-games", "aria-label": t("Unfinished games") },
    h("h2", {}, t("Unfinished games")),
    h("ul", {}, rows),
  );
}

/** @param {SavesHost} host */
export function importBox(host) {
  const input = h("input", { type: "file", accept: ".json,application/json", id: "import-file", class: "sr-only" });
  input.addEventListener("change", async () => {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    try {
      const record = share.fromFile(await file.text());
      await host.openRecord(record);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      host.refresh(t("That file could not be opened: {why}", { why }));
    }
  });
  return h(
    "p",
    { class: "import" },
    h("label", { for: "import-file", class: "btn" }, t("Open a saved game file…")),
    input,
  );
}

/**
 * A box for a friend's link copied from a messenger (a link opened in the browser goes
 * straight to the game).
 * @param {SavesHost} host
 */
export function linkBox(host) {
  const field = h("input", {
    type: "text",
    id: "friend-link",
    autocomplete: "off",
    placeholder: "https://…#remote=posy1.…",
    "aria-label": t("A link from a friend"),
  });
  const form = h("form", { class: "import friend-link" },
    h("label", { for: "friend-link" }, t("Got a link from a friend? Paste it here:")), field,
    h("button", { class: "btn", type: "submit" }, t("Open")),
    // a friend's live pairing code, read with this device's camera (web/remote/live/)
    h("button", { class: "btn", type: "button", id: "scan-code", onclick: async () => {
      const { scanWithCamera } = await import("../remote/live/camera.js");
      const text = await scanWithCamera(t("Scan your friend's code"), (message) => host.refresh(message));
      if (text) host.openLink(text);
    } }, t("Scan a code")));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (field.value.trim()) host.openLink(field.value);
  });
  return form;
}
