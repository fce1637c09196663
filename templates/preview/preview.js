// carckit preview: shows the state the server builds at every save of the
// set. The server announces each build on /events (server-sent events); the
// page then fetches /state.json and updates its elements in place, so the
// scroll position stays where the designer left it.
'use strict';

const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';

let fetching = false;
let again = false;
let state = null;
let detailIndex = -1;

function make(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function plural(n, one, many) { return n + ' ' + (n === 1 ? one : many); }

function summaryText(s) {
  const m = s.summary;
  if (!s.pictures_generation) return '';
  let text = [plural(m.tiles, 'tile', 'tiles'), plural(m.types, 'type', 'types'),
    plural(m.city_segments, 'city segment', 'city segments'),
    plural(m.road_segments, 'road segment', 'road segments'),
    plural(m.field_segments, 'field segment', 'field segments'),
    plural(m.shields, 'shield', 'shields'), plural(m.monasteries, 'monastery', 'monasteries')].join(' · ');
  if (m.river_tiles) text += ' · ' + plural(m.river_tiles, 'river tile', 'river tiles');
  text += ' · start ' + (m.start || 'none');
  if (s.extends) text += ' · extends ' + s.extends + ' (its new types are marked NEW)';
  return text;
}

function statusText(s) {
  if (s.state === 'unreadable') return 'cannot read the set: showing the last good pictures (stale)';
  if (s.state === 'invalid') {
    const what = plural(s.error_count, 'error', 'errors');
    return s.pictures_generation ? what + ': showing the last good pictures (stale)' : what + ': nothing to show yet';
  }
  const warn = s.warning_count ? ', ' + plural(s.warning_count, 'warning', 'warnings') : '';
  return 'valid' + warn + ' · build ' + s.generation + ' · updated ' + new Date().toLocaleTimeString();
}

function renderHeader(s) {
  $('set-name').textContent = s.set_name || s.set_id || 'carckit preview';
  $('set-id').textContent = s.set_id;
  document.title = (s.set_name || s.set_id || 'carckit') + ' · preview';
  $('summary').textContent = summaryText(s);
  const status = $('status');
  status.textContent = statusText(s);
  status.classList.toggle('bad', s.state !== 'ok');
}

function renderProblems(s) {
  const list = $('diagnostics');
  list.replaceChildren(...s.diagnostics.map((d) => make('li', d.severity, d.text)));
  const problem = $('problem');
  problem.hidden = !s.problem;
  problem.textContent = s.problem;
  $('problems-title').textContent = s.state === 'ok' ? 'Warnings' : 'Problems';
  $('problems').classList.toggle('only-warnings', s.state === 'ok');
  $('problems').hidden = !s.problem && s.diagnostics.length === 0;
}

function tileFigure(index) {
  const fig = make('figure', 'tile');
  fig.tabIndex = 0;
  fig.id = 'tile-' + index;
  const img = make('img');
  img.alt = '';
  const cap = make('figcaption');
  fig.append(img, cap, make('ul', 'tile-diags'));
  fig.addEventListener('click', () => openDetail(index));
  fig.addEventListener('keydown', (e) => { if (e.key === 'Enter') openDetail(index); });
  return fig;
}

function renderCaption(cap, t) {
  const parts = [make('span', 'tile-id', t.id), document.createTextNode(' ' + t.name + ' '),
    make('span', 'count', '×' + t.count), document.createTextNode(' '), make('span', 'edges', t.edges)];
  if (t.new) parts.push(document.createTextNode(' '), make('span', 'badge new', 'NEW'));
  if (t.start) parts.push(document.createTextNode(' '), make('span', 'badge start', 'START'));
  cap.replaceChildren(...parts);
}

function renderTiles(s) {
  const grid = $('tiles');
  grid.classList.toggle('stale', s.stale && s.pictures_generation > 0);
  while (grid.children.length > s.tiles.length) grid.lastChild.remove();
  while (grid.children.length < s.tiles.length) grid.append(tileFigure(grid.children.length));
  const byTile = s.tiles.map(() => []);
  for (const d of s.diagnostics) if (d.tile_index >= 0) byTile[d.tile_index].push(d);
  s.tiles.forEach((t, i) => {
    const fig = grid.children[i];
    fig.dataset.id = t.id;
    fig.classList.toggle('is-new', t.new);
    fig.classList.toggle('has-error', byTile[i].some((d) => d.severity === 'error'));
    const img = fig.querySelector('img');
    if (img.getAttribute('src') !== t.front) img.src = t.front;
    img.alt = 'tile ' + t.id;
    renderCaption(fig.querySelector('figcaption'), t);
    fig.querySelector('.tile-diags').replaceChildren(...byTile[i].map((d) => make('li', d.severity, d.text)));
  });
}

function render(s) {
  state = s;
  renderHeader(s);
  renderProblems(s);
  renderTiles(s);
  if (detailIndex >= 0) {
    if (detailIndex < s.tiles.length) openDetail(detailIndex);
    else closeDetail();
  }
  document.body.dataset.generation = s.generation;
  document.body.dataset.state = s.state;
  window.carckitPreview = { generation: s.generation, appliedAt: Date.now() };
}

async function refresh() {
  if (fetching) { again = true; return; }
  fetching = true;
  try {
    do {
      again = false;
      const response = await fetch('/state.json', { cache: 'no-store' });
      if (response.ok) render(await response.json());
    } while (again);
  } catch (e) {
    $('status').textContent = 'lost the server: ' + e.message;
  } finally {
    fetching = false;
  }
}

function percent(x) { return (100 * x).toFixed(1) + '%'; }

// A type's placements interval between `lead` and `tail`, or nothing without one.
function placementsInterval(f, lead, tail = '') {
  return f.placements_low === null || f.placements_low === undefined ? ''
    : lead + f.placements_low.toFixed(1) + '–' + f.placements_high.toFixed(1) + tail;
}

function renderFigures(d) {
  const box = $('detail-figures');
  const f = d.figures;
  if (!f) { box.replaceChildren(make('p', 'note', 'no figures: the set has no valid picture yet')); return; }
  const table = make('table');
  const row = (name, value) => { const tr = make('tr'); tr.append(make('th', '', name), make('td', '', value)); table.append(tr); };
  row('drawn', f.drawn_per_game.toFixed(2) + ' copies a game (' + plural(f.drawn, 'draw', 'draws') + ')');
  row('set aside', f.drawn ? percent(f.set_aside_share) + ' of draws (' + f.set_aside + ' of ' + f.drawn +
      '; 95% interval ' + percent(f.set_aside_low) + '–' + percent(f.set_aside_high) + ')' : 'never drawn (the start tile)');
  row('placements', f.drawn ? f.placements.toFixed(1) + ' legal placements a draw (mean of ' + plural(f.drawn, 'draw', 'draws') +
      ', set-aside draws counting 0' + placementsInterval(f, '; 95% interval ') + ')' : '–');
  box.replaceChildren(make('h3', '', 'In a short simulate run'),
    make('p', 'note', f.games + ' games, ' + f.players + ' ' + f.ai + ' players, seed ' + f.seed +
      ' (`carckit simulate` gives the whole report)'), table,
    make('h3', '', 'Every type in the same run'), typesTable(f, d.id));
}

function typesTable(f, current) {
  const table = make('table', 'types');
  const head = make('tr');
  for (const h of ['type', 'drawn a game', 'set aside (95% interval)', 'placements a draw (95% interval)'])
    head.append(make('th', '', h));
  table.append(head);
  for (const t of f.types) {
    const tr = make('tr', t.id === current ? 'current' : '');
    tr.append(make('td', '', t.id), make('td', '', t.drawn_per_game.toFixed(2)),
      make('td', '', t.drawn ? percent(t.set_aside_share) + ' (' + percent(t.set_aside_low) + '–' +
        percent(t.set_aside_high) + ', ' + t.drawn + ' draws)' : 'never drawn'),
      make('td', '', t.drawn ? t.placements.toFixed(1) + placementsInterval(t, ' (', ')') : '–'));
    table.append(tr);
  }
  return table;
}

function renderSegments(d) {
  const svg = $('detail-segments');
  const nodes = [];
  for (const s of d.segments) {
    const p = document.createElementNS(SVG, 'path');
    p.setAttribute('d', s.path);
    p.setAttribute('class', s.kind);
    nodes.push(p);
  }
  for (const s of d.segments) {
    const t = document.createElementNS(SVG, 'text');
    t.setAttribute('x', s.x);
    t.setAttribute('y', s.y);
    t.textContent = s.label;
    nodes.push(t);
  }
  svg.replaceChildren(...nodes);
  $('detail-segment-list').replaceChildren(...d.segments.map((s) =>
    make('li', s.kind, s.label + ': ' + s.describe + (s.shields ? ', ' + plural(s.shields, 'shield', 'shields') : ''))));
}

async function openDetail(index) {
  detailIndex = index;
  const s = state;
  const response = await fetch('/detail/' + s.pictures_generation + '/' + index + '.json', { cache: 'no-store' });
  if (!response.ok || detailIndex !== index) return;
  const d = await response.json();
  $('detail-title').textContent = d.id + ' ' + d.name + ' · ×' + d.count + ' · ' + d.edges;
  $('detail-front').src = d.front;
  $('detail-back').src = d.back;
  renderSegments(d);
  renderFigures(d);
  $('detail').hidden = false;
}

function closeDetail() {
  detailIndex = -1;
  $('detail').hidden = true;
}

function connect() {
  const events = new EventSource('/events');
  events.addEventListener('build', refresh);
  events.onopen = refresh;
  events.onerror = () => { $('status').textContent = 'waiting for the server…'; };
}

$('detail-close').addEventListener('click', closeDetail);
$('detail').addEventListener('click', (e) => { if (e.target === $('detail')) closeDetail(); });
document.addEventListener('keydown', (e) => { if (e.key === 'Escape') closeDetail(); });
connect();
