// The game menu: a suggested move, a new game with the same settings, resign, save to a
// file, copy a share link, table mode, settings, back to the lobby.
import { confirmDialog, overlay } from "../board/dialog.js";
import { openSettings } from "../settings.js";
import * as share from "../share.js";
import { downloadFile, h } from "../ui.js";
import { toast } from "./services.js";
import { t } from "../i18n.js";

/** What a file or link of an unfinished hidden-information game gives away, in words;
 * null when it gives nothing away. */
export function secretsNote(
  /** @type {{secrets: boolean}} */ info,
  /** @type {import("../types.js").Snapshot} */ snap,
) {
  if (!info.secrets || snap.over) return null;
  const parts = [
    t(
      "The file and the link hold every hidden card and stack of this game: they are for continuing it on " +
        "another device, not for showing to another player.",
    ),
  ];
  if (snap.secret_pending)
    parts.push(t("A choice made face down and not yet revealed is left out: that player makes it again."));
  return parts.join(" ");
}

/**
 * Open the menu over the game.
 * `current()`: the position on screen when a button is pressed (computers may move meanwhile).
 * @param {{info: import("../types.js").GameInfo, current: () => import("../types.js").Snapshot, tableMode: boolean,
 *   onTableMode: (on: boolean) => void, onExit: (() => void) | null, onHint?: (() => void) | null,
 *   onNewGame?: (() => void) | null, resign?: {words: string, confirm: () => void} | null}} options
 *   `onHint`: suggest a move, when a person here decides now (the Hint button does it too, at every size);
 *   `resign.words`: the sentence that ending would be ("White resigns. Game over: Gray wins."), asked first
 */
export function openMenu({
  info,
  current,
  tableMode,
  onTableMode,
  onExit,
  onHint = null,
  onNewGame = null,
  resign = null,
}) {
  const hintBtn = onHint ? h("button", { class: "btn", type: "button", id: "menu-hint" }, t("Suggest a move")) : null;
  const newBtn = onNewGame
    ? h("button", { class: "btn", type: "button", id: "menu-new" }, t("New game, same players"))
    : null;
  const resignBtn = resign ? h("button", { class: "btn", type: "button", id: "menu-resign" }, t("Resign…")) : null;
  const settingsBtn = h("button", { class: "btn", type: "button", id: "menu-settings" }, t("Settings…"));
  const exportBtn = h("button", { class: "btn", type: "button" }, t("Save to a file"));
  const shareBtn = h("button", { class: "btn", type: "button" }, t("Copy a share link"));
  const table = h("input", { type: "checkbox", checked: tableMode, id: "table-mode" });
  const closeBtn = h("button", { class: "btn primary", type: "button" }, t("Close"));
  const lobby = onExit ? h("button", { class: "btn", type: "button" }, t("Back to the lobby")) : null;
  const linkBox = h("div", { class: "share-box" });
  const words = secretsNote(info, current());
  const note = words && h("p", { class: "notice secrets-note", id: "secrets-note" }, words);
  const { close } = overlay(
    h(
      "div",
      { class: "dialog", id: "game-menu" },
      h("h2", {}, t(info.title)),
      h(
        "div",
        { class: "menu-list" },
        note,
        hintBtn,
        newBtn,
        resignBtn,
        exportBtn,
        shareBtn,
        linkBox,
        h(
          "label",
          { class: "check" },
          table,
          t("Table mode: turn the far player's panel, and the board on their turn, toward them"),
        ),
        settingsBtn,
        lobby,
      ),
      h("div", { class: "buttons" }, closeBtn),
    ),
    { label: t("Game menu"), onClose: () => {} },
  );
  closeBtn.onclick = close;
  const then = (/** @type {() => void} */ next) => () => {
    close();
    next();
  };
  if (hintBtn && onHint) hintBtn.onclick = then(onHint);
  if (newBtn && onNewGame) newBtn.onclick = then(onNewGame);
  // resigning ends the game for good: asked first, in the words of the ending
  if (resignBtn && resign) {
    resignBtn.onclick = then(() =>
      confirmDialog({
        id: "resign-confirm",
        title: t("Resign this game?"),
        words: resign.words,
        yes: t("Resign"),
        no: t("Keep playing"),
        onYes: resign.confirm,
      }),
    );
  }
  settingsBtn.onclick = then(openSettings);
  exportBtn.onclick = () => exportFile(current().record);
  shareBtn.onclick = () => copyLink(current().record, linkBox, Boolean(words));
  table.onchange = () => onTableMode(table.checked);
  if (lobby && onExit) lobby.onclick = then(onExit);
}

async function copyLink(
  /** @type {import("../types.js").GameRecord} */ record,
  /** @type {HTMLElement} */ box,
  /** @type {boolean} */ secrets,
) {
  const making = share.toLink(record);
  // The clipboard write starts in the tap itself, with the link still to come: WebKit
  // drops a tap's permission to write across the link's compression (a stream read),
  // but keeps it for a ClipboardItem whose text is a promise (tests/engines found it).
  const copied =
    typeof ClipboardItem === "function"
      ? navigator.clipboard.write([
          new ClipboardItem({ "text/plain": making.then((l) => new Blob([l], { type: "text/plain" })) }),
        ])
      : making.then((l) => navigator.clipboard.writeText(l));
  const link = await making;
  const name = t("Share link");
  const field = h("input", { type: "text", readonly: true, value: link, "aria-label": name, id: "share-link" });
  box.replaceChildren(field);
  field.select();
  try {
    await copied;
    toast(
      secrets
        ? t("Link copied. It holds the hidden cards: use it to continue on another device.")
        : t("Link copied. Anyone who opens it continues from this position."),
    );
  } catch {
    toast(t("Copy the link from the box."));
  }
}

function exportFile(/** @type {import("../types.js").GameRecord} */ record) {
  downloadFile(`posy-${record.game}-${new Date().toISOString().slice(0, 10)}.json`, share.toFile(record));
}
