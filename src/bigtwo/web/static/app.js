// The page of `bigtwo serve`: one WebSocket to /ws, the messages of the protocol
// (docs: the `bigtwo.web` module), and the page drawn from what the server says. The server is
// the only place the rules run: the page never decides whether a play is legal, it asks.

import { copy, showLink, wireMenu } from "./menu.js";
import * as motion from "./motion.js";
import * as store from "./store.js";
import * as view from "./view.js";

const $ = (id) => document.getElementById(id);
const PACE_MS = { normal: 900, fast: 300, instant: 0 };
const PACES = ["normal", "fast", "instant"];
const MAX_EVENTS = 40;

const query = new URLSearchParams(location.search);
const prefs = store.loadPrefs();
const browserLang = (navigator.language || "en").toLowerCase().startsWith("es") ? "es" : "en";

const app = {
  ws: null, // the socket (null while reconnecting)
  retry: 0, // reconnections failed in a row
  lang: prefs.lang === "es" || prefs.lang === "en" ? prefs.lang : browserLang,
  pace: PACES.includes(prefs.pace) ? prefs.pace : "normal",
  settings: prefs.settings && typeof prefs.settings === "object" ? { ...prefs.settings } : {},
  labels: {}, // the server's texts in the tab's language
  table: query.get("table"), // the shared table this tab sits at (or joins)
  code: query.get("code"), // a deal to open, once
  screen: "connecting", // connecting, start, table
  startScreen: null, // the last start-screen message
  state: null, // the last state message
  selection: [], // your selected cards ("9D"), in the hand's order
  canPlay: false, // the server's answer for this selection
  passReason: "",
  pendingSelect: 0, // `select` messages not answered yet
  busy: false, // an action sent, its answer awaited
  hinting: false, // the `selection` after a hint keeps the hint's status line
  cpuTimer: null,
  cpuSent: false,
  dealing: null, // the dealing shown now ({done, skip})
  skipped: -Infinity, // when a tap last skipped the dealing
  expectDeal: false, // the next state is a new deal: show the dealing
  awaitingStart: false, // a `start` sent for a link: its start-screen is not shown
  joining: false, // a `join` sent: the start-screen of its `hello` is not shown
  helloSave: false, // a `hello` with a save sent: an error means the save is bad
  seatLine: "", // «Te sientas en el asiento N»
  lastDeal: null, // which deal the last state was of
  events: [], // the lines of «Lo que ha pasado»
  stale: false, // another tab took this game
};

const tabs = new store.Tabs(() => taken());

// -- the connection -------------------------------------------------------------------------------

function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const ws = new WebSocket(scheme + location.host + "/ws");
  app.ws = ws;
  ws.onopen = () => {
    app.retry = 0;
    view.show("connection", false);
    greet();
    refresh();
  };
  ws.onmessage = (event) => {
    let message;
    try {
      message = JSON.parse(event.data);
    } catch {
      return;
    }
    const handler = HANDLERS[message.type];
    if (handler) handler(message);
  };
  ws.onclose = () => {
    if (app.ws !== ws || app.stale) return;
    app.ws = null;
    app.busy = false;
    app.cpuSent = false;
    app.pendingSelect = 0;
    clearTimeout(app.cpuTimer);
    const line = app.labels["web.reconnecting"];
    if (line) {
      $("connection").textContent = line;
      view.show("connection", true);
    }
    refresh();
    const wait = Math.min(2000, 200 * 2 ** app.retry);
    app.retry += 1;
    setTimeout(connect, wait);
  };
}

function send(message) {
  if (!app.ws || app.ws.readyState !== WebSocket.OPEN) return false;
  app.ws.send(JSON.stringify(message));
  return true;
}

/** The settings the server is sent: the start screen's, in the tab's language and pace. */
function settings() {
  return { ...app.settings, lang: app.lang, pace: app.pace };
}

