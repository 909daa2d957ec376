// Cards look like cards: every ♥ and ♦ of a page in red, every ♠ and ♣ in black (the text itself is
// left as it is, so searching and copying still give the plain symbols).
(function () {
  var RED = { "\u2665": true, "\u2666": true };
  var SUITS = /[\u2660\u2663\u2665\u2666]/;

  function paint(root) {
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        var parent = node.parentNode;
        // a suit already painted, or on a card drawn as a card (its face has its own colour)
        var done = parent && parent.closest && parent.closest(".suit, .pc");
        if (!SUITS.test(node.nodeValue) || done) {
          return NodeFilter.FILTER_REJECT;
        }
        return NodeFilter.FILTER_ACCEPT;
      },
    });
    var nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    nodes.forEach(function (node) {
      var fragment = document.createDocumentFragment();
      Array.prototype.forEach.call(node.nodeValue, function (ch) {
        if (SUITS.test(ch)) {
          var span = document.createElement("span");
          span.className = "suit " + (RED[ch] ? "suit-red" : "suit-black");
          span.textContent = ch;
          fragment.appendChild(span);
        } else if (fragment.lastChild && fragment.lastChild.nodeType === 3) {
          fragment.lastChild.nodeValue += ch;
        } else {
          fragment.appendChild(document.createTextNode(ch));
        }
      });
      node.parentNode.replaceChild(fragment, node);
    });
  }

  function run() {
    var content = document.querySelector(".md-content") || document.body;
    paint(content);
  }

  if (typeof document$ !== "undefined" && document$.subscribe) {
    document$.subscribe(run);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", run);
  } else {
    run();
  }
})();
