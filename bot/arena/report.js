"use strict";
(function () {
  const data = JSON.parse(document.getElementById("match-data").textContent);
  const games = new Map(data.games.map(function (g) { return [g.id, g]; }));
  const LETTERS = "ABCDEFGHJ";
  const el = function (id) { return document.getElementById(id); };
  const board = el("board"), slider = el("slider"), replayer = el("replayer");
  let game = null, move = 0;

  // What the first k moves of g put on each cell: "b", "w", "x" (forbidden); absent = empty.
  function stones(g, k) {
    const s = new Map();
    g.forbidden.forEach(function (f) { s.set(f[0] + "," + f[1], "x"); });
    for (let i = 0; i < k; i++) s.set(g.moves[i][0] + "," + g.moves[i][1], i % 2 ? "w" : "b");
    return s;
  }

  // The win-rate graph (html_report.h): g.win_rates[k] is the first player's win rate as the
  // engine that made move k+1 reported it (already turned into the first player's view), null
  // where it reported none. Each side's values are one line, broken where a value is missing;
  // the line at x = move marks the move shown.
  const SVG = { w: 560, h: 170, left: 40, right: 12, top: 10, bottom: 26 };
  function graph(g, shown) {
    const n = Math.max(1, g.moves.length), plotW = SVG.w - SVG.left - SVG.right;
    const plotH = SVG.h - SVG.top - SVG.bottom;
    const x = function (m) { return SVG.left + plotW * m / n; };
    const y = function (v) { return SVG.top + plotH * (1 - v); };
    const f = function (v) { return v.toFixed(1); };
    let svg = "";
    [0, 0.25, 0.5, 0.75, 1].forEach(function (v) {
      svg += '<line class="grid' + (v === 0.5 ? " even" : "") + '" x1="' + f(x(0)) + '" x2="' +
             f(x(n)) + '" y1="' + f(y(v)) + '" y2="' + f(y(v)) + '"></line><text class="tick" x="' +
             (SVG.left - 4) + '" y="' + f(y(v) + 4) + '" text-anchor="end">' + 100 * v +
             "%</text>";
    });
    svg += '<text class="tick" x="' + f(x(n)) + '" y="' + (SVG.h - 6) +
           '" text-anchor="end">move ' + g.moves.length + "</text>";
    ["b", "w"].forEach(function (side, seat) {
      let line = [];
      const flush = function () {
        if (line.length > 1)
          svg += '<polyline class="side-' + side + '" points="' + line.join(" ") + '"></polyline>';
        line = [];
      };
      for (let k = seat; k < g.moves.length; k += 2) {
        const v = g.win_rates[k];
        if (v === null) { flush(); continue; }
        line.push(f(x(k + 1)) + "," + f(y(v)));
        svg += '<circle class="side-' + side + '" r="2.5" cx="' + f(x(k + 1)) + '" cy="' +
               f(y(v)) + '" data-point="' + (k + 1) + '" data-side="' + side +
               '" data-winrate="' + v + '"><title>move ' + (k + 1) + ": " +
               (100 * v).toFixed(1) + "%</title></circle>";
      }
      flush();
    });
    svg += '<line id="winrate-cursor" data-at="' + shown + '" x1="' + f(x(shown)) + '" x2="' +
           f(x(shown)) + '" y1="' + SVG.top + '" y2="' + (SVG.top + plotH) + '"></line>';
    const chart = el("winrate");
    chart.setAttribute("viewBox", "0 0 " + SVG.w + " " + SVG.h);
    chart.innerHTML = svg;
    el("winrate-legend-b").textContent = g.names[0];
    el("winrate-legend-w").textContent = g.names[1];
    el("winrate-view").textContent = g.game === "nogo" ? "black" : "the first player";
  }

  // NoGo as Botzone and GTP draw it: x across (letters), y down (row 9 - y); Connect4 as the
  // course draws it: row x down, column y across.
  function draw() {
    const g = game, nogo = g.game === "nogo", s = stones(g, move);
    const last = move > 0 ? g.moves[move - 1][0] + "," + g.moves[move - 1][1] : "";
    const rows = nogo ? 9 : g.rows, cols = nogo ? 9 : g.cols;
    let html = '<div class="label"></div>';
    for (let c = 0; c < cols; c++)
      html += '<div class="label">' + (nogo ? LETTERS[c] : c) + "</div>";
    for (let r = 0; r < rows; r++) {
      html += '<div class="label">' + (nogo ? 9 - r : r) + "</div>";
      for (let c = 0; c < cols; c++) {
        const key = nogo ? c + "," + r : r + "," + c, isLast = key === last;
        html += '<div class="cell' + (isLast ? " last" : "") + '" data-cell="' + key +
                '" data-stone="' + (s.get(key) || ".") + '"' + (isLast ? ' data-last="1"' : "") +
                ' title="(' + key + ')"></div>';
      }
    }
    board.className = "board " + g.game;
    board.style.gridTemplateColumns = "1.6em repeat(" + cols + ", var(--cell))";
    board.innerHTML = html;
    replayer.dataset.game = g.id;
    replayer.dataset.move = String(move);
    el("replay-title").textContent = g.header;
    slider.max = String(g.moves.length);
    slider.value = String(move);
    const info = el("move-info");
    info.textContent = move === 0 ? "Start: " + g.moves.length + " moves to come"
                                  : g.lines[move - 1];
    info.dataset.time = move > 0 && g.times.length ? String(g.times[move - 1]) : "";
    el("move-debug").textContent = move > 0 && g.debug.length ? g.debug[move - 1] : "";
    graph(g, move);
    el("result-line").textContent = move === g.moves.length ? g.result : "";
    document.querySelectorAll("#games-table tbody tr").forEach(function (tr) {
      tr.classList.toggle("selected", tr.dataset.game === g.id);
    });
  }

  // Shows game `id` at move k (clamped); writes the fragment back when asked.
  function show(id, k, writeFragment) {
    const g = games.get(id);
    if (!g) return false;
    game = g;
    move = Math.max(0, Math.min(g.moves.length, isNaN(k) ? g.moves.length : k));
    draw();
    if (writeFragment) {
      try {
        history.replaceState(null, "", "#game=" + encodeURIComponent(g.id) + "&move=" + move);
      } catch (e) { /* a page opened where the URL cannot change */ }
    }
    return true;
  }

  function fromFragment() {
    const params = new URLSearchParams(location.hash.slice(1));
    const id = params.get("game");
    return id !== null && show(id, parseInt(params.get("move"), 10), false);
  }

  function step(delta) { if (game) show(game.id, move + delta, true); }

  el("first").addEventListener("click", function () { step(-1e9); });
  el("prev").addEventListener("click", function () { step(-1); });
  el("next").addEventListener("click", function () { step(1); });
  el("last").addEventListener("click", function () { step(1e9); });
  slider.addEventListener("input", function () {
    if (game) show(game.id, parseInt(slider.value, 10), true);
  });
  document.addEventListener("keydown", function (e) {
    if (e.target === slider || e.altKey || e.ctrlKey || e.metaKey) return;
    const delta = { ArrowLeft: -1, ArrowRight: 1, Home: -1e9, End: 1e9 }[e.key];
    if (delta === undefined) return;
    e.preventDefault();
    step(delta);
  });
  document.querySelectorAll("#games-table tbody tr").forEach(function (tr) {
    tr.addEventListener("click", function (e) {
      if (e.target.closest("a")) return;  // the link changes the fragment itself
      show(tr.dataset.game, NaN, true);
      replayer.scrollIntoView({ block: "nearest" });
    });
  });
  window.addEventListener("hashchange", fromFragment);
  if (!fromFragment() && data.games.length) show(data.games[0].id, NaN, false);
})();
