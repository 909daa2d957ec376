// The animations: the 52 cards dealt one by one (skipped by a tap or a key), a play arriving
// from its seat, and the table clearing (the cards going to whoever played last). Each takes
// the pace of the menu: normal, fast, or instant (no animation at all).

const DEAL = {
  normal: { step: 22, flight: 380 }, // 51 × 22 ms + 380 ms ≈ 1.5 s for 52 cards
  fast: { step: 7, flight: 150 },
};
const ARRIVE = { normal: 320, fast: 140 };
const SWEEP = { normal: 520, fast: 220 };

function centre(node) {
  const box = node.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deal the cards from the middle of ``felt`` to the seats one by one, round after round, the
 * seat after yours first and yours last: ``counts[seat]`` cards each, flying to ``seats[seat]``
 * (each seat's element); ``handCards`` (your hand's cards) show as they arrive. A tap or a key
 * anywhere skips it (and calls ``onSkip``). Returns ``{done, skip}`` (a promise kept when the
 * dealing ends, and a function that ends it now), or null at pace instant: no dealing shown. */
export function deal({ felt, layer, seats, counts, mine, handCards, pace, hint, onSkip }) {
  const timing = DEAL[pace];
  if (!timing || counts.length < 2) return null;
  const players = counts.length;
  const from = centre(felt);
  const order = [];
  const given = counts.map(() => 0);
  for (let round = 0; order.length < counts.reduce((a, b) => a + b, 0); round++) {
    for (let k = 1; k <= players; k++) {
      const seat = (mine + k) % players;
      if (given[seat] < counts[seat]) {
        order.push(seat);
        given[seat]++;
      }
    }
    if (round > 60) break;
  }
  const cards = [];
  const mineAt = [];
  order.forEach((seat, i) => {
    const to = centre(seats[seat]);
    const card = document.createElement("span");
    card.className = "card back flying";
    card.style.setProperty("--dx", `${to.x - from.x}px`);
    card.style.setProperty("--dy", `${to.y - from.y}px`);
    card.style.animationDuration = `${timing.flight}ms`;
    card.style.animationDelay = `${i * timing.step}ms`;
    cards.push(card);
    if (seat === mine) mineAt.push(i * timing.step + timing.flight);
  });
  layer.replaceChildren(...cards);
  handCards.forEach((node, j) => {
    node.classList.add("arriving");
    node.style.animationDelay = `${mineAt[j] ?? 0}ms`;
  });
  const total = (order.length - 1) * timing.step + timing.flight;
  hint.hidden = false;
  let finish;
  const done = new Promise((resolve) => {
    finish = resolve;
  });
  const timer = setTimeout(() => stop(), total + 30);
  const skip = (event) => {
    event.preventDefault();
    event.stopPropagation();
    onSkip();
    stop();
  };
  document.addEventListener("pointerdown", skip, true);
  document.addEventListener("keydown", skip, true);
  function stop() {
    clearTimeout(timer);
    document.removeEventListener("pointerdown", skip, true);
    document.removeEventListener("keydown", skip, true);
    layer.replaceChildren();
    hint.hidden = true;
    for (const node of handCards) {
      node.classList.remove("arriving");
      node.style.animationDelay = "";
    }
    finish();
  }
  return { done, skip: stop };
}

/** The play just made, coming from its seat to the middle. */
export function arrive(pile, seatNode, pace) {
  const ms = ARRIVE[pace];
  if (!ms || !seatNode || !pile.children.length) return;
  const from = centre(seatNode);
  const to = centre(pile);
  pile.style.setProperty("--fx", `${from.x - to.x}px`);
  pile.style.setProperty("--fy", `${from.y - to.y}px`);
  pile.style.setProperty("--arrive", `${ms}ms`);
  pile.classList.remove("arrive");
  void pile.offsetWidth; // restart the animation
  pile.classList.add("arrive");
}

/** Copies of the cards on the table where they are now (before the table is redrawn). */
export function snapshot(pile) {
  return [...pile.children].map((node) => ({ node: node.cloneNode(true), box: node.getBoundingClientRect() }));
}

/** The table clearing: the cards of ``shot`` slide to ``seatNode`` (whoever played last) and go. */
export function sweep(shot, seatNode, felt, pace) {
  const ms = SWEEP[pace];
  if (!ms || !seatNode || !shot.length) return Promise.resolve();
  const base = felt.getBoundingClientRect();
  const to = centre(seatNode);
  const copies = shot.map(({ node, box }) => {
    node.classList.add("sweeping");
    node.removeAttribute("id");
    node.setAttribute("aria-hidden", "true");
    node.style.left = `${box.left - base.left}px`;
    node.style.top = `${box.top - base.top}px`;
    node.style.setProperty("--dx", `${to.x - (box.left + box.width / 2)}px`);
    node.style.setProperty("--dy", `${to.y - (box.top + box.height / 2)}px`);
    node.style.animationDuration = `${ms}ms`;
    felt.append(node);
    return node;
  });
  return pause(ms + 20).then(() => copies.forEach((node) => node.remove()));
}
