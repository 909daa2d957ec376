// What the browser keeps (localStorage) and how tabs of one browser tell each other which game
// they hold (BroadcastChannel, and `storage` events where there is no BroadcastChannel).
//
//   bigtwo.prefs          {lang, settings, pace}: the last choices, with or without a game
//   bigtwo.current        the id of the solo game to resume
//   bigtwo.game.<id>      {save, settings, lang, pace, saved}: that game's last `save`
//   bigtwo.table.<id>     the token of this browser's seat at a shared table
//   bigtwo.open           {game, tab, at}: the last tab that opened a game (for `storage` events)
//
// Storage that cannot be used (private windows, quotas) is not an error: the game goes on, unsaved.

const PREFS = "bigtwo.prefs";
const CURRENT = "bigtwo.current";
const OPEN = "bigtwo.open";
const GAME = "bigtwo.game.";
const TABLE = "bigtwo.table.";

function read(key) {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

function remove(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing kept, nothing to remove
  }
}

export function loadPrefs() {
  const prefs = read(PREFS);
  return prefs && typeof prefs === "object" ? prefs : {};
}

export function savePrefs(prefs) {
  write(PREFS, prefs);
}

/** The saved solo game to resume: {id, save, ...}, or null. */
export function currentGame() {
  const id = read(CURRENT);
  if (typeof id !== "string") return null;
  const game = read(GAME + id);
  return game && typeof game.save === "string" ? { id, ...game } : null;
}

/** Keep a solo game's last `save` under its id; a new id becomes the game to resume, and the
 * game it replaces is forgotten. */
export function keepGame(id, record) {
  const before = read(CURRENT);
  write(GAME + id, { ...record, saved: Date.now() });
  if (before !== id) {
    write(CURRENT, id);
    if (typeof before === "string") remove(GAME + before);
  }
}

/** Forget the game to resume (a damaged save, or «Nueva partida»). */
export function forgetGame() {
  const id = read(CURRENT);
  if (typeof id === "string") remove(GAME + id);
  remove(CURRENT);
}

export function tableToken(table) {
  const token = read(TABLE + table);
  return typeof token === "string" ? token : null;
}

export function keepTableToken(table, token) {
  write(TABLE + table, token);
}

/** Tabs of this browser: `announce(game)` says this tab now holds ``game``; ``onTaken(game)``
 * is called when another tab says it holds the same game later. */
export class Tabs {
  constructor(onTaken) {
    this.id = Math.random().toString(36).slice(2) + Date.now().toString(36);
    this.onTaken = onTaken;
    this.game = null;
    this.channel = typeof BroadcastChannel === "function" ? new BroadcastChannel("bigtwo") : null;
    if (this.channel) {
      this.channel.onmessage = (event) => this.heard(event.data);
    } else {
      window.addEventListener("storage", (event) => {
        if (event.key === OPEN && event.newValue) {
          try {
            this.heard(JSON.parse(event.newValue));
          } catch {
            // not ours
          }
        }
      });
    }
  }

  announce(game) {
    if (game === this.game) return;
    this.game = game;
    const message = { game, tab: this.id, at: Date.now() };
    if (this.channel) this.channel.postMessage(message);
    else write(OPEN, message);
  }

  heard(message) {
    if (message && message.tab !== this.id && message.game && message.game === this.game) {
      this.onTaken(message.game);
    }
  }

  close() {
    this.game = null;
    if (this.channel) this.channel.close();
  }
}
