// Drawing the page from the server's messages. Nothing here decides a rule: every sentence,
// reason and readout is the server's, every label comes from its `labels`.

const $ = (id) => document.getElementById(id);

/** A label template with its {fields} filled in. */
export function fill(template, fields = {}) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (whole, name) => (name in fields ? String(fields[name]) : whole));
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "class") node.className = value;
    else if (name === "text") node.textContent = value;
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

/** Every static text of the page from ``labels`` (``data-label``, ``data-label-placeholder``,
 * ``data-label-aria``), and the document's language. */
export function applyLabels(labels, lang) {
  document.documentElement.lang = lang;
  document.title = labels["app.title"] || "Big Two";
  for (const node of document.querySelectorAll("[data-label]")) {
    const key = node.dataset.label;
    if (key in labels) node.textContent = labels[key];
  }
  for (const node of document.querySelectorAll("[data-label-placeholder]")) {
    const key = node.dataset.labelPlaceholder;
    if (key in labels) node.placeholder = labels[key];
  }
  for (const node of document.querySelectorAll("[data-label-aria]")) {
    const key = node.dataset.labelAria;
    if (key in labels) node.setAttribute("aria-label", labels[key]);
  }
  // the language button is named in the language it switches to
  $("lang-button").lang = lang === "es" ? "en" : "es";
}

export function show(id, visible) {
  $(id).hidden = !visible;
}

// -- the start screen ---------------------------------------------------------------------------

function rowId(option) {
  return option.replace(/[^\w-]/g, "_");
}

function isSwitch(row) {
  return Array.isArray(row.switch) && row.switch.includes(row.value);
}

function valueLabel(row, value) {
  const found = row.values.find((v) => v.value === value);
  return found ? found.label : value;
}

function switchRow(row, onChange) {
  const id = rowId(row.option);
  const [off, on] = row.switch;
  const input = el("input", {
    type: "checkbox",
    role: "switch",
    id: `sw-${id}`,
    "aria-labelledby": `title-${id}`,
    "aria-describedby": `cur-${id} sen-${id}`,
  });
  input.checked = row.value === on;
  input.addEventListener("change", () => onChange(row.option, input.checked ? on : off));
  return el(
    "div",
    { class: "row", "data-option": row.option, "data-kind": "switch" },
    el(
      "div",
      { class: "row-head" },
      el("label", { class: "row-title", id: `title-${id}`, for: `sw-${id}`, text: row.title }),
      el(
        "span",
        { class: "switch-box" },
        el("label", { class: "val val-off", for: `sw-${id}`, "aria-hidden": "true", text: valueLabel(row, off) }),
        el("span", { class: "switch" }, input, el("span", { class: "track", "aria-hidden": "true" })),
        el("label", { class: "val val-on", for: `sw-${id}`, "aria-hidden": "true", text: valueLabel(row, on) }),
      ),
    ),
    el("span", { class: "visually-hidden", id: `cur-${id}`, text: valueLabel(row, row.value) }),
    el("p", { class: "sentence", id: `sen-${id}`, text: row.sentence }),
  );
}

function selectRow(row, onChange) {
  const id = rowId(row.option);
  const select = el("select", { id: `sel-${id}`, "aria-describedby": `sen-${id}` });
  for (const value of row.values) select.append(el("option", { value: value.value, text: value.label }));
  select.value = row.value;
  select.addEventListener("change", () => onChange(row.option, select.value));
  return el(
    "div",
    { class: "row", "data-option": row.option, "data-kind": "select" },
    el("div", { class: "row-head" }, el("label", { class: "row-title", for: `sel-${id}`, text: row.title }), select),
    el("p", { class: "sentence", id: `sen-${id}`, text: row.sentence }),
  );
}

function rowsFit(container, rows, kind) {
  const shown = [...container.children];
  return shown.length === rows.length && rows.every((row, i) => shown[i].dataset.option === row.option && shown[i].dataset.kind === kind(row));
}

