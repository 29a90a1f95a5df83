// The invitation's screen (a friend's first link): the game, who invites, the place
// offered, this player's name (remembered for the next invitation), and Join.
import { overlay } from "../board/dialog.js";
import { h } from "../ui.js";
import { formatList, pt, t } from "../i18n.js";

/** The name this player last joined with (also said to a friend's device when pairing). */
export const NAME_KEY = "posy:remote-name";

/**
 * @param {{inviter?: string | null, names: string[], offered?: string[] | null}} found remote_identify's answer
 * @param {string} title the game's
 * @param {{join: (name: string, remove: () => void) => Promise<void>, close: () => void}} act `join`: Join
 *   tapped (`remove` takes the dialog down once joined); `close`: the dialog closed instead
 */
export function showInvitation(found, title, { join, close }) {
  const name = h("input", {
    type: "text",
    id: "remote-name",
    maxlength: 24,
    autocomplete: "nickname",
    value: localStorage.getItem(NAME_KEY) || "",
    required: true,
    autofocus: true,
  });
  const heading = found.inviter
    ? t("{name} invites you to play {game}", { name: found.inviter, game: title })
    : t("A friend invites you to play {game}", { game: title });
  // Translators: what separates the players' names in the invitation's list of them ("Ann, Bob")
  const names = found.names.join(pt("names", ", "));
  const place = found.offered?.length
    ? // Translators: {names}, every player's name; {places}, the ones this player takes
      t("Players: {names}. You take the place of {places}.", { names, places: formatList(found.offered) })
    : t("Players: {names}. You take the place of the next player.", { names });
  const label = t("Invitation");
  const form = h(
    "form",
    { class: "dialog", id: "invitation", "aria-label": label },
    h("h2", {}, heading),
    h("p", {}, place),
    h("div", { class: "field" }, h("label", { for: "remote-name" }, t("Your name")), name),
    h("div", { class: "buttons" }, h("button", { class: "btn primary", type: "submit", id: "join" }, t("Join"))),
  );
  const { layer } = overlay(form, { label, onClose: close });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const chosen = name.value.trim();
    localStorage.setItem(NAME_KEY, chosen);
    await join(chosen, () => layer.remove());
  });
}