/** The first messages of a connection: join the shared table, open the link's deal, or resume. */
function greet() {
  const hello = { type: "hello", lang: app.lang, settings: settings() };
  if (app.table) {
    app.joining = true;
    send(hello);
    send({ type: "join", table: app.table, token: store.tableToken(app.table) });
    return;
  }
  if (app.code) {
    const code = app.code;
    app.code = null;
    history.replaceState(null, "", "/");
    app.awaitingStart = true;
    app.expectDeal = true;
    send(hello);
    send({ type: "start", settings: settings(), code });
    return;
  }
  let save = null;
  if (app.screen === "table" && app.state && app.state.save) save = app.state.save;
  else if (app.screen !== "start") save = (store.currentGame() || {}).save || null;
  app.helloSave = Boolean(save);
  send(save ? { ...hello, save } : hello);
}

function keepPrefs() {
  store.savePrefs({ lang: app.lang, pace: app.pace, settings: settings() });
}

// -- what the server says -------------------------------------------------------------------------

function setLabels(labels, lang) {
  if (labels) app.labels = labels;
  if (lang) app.lang = lang;
  view.applyLabels(app.labels, app.lang);
}

function status(text, kind = "") {
  const line = $("status");
  line.textContent = text || "";
  line.dataset.kind = kind;
}

function onStartScreen(message) {
  app.helloSave = false;
  app.startScreen = message;
  app.settings = { ...message.settings, pace: app.pace };
  setLabels(message.labels, message.settings.lang);
  if (app.joining || app.awaitingStart) return;
  showStart(message, message.notice);
}

function showStart(message, notice) {
  stopCpu();
  finishDealing();
  tabs.game = null; // this tab holds no game now
  app.screen = "start";
  app.state = null;
  app.selection = [];
  view.renderRows(message, changeOption);
  view.renderChoices(message, app.settings, { level: changeLevel });
  view.renderPaces(message.paces, app.pace, changePace);
  $("notice").textContent = notice || "";
  view.show("notice", Boolean(notice));
  if (!$("table").hidden) window.scrollTo(0, 0);
  view.show("start", true);
  view.show("table", false);
  $("header-line").textContent = "";
  if (!notice) status("");
  refresh();
}

function onRules(message) {
  app.settings = { ...message.settings, pace: app.pace };
  view.renderRows(message, changeOption);
  keepPrefs();
}

function onState(message) {
  const prev = app.state;
  Object.assign(app, { awaitingStart: false, joining: false, helloSave: false, busy: false, cpuSent: false, canPlay: false });
  setLabels(message.labels, message.lang);
  if (!message.table_id && app.table) {
    app.table = null; // a solo game again (a code opened from a shared table)
    history.replaceState(null, "", "/");
  }
  app.state = message;
  app.screen = "table";
  if (message.settings) app.settings = { ...message.settings, pace: app.pace };
  if (!message.table_id) keep(message);

  const hand = new Set(message.hand.map((c) => c.card));
  if (!prev || prev.game_id !== message.game_id) app.selection = (message.selected || []).filter((c) => hand.has(c));
  else app.selection = app.selection.filter((c) => hand.has(c));

  const key = `${message.table_id || ""}/${message.game_id}/${message.view.deal_number}`;
  const sameDeal = app.lastDeal === key;
  const newDeal = app.expectDeal || (prev !== null && !sameDeal && message.view.history.length === 0);
  const cleared = Boolean(prev && sameDeal && prev.table && !message.table && !message.over);
  const arrived = Boolean(
    message.table && !newDeal && (!prev || !prev.table || prev.table.text !== message.table.text || prev.table.seat !== message.table.seat),
  );
  app.lastDeal = key;
  app.expectDeal = false;
  if (newDeal || !sameDeal) app.events = [];
  app.events.push(...message.events);
  app.events = app.events.slice(-MAX_EVENTS);

  const shot = cleared ? motion.snapshot($("pile")) : [];
  if (!prev) window.scrollTo(0, 0);
  for (const [id, shown] of Object.entries({ start: false, notice: false, table: true, score: false })) view.show(id, shown);
  drawTable(message);
  status(message.status);

  let wait = Promise.resolve();
  if (newDeal) wait = dealCards(message);
  else if (cleared) wait = motion.sweep(shot, view.seatElement(prev.table.seat), $("felt"), app.pace);
  if (arrived) motion.arrive($("pile"), view.seatElement(message.table.seat), app.pace);
  refresh();
  wait.then(() => settled(message, cleared));
}