/** Draw (or rewrite in place, keeping the focus) the rows of «Reglas de la mesa» (switches
 * where the row has one) and «Más reglas» (selects). */
export function renderRows(message, onChange) {
  for (const [containerId, rows, kind] of [
    ["rows", message.rows, (row) => (isSwitch(row) ? "switch" : "select")],
    ["more-rows", message.more, () => "select"],
  ]) {
    const container = $(containerId);
    if (!rowsFit(container, rows, kind)) {
      container.replaceChildren(...rows.map((row) => (kind(row) === "switch" ? switchRow(row, onChange) : selectRow(row, onChange))));
      continue;
    }
    rows.forEach((row, i) => {
      const node = container.children[i];
      const id = rowId(row.option);
      node.querySelector(".row-title").textContent = row.title;
      node.querySelector(".sentence").textContent = row.sentence;
      if (node.dataset.kind === "switch") {
        node.querySelector("input").checked = row.value === row.switch[1];
        node.querySelector(".val-off").textContent = valueLabel(row, row.switch[0]);
        node.querySelector(".val-on").textContent = valueLabel(row, row.switch[1]);
        $(`cur-${id}`).textContent = valueLabel(row, row.value);
      } else {
        const select = node.querySelector("select");
        select.replaceChildren(...row.values.map((v) => el("option", { value: v.value, text: v.label })));
        select.value = row.value;
      }
    });
  }
}

export function renderChoices(message, settings, handlers) {
  const variant = $("variant");
  variant.replaceChildren(...message.variants.map((v) => el("option", { value: v.value, text: v.label })));
  variant.value = settings.variant;
  const deals = $("deals");
  deals.replaceChildren(...message.deals.map((n) => el("option", { value: String(n), text: String(n) })));
  deals.value = String(settings.deals);
  const levels = $("level-choices");
  levels.replaceChildren(
    ...message.levels.map((level) => {
      const input = el("input", { type: "radio", name: "level", value: level.value, id: `level-${level.value}` });
      input.checked = level.value === settings.level;
      input.addEventListener("change", () => input.checked && handlers.level(level.value));
      return el("span", { class: "segment" }, input, el("label", { for: input.id, text: level.label }));
    }),
  );
}

export function renderPaces(paces, pace, onChange) {
  $("pace-choices").replaceChildren(
    ...paces.map((p) => {
      const input = el("input", { type: "radio", name: "pace", value: p.value, id: `pace-${p.value}` });
      input.checked = p.value === pace;
      input.addEventListener("change", () => input.checked && onChange(p.value));
      return el("span", { class: "segment" }, input, el("label", { for: input.id, text: p.label }));
    }),
  );
}

// -- the table ----------------------------------------------------------------------------------

const POSITIONS = { 2: ["bottom", "top"], 3: ["bottom", "right", "left"], 4: ["bottom", "right", "top", "left"] };

/** Where a seat sits on the screen: yours at the bottom, then the turn order around the table. */
export function position(seat, mine, players) {
  const names = POSITIONS[players] || POSITIONS[4];
  return names[(seat - mine + players) % players] || "top";
}

function splitCard(text) {
  const suit = text.slice(-1);
  return [text.slice(0, -1), suit];
}

/** A card drawn as a card; a button (with ``aria-pressed``) for your hand. */
export function cardNode(card, { button = false, selected = false } = {}) {
  const [rank, suit] = splitCard(card.text);
  const node = el(
    button ? "button" : "span",
    {
      class: `card ${card.red ? "red" : "black"}${selected ? " selected" : ""}`,
      "data-card": card.card,
      type: button ? "button" : null,
      "aria-pressed": button ? String(selected) : null,
      "aria-label": card.text,
      role: button ? null : "img",
    },
    el("span", { class: "corner", "aria-hidden": "true" }, el("span", { class: "rank", text: rank }), el("span", { class: "suit", text: suit })),
    el("span", { class: "pip", "aria-hidden": "true", text: suit }),
  );
  return node;
}

