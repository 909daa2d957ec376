// The menu: animation, language, «Copiar enlace de la partida», a code to open, «Invitar» and
// «Nueva partida» (which asks first when a match is in progress).

import { forgetGame } from "./store.js";
import { fill, renderPaces } from "./view.js";

const $ = (id) => document.getElementById(id);

/** Copy ``text`` to the clipboard (a promise; refused where the browser gives no clipboard). */
export function copy(text) {
  if (navigator.clipboard && navigator.clipboard.writeText) return navigator.clipboard.writeText(text);
  return Promise.reject(new Error("no clipboard"));
}

/** ``line`` says ``words`` and shows ``link`` as a link, for browsers that cannot copy it too. */
export function showLink(line, words, link) {
  const a = document.createElement("a");
  a.href = link;
  a.textContent = link;
  line.replaceChildren(words, a);
  line.hidden = false;
}

/** The menu's controls on ``app`` (app.js's state), with what they need of app.js in ``api``:
 * ``send``, ``deal(code)``, ``settings()``, ``keepPrefs()``, ``changePace(pace)``, ``paces()``. */
export function wireMenu(app, api) {
  const menu = $("menu");
  $("menu-button").addEventListener("click", () => {
    $("link-line").hidden = true;
    renderPaces(api.paces(), app.pace, api.changePace);
    menu.showModal();
  });
  $("lang-button").addEventListener("click", () => {
    app.lang = app.lang === "es" ? "en" : "es";
    app.settings.lang = app.lang;
    api.keepPrefs();
    api.send({ type: "lang", lang: app.lang });
    menu.close();
  });
  $("copy-button").addEventListener("click", () => {
    if (!app.state || !app.state.link) return;
    const link = location.origin + app.state.link;
    const say = (key) => showLink($("link-line"), fill(app.labels[key], { link: "" }), link);
    say("web.link");
    copy(link).then(
      () => say("menu.link-copied"),
      () => say("web.link"),
    );
  });
  $("code-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = $("menu-code").value.trim();
    if (!code) return;
    menu.close();
    api.deal(code);
  });
  $("invite-button").addEventListener("click", () => {
    app.busy = true;
    if (!api.send({ type: "invite" })) app.busy = false;
  });
  const newGame = () => {
    if (!app.state || !app.state.table_id) forgetGame();
    app.table = null;
    app.state = null;
    app.screen = "start";
    history.replaceState(null, "", "/");
    menu.close();
    api.send({ type: "hello", lang: app.lang, settings: api.settings() });
  };
  $("new-button").addEventListener("click", () => {
    if (app.state && !app.state.match_over) $("confirm").showModal();
    else newGame();
  });
  $("confirm-yes").addEventListener("click", () => {
    $("confirm").close();
    newGame();
  });
  $("confirm-no").addEventListener("click", () => $("confirm").close());
}