function drawTable(state) {
  view.renderHeader(state, app.labels);
  view.renderShared(state, app.labels, location.origin, app.seatLine);
  view.renderSeats(state, app.labels);
  view.renderPile(state);
  view.renderHand(state, app.selection, toggle);
  view.renderEvents(app.events);
  $("you-line").textContent = state.readout || "";
  $("readout").textContent = state.selection_readout || "";
  $("felt").dataset.players = String(state.seats.length);
}

/** After the animations of a state: the score card, or the next turn. */
function settled(state, cleared) {
  if (state !== app.state || app.stale) return;
  if (state.over && state.score) {
    const showScore = () => {
      if (state !== app.state) return;
      view.renderScore(state, app.labels);
      view.show("score", true);
      $("next-button").focus({ preventScroll: true });
    };
    setTimeout(showScore, PACE_MS[app.pace] / 2);
  } else if (state.your_turn) {
    askSelection();
  } else if (state.cpu_turn && !state.table_id) {
    scheduleCpu(PACE_MS[app.pace] * (cleared ? 2 : 1));
  }
  refresh();
}

function onSelection(message) {
  app.pendingSelect = Math.max(0, app.pendingSelect - 1);
  const asked = new Set(message.cards);
  const same = asked.size === app.selection.length && app.selection.every((c) => asked.has(c));
  if (!same || !app.state) {
    refresh();
    return; // an answer for a selection already changed: the next one follows
  }
  app.canPlay = Boolean(message.can_play);
  app.passReason = message.pass_reason || "";
  // a refused selection: its reason is the status line's, not said twice
  const refused = app.state.your_turn && !message.can_play && message.readout === message.reason;
  $("readout").textContent = refused ? "" : message.readout || "";
  if (app.state.your_turn) {
    if (app.hinting) app.hinting = false;
    else status(message.can_play ? app.labels["web.status.ready"] : message.reason);
  }
  refresh();
}

function onHint(message) {
  app.busy = false;
  app.hinting = true;
  app.selection = [...message.cards];
  app.canPlay = false;
  app.pendingSelect += 1; // the server's `selection` answer follows
  view.markSelection(app.selection);
  status(message.text);
  refresh();
}

function onInvited(message) {
  app.busy = false;
  const link = location.origin + message.link;
  showLink($("invite-line"), view.fill(app.labels["menu.invited"], { link: "" }), link);
  copy(link).catch(() => {});
  app.table = message.table;
  history.pushState(null, "", message.link);
  app.joining = true;
  send({ type: "join", table: message.table });
}

function onJoined(message) {
  store.keepTableToken(message.table, message.token);
  app.seatLine = view.fill(app.labels["web.joined"], { n: message.seat + 1 });
}

function onError(message) {
  // whatever was refused, nothing is awaited now (the selection is asked again with its next change)
  Object.assign(app, { busy: false, cpuSent: false, expectDeal: false, pendingSelect: 0 });
  if (app.helloSave) {
    app.helloSave = false;
    store.forgetGame(); // the server's reason follows in the start screen's notice
  }
  status(message.message, "error");
  if (app.joining || app.awaitingStart) {
    Object.assign(app, { joining: false, awaitingStart: false, table: null });
    history.replaceState(null, "", "/");
    if (app.startScreen) showStart(app.startScreen, message.message);
  }
  refresh();
}

const HANDLERS = { "start-screen": onStartScreen, rules: onRules, state: onState, selection: onSelection };
Object.assign(HANDLERS, { hint: onHint, invited: onInvited, joined: onJoined, error: onError });

// -- the browser's storage, and other tabs --------------------------------------------------------

function keep(state) {
  if (app.stale || !state.save || !state.game_id) return;
  store.keepGame(state.game_id, { save: state.save, settings: state.settings, lang: app.lang, pace: app.pace });
  keepPrefs();
  tabs.announce(state.game_id);
}

/** Another tab opened this game: stop here (no more messages, nothing written). */
function taken() {
  if (app.stale) return;
  app.stale = true;
  stopCpu();
  finishDealing();
  const ws = app.ws;
  app.ws = null;
  if (ws) ws.close();
  view.show("other-tab", true);
  $("app").dataset.phase = "stale";
  $("use-here").focus();
  refresh();
}

// -- what the player does -------------------------------------------------------------------------

function changeOption(option, value) {
  app.settings = { ...settings(), options: { ...(app.settings.options || {}), [option]: value } };
  keepPrefs();
  send({ type: "explain", settings: settings() });
}