function badges(seat, labels, shared) {
  const words = {
    leads: labels["seat.leads"],
    "one-card": labels["seat.one-card"],
    "to-move": seat.marks.includes("you") ? labels["seat.your-turn"] : labels["seat.to-move"],
    passed: labels["seat.passed"],
    away: labels["seat.away"],
  };
  const list = el("ul", { class: "badges" });
  for (const mark of seat.marks) {
    if (mark in words) list.append(el("li", { class: `badge badge-${mark}`, "data-mark": mark, text: words[mark] }));
  }
  if (shared && seat.cpu && !seat.marks.includes("you")) list.append(el("li", { class: "badge badge-cpu", text: labels["seat.cpu"] }));
  return list;
}

function seatNode(seat, state, labels) {
  const where = position(seat.seat, state.seat, state.seats.length);
  const count = state.view.cards_left[seat.seat];
  const last = seat.last ? fill(labels["seat.last"], { what: seat.last }) : "";
  const classes = ["seat", `pos-${where}`, ...seat.marks.map((m) => `is-${m}`)];
  return el(
    "section",
    { class: classes.join(" "), id: `seat-${seat.seat}`, "data-seat": String(seat.seat), "aria-label": seat.name },
    el("h3", { class: "seat-name", text: seat.name }),
    el("p", { class: "seat-count" }, el("span", { class: "mini-back", "aria-hidden": "true" }), seat.words[0] || String(count)),
    badges(seat, labels, Boolean(state.table_id)),
    el("p", { class: "seat-last", text: last }),
  );
}

export function seatElement(seat) {
  return $(`seat-${seat}`);
}

export function renderSeats(state, labels) {
  $("seats").replaceChildren(...state.seats.map((seat) => seatNode(seat, state, labels)));
}

export function renderPile(state) {
  const pile = $("pile");
  pile.replaceChildren(...(state.table ? state.table.cards.map((card) => cardNode(card)) : []));
  pile.dataset.by = state.table ? String(state.table.seat) : "";
  $("table-line").textContent = state.table_line || "";
}

export function renderHand(state, selection, onToggle) {
  const chosen = new Set(selection);
  const hand = $("hand");
  const focused = document.activeElement && hand.contains(document.activeElement) ? document.activeElement.dataset.card : null;
  hand.replaceChildren(
    ...state.hand.map((card) => {
      const node = cardNode(card, { button: true, selected: chosen.has(card.card) });
      node.addEventListener("click", () => onToggle(card.card));
      return node;
    }),
  );
  hand.style.setProperty("--cards", String(state.hand.length));
  if (focused) {
    const again = hand.querySelector(`[data-card="${focused}"]`);
    if (again) again.focus();
  }
}

/** ← and → move the focus from card to card in ``hand``. */
export function arrowKeys(hand) {
  hand.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const cards = [...hand.querySelectorAll(".card")];
    const at = cards.indexOf(document.activeElement);
    const next = at < 0 ? null : cards[at + (event.key === "ArrowRight" ? 1 : -1)];
    if (next) {
      next.focus();
      event.preventDefault();
    }
  });
}

/** The selection drawn on the cards already there (no redraw: the focus and the animation stay). */
export function markSelection(selection) {
  const chosen = new Set(selection);
  for (const node of $("hand").querySelectorAll(".card")) {
    const on = chosen.has(node.dataset.card);
    node.classList.toggle("selected", on);
    node.setAttribute("aria-pressed", String(on));
  }
}

export function renderHeader(state, labels) {
  const parts = [state.title, state.deal_label];
  if (state.code) parts.push(fill(labels["header.code"], { code: state.code }));
  parts.push(`CPU: ${state.level}`);
  $("header-line").textContent = parts.filter(Boolean).join(" · ");
}

