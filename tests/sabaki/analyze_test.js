// Sabaki's own GTP client (@sabaki/gtp) drives `nogo --gtp` through lz-analyze and kata-analyze
// on three positions, as Sabaki does: the analysis command is sent, its info lines arrive through
// the subscriber, and the next command sent interrupts it. Usage:
//   node analyze_test.js NOGO_BINARY MODULES_DIR
// Exits 0 when every check passes, 1 on a failure, and 77 (ctest's skip) when @sabaki/gtp is not
// installed under MODULES_DIR.
'use strict'

const path = require('path')
const [binary, modules] = process.argv.slice(2)
let gtp
try {
  gtp = require(path.join(modules, 'node_modules', '@sabaki', 'gtp'))
} catch (e) {
  console.log('skipped: @sabaki/gtp is not installed (' + e.message.split('\n')[0] + ')')
  process.exit(77)  // sabaki_test.cmake passes it on as a skip
}

const POSITIONS = [[], ['b E5', 'w C3'], ['b E5', 'w C3', 'b G7', 'w D6', 'b B8']]

function fail(message) {
  console.error('FAIL: ' + message)
  process.exitCode = 1
}

// The candidates of one info line: {move, visits, winrate, order, pv}.
function parseInfo(line, kata) {
  const out = []
  const words = line.trim().split(/\s+/)
  let inPv = false
  for (let i = 0; i < words.length; ++i) {
    const w = words[i]
    if (w === 'info') {
      out.push({pv: []})
      inPv = false
    } else if (out.length === 0) {
      fail('no info before ' + w)
      return out
    } else if (inPv) {
      out[out.length - 1].pv.push(w)
    } else if (w === 'pv') {
      inPv = true
    } else if (['move', 'visits', 'winrate', 'order', 'prior'].includes(w)) {
      out[out.length - 1][w] = w === 'move' ? words[++i] : Number(words[++i])
    } else {
      fail('unknown field ' + w + ' in ' + line)
    }
  }
  for (const c of out) {
    if (!/^[A-HJ][1-9]$/.test(c.move)) fail('bad vertex ' + c.move)
    if (!(c.visits > 0)) fail('visits ' + c.visits)
    const top = kata ? 1 : 10000
    if (!(c.winrate >= 0 && c.winrate <= top)) fail('winrate ' + c.winrate)
    if (!kata && !Number.isInteger(c.winrate)) fail('lz winrate not an integer: ' + c.winrate)
    if (c.pv[0] !== c.move) fail('pv does not start with the move: ' + line)
  }
  out.forEach((c, i) => c.order !== i && fail('order ' + c.order + ' at ' + i))
  return out
}

async function analyse(engine, moves, command, kata) {
  const occupied = new Set(moves.map(m => m.split(' ')[1]))
  await engine.sendCommand({name: 'clear_board'})
  for (const m of moves) {
    const r = await engine.sendCommand({name: 'play', args: m.split(' ')})
    if (r.error) fail('play ' + m + ': ' + r.content)
  }
  const colour = moves.length % 2 === 0 ? 'B' : 'W'
  let infos = 0
  let sent = 0
  const done = engine.sendCommand({name: command, args: [colour, '10']}, ({line}) => {
    if (!line.startsWith('info')) return
    ++infos
    for (const c of parseInfo(line, kata))
      if (occupied.has(c.move)) fail(c.move + ' is occupied')
  })
  while (infos < 3) await new Promise(r => setTimeout(r, 20))
  // The next command interrupts the analysis, as in Sabaki.
  const name = engine.sendCommand({name: 'name'})
  sent = Date.now()
  const r = await done
  const latency = Date.now() - sent
  if (r.error) fail(command + ': ' + r.content)
  const n = await name
  if (n.content !== 'gamebots-nogo') fail('name after ' + command + ': ' + n.content)
  if (latency > 2000) fail(command + ' took ' + latency + ' ms to stop')
  console.log(`${command} after ${moves.length} moves: ${infos} info lines, ` +
              `stopped ${latency} ms after the next command`)
}

async function main() {
  const engine = new gtp.Controller(binary, ['--gtp', '--memory', '64'])
  engine.start()
  for (const moves of POSITIONS) {
    await analyse(engine, moves, 'lz-analyze', false)
    await analyse(engine, moves, 'kata-analyze', true)
  }
  await engine.stop()
}

const timer = setTimeout(() => {
  fail('timed out')
  process.exit(1)
}, 60000)
main().then(() => clearTimeout(timer), e => {
  fail(e.stack)
  process.exit(1)
})
