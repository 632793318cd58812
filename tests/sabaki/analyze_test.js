// Sabaki's own GTP client (@sabaki/gtp) drives `nogo --gtp` as Sabaki does: three positions from
// recorded games (../shared/games/nogo.jsonl), `lz-analyze 10` and `kata-analyze 10` on each,
// the info lines parsed as Sabaki parses them (each line split on " info "). Every candidate must
// be a legal NoGo move of the position (checked here by a naive flood fill), with visits at most
// the root's (the sum over the candidates, a lower bound of it); then `name` is sent, and the
// time until the stream ended is printed (measured; asserted only below a generous 2 s).
//
// Usage: node analyze_test.js NOGO_BINARY MODULES_DIR GAMES_JSONL
// Exits 0 when every check passes, 1 on a failure, and 77 (ctest's skip) when @sabaki/gtp is not
// installed under MODULES_DIR.
'use strict';
const fs = require('fs');
const path = require('path');
const [nogo, modules, gamesFile] = process.argv.slice(2);
let Controller;
try {
  ({Controller} = require(path.join(modules, 'node_modules', '@sabaki', 'gtp')));
} catch (e) {
  console.log('skipped: @sabaki/gtp is not installed (' + e.message.split('\n')[0] + ')');
  process.exit(77);  // sabaki_test.cmake passes it on as a skip
}

const LETTERS = 'ABCDEFGHJ';
const vertex = ([x, y]) => LETTERS[x] + String(9 - y);

// NoGo legality by flood fill, deliberately naive: empty, and after the stone is placed neither
// its own group nor an adjacent enemy group is without a liberty.
function legal(board, x, y, colour) {
  if (board[x][y]) return false;
  board[x][y] = colour;
  const libertyless = (sx, sy) => {
    const c = board[sx][sy], seen = new Set([sx * 9 + sy]), todo = [[sx, sy]];
    while (todo.length) {
      const [px, py] = todo.pop();
      for (const [nx, ny] of [[px + 1, py], [px - 1, py], [px, py + 1], [px, py - 1]]) {
        if (nx < 0 || ny < 0 || nx > 8 || ny > 8) continue;
        if (!board[nx][ny]) return false;
        if (board[nx][ny] === c && !seen.has(nx * 9 + ny)) {
          seen.add(nx * 9 + ny);
          todo.push([nx, ny]);
        }
      }
    }
    return true;
  };
  let ok = !libertyless(x, y);
  for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]])
    if (ok && nx >= 0 && ny >= 0 && nx <= 8 && ny <= 8 && board[nx][ny] === 3 - colour)
      ok = !libertyless(nx, ny);
  board[x][y] = 0;
  return ok;
}

function fail(message) {
  console.error('FAIL: ' + message);
  process.exitCode = 1;
}

// Sabaki's parse of one info line: chunks split on " info ", then key-value pairs with the pv
// last.
function parseInfo(line) {
  return line.slice('info '.length).split(' info ').map(chunk => {
    const words = chunk.trim().split(/\s+/);
    const pvAt = words.indexOf('pv');
    const fields = {};
    const end = pvAt < 0 ? words.length : pvAt;
    for (let i = 0; i + 1 < end; i += 2) fields[words[i]] = words[i + 1];
    fields.pv = pvAt < 0 ? [] : words.slice(pvAt + 1);
    return fields;
  });
}

async function analyse(engine, command, board, toMove, label) {
  let lines = 0;
  const kata = command.startsWith('kata');
  const check = line => {
    if (!line.startsWith('info ')) return;
    ++lines;
    const candidates = parseInfo(line);
    const root = candidates.reduce((sum, c) => sum + Number(c.visits), 0);
    for (const c of candidates) {
      const x = LETTERS.indexOf(c.move[0]), y = 9 - Number(c.move.slice(1));
      if (x < 0 || !(y >= 0 && y <= 8) || !legal(board, x, y, toMove))
        fail(`${label} ${command}: illegal candidate ${c.move}`);
      if (!(Number(c.visits) >= 1 && Number(c.visits) <= root))
        fail(`${label} ${command}: visits ${c.visits} outside 1..${root}`);
      const w = Number(c.winrate);
      if (!(w >= 0 && w <= (kata ? 1 : 10000))) fail(`${label} ${command}: winrate ${c.winrate}`);
      if (!(c.pv.length >= 1 && c.pv[0] === c.move)) fail(`${label} ${command}: pv ${c.pv}`);
    }
  };
  const [name, ...args] = command.split(' ');
  const stream = engine.sendCommand({name, args}, ({line}) => check(line));
  await new Promise(resolve => setTimeout(resolve, 500));
  const sent = process.hrtime.bigint();
  const next = engine.sendCommand({name: 'name'});
  const response = await stream;
  const latency = Number(process.hrtime.bigint() - sent) / 1e6;
  const answer = await next;
  if (response.error) fail(`${label} ${command}: error ${response.content}`);
  if (lines < 2) fail(`${label} ${command}: ${lines} info lines in 0.5 s`);
  if (answer.error || answer.content !== 'gamebots-nogo') fail(`${label}: name after ${command}`);
  if (latency > 2000) fail(`${label} ${command}: stream stopped after ${latency} ms`);
  console.log(`${label} ${command}: ${lines} info lines, stopped ${latency.toFixed(1)} ms ` +
              'after the next command');
}

async function main() {
  const games = fs.readFileSync(gamesFile, 'utf8').trim().split('\n').map(l => JSON.parse(l));
  const engine = new Controller(nogo, ['--gtp', '--memory', '64']);
  engine.start();
  const positions = [[games[0], 10], [games[1], 20], [games[2], 30]];
  for (const [game, count] of positions) {
    await engine.sendCommand({name: 'clear_board'});
    const board = Array.from({length: 9}, () => new Array(9).fill(0));
    let colour = 1;
    for (const move of game.moves.slice(0, count)) {
      const args = [colour === 1 ? 'B' : 'W', vertex(move)];
      const r = await engine.sendCommand({name: 'play', args});
      if (r.error) fail(`${game.id}: play ${vertex(move)}: ${r.content}`);
      board[move[0]][move[1]] = colour;
      colour = 3 - colour;
    }
    for (const command of ['lz-analyze 10', 'kata-analyze 10'])
      await analyse(engine, command, board, colour, `${game.id} after ${count} moves`);
  }
  await engine.stop();
}

const timer = setTimeout(() => {
  fail('timed out');
  process.exit(1);
}, 60000);
main().then(() => clearTimeout(timer), e => {
  fail(e.stack);
  process.exit(1);
});