export function renderShared(state, labels, origin, seatLine) {
  const shared = $("shared");
  if (!state.table_id) {
    shared.hidden = true;
    return;
  }
  const link = origin + state.table_link;
  shared.replaceChildren(
    el("strong", { text: fill(labels["web.table"], { table: state.table_id }) }),
    seatLine ? ` · ${seatLine}` : "",
    " · ",
    el("a", { href: link, text: link }),
  );
  shared.hidden = false;
}

export function renderEvents(events) {
  $("events").replaceChildren(...events.map((line) => el("li", { text: line })));
  const log = $("events");
  log.scrollTop = log.scrollHeight;
}

// -- the score card -----------------------------------------------------------------------------

function signed(n) {
  return (n > 0 ? "+" : n < 0 ? "−" : "") + String(Math.abs(n));
}

export function renderScore(state, labels) {
  const score = state.score;
  $("score-title").textContent = `${labels["score.title"]} · ${state.deal_label}`;
  const body = $("score-table").querySelector("tbody");
  body.replaceChildren(
    ...score.rows.map((row) => {
      const winner = row.role === "winner";
      const rate = winner ? "—" : [`× ${row.per_card}`, ...row.multipliers.map((m) => m.text)].join(" · ");
      return el(
        "tr",
        { class: winner ? "winner" : "", "data-seat": String(row.seat) },
        el("th", { scope: "row", text: row.name }),
        el("td", { text: String(row.cards_left) }),
        el("td", { text: rate }),
        el("td", { class: "points", text: signed(row.points) }),
      );
    }),
  );
  const lines = score.totals_lines || [];
  const totals = $("totals");
  if (lines.length && score.totals) {
    $("totals-title").textContent = lines[0];
    $("totals-table").querySelector("tbody").replaceChildren(
      ...state.seats.map((seat, i) =>
        el("tr", {}, el("th", { scope: "row", text: seat.name }), el("td", { class: "points", text: signed(score.totals[i]) })),
      ),
    );
    $("totals-winner").textContent = lines.length > state.seats.length + 1 ? lines[lines.length - 1] : "";
    totals.hidden = false;
  } else {
    totals.hidden = true;
  }
  $("next-button").textContent = state.match_over ? labels["button.deal-again"] : labels["button.next-deal"];
  $("same-button").hidden = !state.code || Boolean(state.table_id);
}

// -- buttons and phases -------------------------------------------------------------------------

/** Every button's state from ``app`` (the page's state: app.js), and the phase the page is in:
 * ``data-phase`` (connecting, start, dealing, your-turn, cpu, waiting, over, stale) and
 * ``data-busy`` (an answer is awaited) on ``main``. */
export function renderControls(app, online) {
  const state = app.state;
  const free = online && !app.busy && !app.dealing && !app.stale;
  const yours = Boolean(state && state.your_turn);
  $("play-button").disabled = !(free && yours && app.canPlay && app.selection.length && !app.pendingSelect);
  $("pass-button").disabled = !(free && yours && state.can_pass);
  $("hint-button").disabled = !(free && yours);
  $("redeal-button").hidden = !(state && state.can_redeal);
  $("redeal-button").disabled = !free;
  $("pass-reason").textContent = yours && !state.can_pass ? app.passReason : "";
  $("deal-button").disabled = !online || app.busy;
  $("next-button").disabled = !free;
  $("same-button").disabled = !free;
  $("menu-button").disabled = app.stale || !Object.keys(app.labels).length;
  $("copy-button").disabled = !(state && state.link);
  $("invite-button").disabled = !online || app.stale;
  $("hand").inert = Boolean(app.dealing);
  let phase = app.screen;
  if (app.stale) phase = "stale";
  else if (app.dealing) phase = "dealing";
  else if (state && app.screen === "table") {
    if (state.over) phase = "over";
    else if (state.your_turn) phase = "your-turn";
    else if (state.cpu_turn) phase = "cpu";
    else phase = "waiting";
  }
  const main = $("app");
  main.dataset.phase = phase;
  main.dataset.busy = String(Boolean(app.busy || app.pendingSelect || app.cpuSent || !online));
}