function changeLevel(level) {
  app.settings.level = level;
  keepPrefs();
}

function changePace(pace) {
  app.pace = pace;
  app.settings.pace = pace;
  keepPrefs();
  if (app.state && app.state.save) keep(app.state);
}

function deal(code) {
  app.expectDeal = true;
  app.busy = true;
  keepPrefs();
  const message = { type: "start", settings: settings() };
  if (code) message.code = code;
  if (!send(message)) app.busy = false;
  refresh();
}

function toggle(card) {
  if (app.dealing || !app.state || justSkipped()) return;
  const at = app.selection.indexOf(card);
  if (at >= 0) app.selection.splice(at, 1);
  else app.selection.push(card);
  const order = app.state.hand.map((c) => c.card);
  app.selection.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  app.hinting = false;
  view.markSelection(app.selection);
  askSelection();
}

function askSelection() {
  app.canPlay = false;
  if (send({ type: "select", cards: [...app.selection] })) app.pendingSelect += 1;
  refresh();
}

function act(message, { dealing = false } = {}) {
  if (app.busy || !app.state || justSkipped()) return;
  app.busy = true;
  app.expectDeal = dealing;
  if (!send(message)) app.busy = app.expectDeal = false;
  refresh();
}

function scheduleCpu(ms) {
  stopCpu();
  const state = app.state;
  app.cpuTimer = setTimeout(() => {
    if (state !== app.state || app.stale || app.dealing || app.cpuSent) return;
    if (send({ type: "cpu" })) app.cpuSent = true;
    refresh();
  }, ms);
}

function stopCpu() {
  clearTimeout(app.cpuTimer);
  app.cpuTimer = null;
}

function dealCards(state) {
  finishDealing();
  const dealing = motion.deal({
    felt: $("felt"),
    layer: $("dealing-cards"),
    seats: state.seats.map((s) => view.seatElement(s.seat)),
    counts: state.view.dealt,
    mine: state.seat,
    handCards: [...$("hand").querySelectorAll(".card")],
    pace: app.pace,
    hint: $("dealing"),
    onSkip: () => (app.skipped = performance.now()), // the click that skips selects nothing
  });
  if (!dealing) return Promise.resolve();
  app.dealing = dealing;
  return dealing.done.then(() => {
    app.dealing = null;
    refresh();
  });
}

function finishDealing() {
  if (app.dealing) app.dealing.skip();
}

/** Whether a click comes just after a tap that skipped the dealing (it then does nothing). */
function justSkipped() {
  return performance.now() - app.skipped < 400;
}

// -- buttons and phases ---------------------------------------------------------------------------

/** Every button's state, and the phase the page is in. */
function refresh() {
  view.renderControls(app, Boolean(app.ws && app.ws.readyState === WebSocket.OPEN));
}

function wire() {
  $("start-form").addEventListener("submit", (event) => {
    event.preventDefault();
    deal($("start-code").value.trim());
  });
  $("variant").addEventListener("change", () => {
    app.settings = { ...settings(), variant: $("variant").value, options: {} };
    keepPrefs();
    send({ type: "explain", settings: settings() });
  });
  $("deals").addEventListener("change", () => {
    app.settings.deals = Number($("deals").value);
    keepPrefs();
  });
  $("play-button").addEventListener("click", () => act({ type: "play", cards: [...app.selection] }));
  $("pass-button").addEventListener("click", () => act({ type: "pass" }));
  $("hint-button").addEventListener("click", () => act({ type: "hint" }));
  $("redeal-button").addEventListener("click", () => act({ type: "redeal" }));
  $("next-button").addEventListener("click", () => act({ type: "next" }, { dealing: true }));
  $("same-button").addEventListener("click", () => app.state && app.state.code && deal(app.state.code));
  $("use-here").addEventListener("click", () => location.reload());
  view.arrowKeys($("hand"));
  window.addEventListener("popstate", () => location.reload());
}

wire();
wireMenu(app, {
  send,
  deal,
  settings,
  keepPrefs,
  changePace,
  paces: () => (app.startScreen && app.startScreen.paces) || PACES.map((p) => ({ value: p, label: app.labels[`pace.${p}`] })),
});
refresh();
connect();
