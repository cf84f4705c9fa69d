// The claim page: a thin client of the JSON API in cli/serve.py. No law here: the
// page collects the case, shows what the server understood and ruled, and keeps the
// case in the link. Plain script, no build step, so it ships as package data as is.
"use strict";

const TEXTS = JSON.parse(document.getElementById("texts").textContent);
const SEATS = ["N", "E", "S", "W"];
const SUITS = ["S", "H", "D", "C"];
const SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RANKS = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];
const FIELDS = ["title", "deal", "trump", "declarer", "leader", "trick", "contract",
  "won_declarer", "won_defenders", "by", "tricks", "kind", "statement", "trump_aware",
  "known_suits"];

let lang = document.documentElement.lang === "da" ? "da" : "en";
let owner = {};        // card code -> seat: each card has one owner, so no duplicates
let views = null;      // the last ruling, in both languages
let rulingCase = null; // the form it was ruled on
let rulingSettings = null; // and the settings it was ruled with
let job = null;
let extra = {};        // fields the form does not show (source, shown_out)

const $ = (id) => document.getElementById(id);
const t = (key) => (TEXTS[lang] && TEXTS[lang][key]) || TEXTS.en[key] || key;

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key === "class") node.className = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// ---------------------------------------------------------------- language
function applyLang(next) {
  lang = next;
  document.documentElement.lang = lang;
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  for (const select of document.querySelectorAll("select.seat")) {
    for (const option of select.options) option.textContent = seatName(option.value);
  }
  for (const button of document.querySelectorAll("[data-lang]")) {
    button.setAttribute("aria-pressed", String(button.dataset.lang === lang));
  }
  document.title = t("title");
  const url = new URL(location.href);
  url.searchParams.set("lang", lang);
  history.replaceState(null, "", url);
  if (views) showRuling();
  understand();
}

function seatName(seat) {
  return t({ N: "north", E: "east", S: "south", W: "west" }[seat]);
}

// ---------------------------------------------------------------- the card grid
function buildGrid() {
  const grid = $("grid");
  for (const suit of SUITS) {
    const row = el("div", { class: "row" }, el("span", { class: "suit s" + suit }, SYMBOL[suit]));
    for (const rank of RANKS) {
      const code = suit + rank;
      const button = el("button", { type: "button", class: "card", "data-card": code,
        "aria-label": SYMBOL[suit] + rank }, rank === "T" ? "10" : rank);
      button.addEventListener("click", () => tapCard(code));
      row.append(button);
    }
    grid.append(row);
  }
}

function target() {
  return document.querySelector("input[name=target]:checked").value;
}

function tapCard(code) {
  const where = target();
  if (where === "trick") {
    const trick = trickCards();
    const at = trick.indexOf(code);
    if (at >= 0) trick.splice(at, 1);
    else if (owner[code]) trick.push(code);
    $("trick").value = trick.join(" ");
  } else if (owner[code] === where) {
    delete owner[code];
    $("trick").value = trickCards().filter((c) => c !== code).join(" ");
  } else {
    owner[code] = where;
  }
  writeDeal();
  drawGrid();
  changed();
}

function trickCards() {
  return $("trick").value.toUpperCase().split(/[\s,]+/).filter(Boolean)
    .map((c) => c.replace(/^([SHDC])10$/, "$1T"));
}

function handOf(seat) {
  return SUITS.map((suit) => RANKS.filter((r) => owner[suit + r] === seat).join("")).join(".");
}

function writeDeal() {
  const any = Object.keys(owner).length > 0;
  $("deal").value = any ? "N:" + SEATS.map(handOf).join(" ") : "";
}

// "S:AQJ.JT.. T..QJ97. ..." -> owner; unreadable text leaves the grid as it was and the
// server names the fault when the case is sent.
function readDeal(text) {
  const match = /^\s*([NESW])\s*:\s*(.*)$/i.exec(text || "");
  if (!match) return false;
  const hands = match[2].trim().split(/\s+/);
  if (hands.length !== 4) return false;
  const next = {};
  const first = SEATS.indexOf(match[1].toUpperCase());
  for (let i = 0; i < 4; i++) {
    const seat = SEATS[(first + i) % 4];
    const suits = hands[i].split(".");
    if (suits.length !== 4) return false;
    for (let s = 0; s < 4; s++) {
      for (const rank of suits[s].toUpperCase().replace(/10/g, "T")) {
        const code = SUITS[s] + rank;
        if (!RANKS.includes(rank) || next[code]) return false;
        next[code] = seat;
      }
    }
  }
  owner = next;
  return true;
}

function drawGrid() {
  const trick = trickCards();
  for (const button of document.querySelectorAll("#grid .card")) {
    const code = button.dataset.card;
    const seat = owner[code] || "";
    button.dataset.owner = seat;
    button.classList.toggle("in-trick", trick.includes(code));
    button.title = seat ? seatName(seat) : "";
    button.setAttribute("aria-pressed", String(Boolean(seat)));
  }
  for (const seat of SEATS) {
    const count = Object.values(owner).filter((s) => s === seat).length;
    $("count-" + seat).textContent = "(" + count + ")";
  }
}

// ---------------------------------------------------------------- the form
function formData() {
  const form = { ...extra };
  for (const name of FIELDS) {
    const node = $(name);
    if (node) form[name] = node.value;
  }
  form.trump_aware = form.trump_aware === "" ? null : form.trump_aware === "true";
  return form;
}

function fillForm(form) {
  extra = {};
  for (const [name, value] of Object.entries(form)) {
    const node = $(name);
    if (name === "settings" && value && typeof value === "object") {
      fillSettings(value);
    } else if (FIELDS.includes(name) && node) {
      node.value = name === "trump_aware" ? (value === null || value === undefined ? "" : String(value)) : (value ?? "");
    } else if (value !== null && value !== undefined && name !== "source") {
      extra[name] = value;
    }
  }
  readDeal($("deal").value);
  drawGrid();
  changed();
}

// a shared link carries the settings it was ruled with; a value the page does not offer
// is left as it is (the server validates what is sent anyway)
function fillSettings(settings) {
  for (const name of ["suit_order", "ruffing", "forgotten", "oversight", "player_class", "listed_order"]) {
    const node = $(name);
    if (node && settings[name] !== undefined && settings[name] !== null) node.value = String(settings[name]);
  }
}

function settingsData() {
  return {
    suit_order: $("suit_order").value,
    ruffing: $("ruffing").value,
    forgotten: Number($("forgotten").value),
    oversight: $("oversight").value,
    player_class: $("player_class").value,
    listed_order: $("listed_order").value,
  };
}

function clearErrors() {
  for (const node of document.querySelectorAll(".err")) node.textContent = "";
  for (const node of document.querySelectorAll(".bad")) node.classList.remove("bad");
}

function showErrors(fields, fallback) {
  clearErrors();
  let first = null;
  for (const [name, messages] of Object.entries(fields || { "": [fallback] })) {
    const box = document.querySelector(`.err[data-for="${CSS.escape(name)}"]`) ||
      document.querySelector('.err[data-for=""]');
    box.textContent = messages.join(" ");
    const input = $(name === "won" ? "won_declarer" : name);
    if (input) input.classList.add("bad");
    first = first || input || box;
  }
  if (first) first.scrollIntoView({ block: "center" });
}

async function api(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // the server was stopped (or the network is gone): say so rather than search forever
    return { ok: false, status: 0, data: { error: t("no_server") } };
  }
  let data = null;
  try { data = await response.json(); } catch (error) { data = { error: response.statusText }; }
  return { ok: response.ok, status: response.status, data };
}

// ---------------------------------------------------------------- "understood as"
let understandTimer = null;
function changed() {
  clearTimeout(understandTimer);
  understandTimer = setTimeout(understand, 250);
}

async function understand() {
  const box = $("understood");
  const form = formData();
  if (!form.statement.trim()) {
    box.replaceChildren(el("p", { class: "note" }, t("no_statement")));
    return;
  }
  // the statement is read as the ruling will read it: listed tricks by the setting
  const listed = encodeURIComponent($("listed_order").value);
  const { ok, data } = await api("POST", "/api/understand?lang=" + lang + "&listed_order=" + listed, form);
  if (!ok) { box.replaceChildren(); return; }
  const unknown = new Set(data.unknown.map((w) => w.toLowerCase()));
  // The statement again, each word not understood marked where it stands.
  const said = el("p", { class: "said" });
  for (const part of form.statement.split(/(\s+)/)) {
    const bare = part.replace(/^[^\p{L}\p{N}♠♥♦♣]+|[^\p{L}\p{N}♠♥♦♣]+$/gu, "").toLowerCase();
    said.append(bare && unknown.has(bare) ? el("mark", { class: "unknown" }, part) : part);
  }
  const list = el("ul", {});
  for (const step of data.steps) {
    list.append(el("li", {}, step.step, step.words ? el("q", {}, step.words) : null));
  }
  // what his words say that is no step: a finesse declined, a proviso, a condition
  for (const item of data.no_step || []) {
    list.append(el("li", {}, item.meaning, item.words ? el("q", {}, item.words) : null));
  }
  const nodes = [said, el("h3", {}, t("understood")), list];
  if (data.unknown.length) {
    nodes.push(el("p", { class: "warn" }, t("not_understood") + ": ", data.unknown.join(", ")));
  }
  box.replaceChildren(...nodes);
}

// ---------------------------------------------------------------- ruling
async function rule(event) {
  if (event) event.preventDefault();
  if (job) return;
  clearErrors();
  const form = formData();
  const body = { case: form, settings: settingsData(), time_limit: Number($("time_limit").value) };
  // the last ruling this tab asked for, should a reload have lost it: the server stops
  // it rather than let it hold a worker from the other directors
  const last = sessionStorage.getItem("job");
  if (last) body.replaces = last;
  const { ok, data } = await api("POST", "/api/rule", body);
  if (!ok) { showErrors(data.fields, data.error); return; }
  job = data.id;
  sessionStorage.setItem("job", job);
  $("cancel").hidden = false;
  $("rule").disabled = true;
  poll(form, body.settings);
}

async function poll(form, settings) {
  const { ok, data } = await api("GET", "/api/jobs/" + job);
  if (!ok) { finish(); showErrors(null, data.error); return; }
  if (data.state === "queued") {
    $("progress").textContent = `${t("queued")} (${t("ahead")}: ${data.ahead})`;
    // waiting changes slowly: a long queue of pages asks less often
    setTimeout(() => poll(form, settings), 1000);
    return;
  }
  if (data.state === "running") {
    $("progress").textContent = `${t("searching")}: ${data.nodes.toLocaleString()} ${t("positions")}, ${data.elapsed.toFixed(1)} s`;
    setTimeout(() => poll(form, settings), 300);
    return;
  }
  finish();
  if (data.state === "done") {
    views = data.result.views;
    rulingCase = form;
    rulingSettings = settings;
    location.hash = "case=" + encodeCase({ ...form, settings });
    showRuling();
    window.scrollTo(0, 0);
  } else if (data.state === "cancelled") {
    $("progress").textContent = t(data.abandoned ? "abandoned" : "cancelled");
  } else {
    showErrors(data.fields, data.error);
  }
}

function finish() {
  job = null;
  sessionStorage.removeItem("job");
  $("cancel").hidden = true;
  $("rule").disabled = false;
  $("progress").textContent = "";
}

async function cancel() {
  if (job) await api("DELETE", "/api/jobs/" + job);
}

function showRuling() {
  const view = views[lang];
  $("ruling").hidden = false;
  // an incomplete search decides a claim its worst line found already breaks, or one
  // whose every line it proved to give the tricks claimed
  const outcome = !view.stands ? "fails" : view.stands_proved ? "stands" : "undecided";
  $("verdict").className = "verdict " + outcome;
  $("verdict-head").textContent = view.headline;
  $("verdict-tricks").textContent = view.tricks;
  $("verdict-text").textContent = view.verdict;
  $("ruling-dd").textContent = view.double_dummy || "";
  $("ruling-result").textContent = view.result || "";
  $("ruling-laws").replaceChildren(...view.laws.map((law) => el("li", {}, law.label)));
  $("ruling-reasons").replaceChildren(...view.reasons.map((r) => el("li", {}, r)));
  $("line-title").textContent = t(view.complete ? "line" : "line_incomplete");
  $("ruling-line").replaceChildren(...lineNodes(view));
  $("saved-box").hidden = !view.suggestion;
  $("ruling-saved").textContent = view.suggestion || "";
  $("ruling-settings").replaceChildren(...view.settings.map((s) => el("li", {}, s)),
    el("li", {}, view.awareness));
  $("ruling-incomplete").hidden = view.complete;
  drawDiagram(rulingCase);
}

function lineNodes(view) {
  if (!view.line.length) return [el("p", {}, t("no_line"))];
  return view.line.map((trick) => {
    const dd = trick.dd === null ? "" :
      ` · ${t("dd_from_here")}: ${view.claimer_side} ${trick.dd} / ${trick.left}`;
    const list = el("ol", {});
    for (const card of trick.before || []) {
      list.append(el("li", { class: "before" }, `${card.seat} ${card.card} `,
        el("i", {}, `(${t("before_claim")})`)));
    }
    for (const step of trick.steps) {
      const item = el("li", { class: step.claimer_side ? "ours" : "theirs" },
        el("b", {}, `${step.seat} ${step.card}`));
      for (const rule of step.rules) {
        item.append(" ", el("span", { class: "rule", title: `${rule.summary} — ${rule.law_name}` },
          `${rule.name} ${rule.law}`));
      }
      if (step.note) item.append(" ", el("i", {}, step.note));
      if (step.worse_than) item.append(el("div", { class: "worse" }, "← " + step.worse_than));
      if (step.winner) item.append(el("div", { class: "winner" }, `→ ${step.winner} ${t("wins")}`));
      list.append(item);
    }
    return el("div", { class: "trick" }, el("h3", {}, `${t("trick_n")} ${trick.number}${dd}`), list);
  });
}

function drawDiagram(form) {
  const saved = owner;
  readDeal(form.deal);
  const hands = owner;
  owner = saved;
  const box = $("diagram");
  box.replaceChildren();
  for (const seat of SEATS) {
    const hand = el("div", { class: "hand h" + seat }, el("div", { class: "who" }, seatName(seat)));
    for (const suit of SUITS) {
      const ranks = RANKS.filter((r) => hands[suit + r] === seat).join("") || "—";
      hand.append(el("div", {}, el("span", { class: "suit s" + suit }, SYMBOL[suit]), " ", ranks));
    }
    box.append(hand);
  }
  const trump = form.trump === "NT" ? t("nt") : SYMBOL[form.trump] || form.trump;
  box.append(el("div", { class: "hand center" }, `${t("trump")}: ${trump}`,
    el("br", {}), form.trick ? `${t("trick")}: ${form.trick}` : ""));
}

// ---------------------------------------------------------------- share and keep
function encodeCase(form) {
  const bytes = new TextEncoder().encode(JSON.stringify(form));
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decodeCase(text) {
  const base = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base + "===".slice((base.length + 3) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

function shareLink() {
  const url = new URL(location.href);
  url.hash = "case=" + encodeCase({ ...(rulingCase || formData()), settings: rulingSettings || settingsData() });
  return url.toString();
}

async function share() {
  const link = shareLink();
  try { await navigator.clipboard.writeText(link); $("share-note").textContent = t("copied"); }
  catch (error) { $("share-note").textContent = link; }
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = el("a", { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function downloadToml() {
  const response = await fetch("/api/case.toml", { method: "POST",
    headers: { "Content-Type": "application/json" }, body: JSON.stringify({
    case: rulingCase || formData(), settings: rulingSettings || settingsData() }) });
  if (!response.ok) { const data = await response.json(); showErrors(data.fields, data.error); return; }
  download("claim.toml", "application/toml", await response.text());
}

async function downloadHtml() {
  const css = await (await fetch("/static/style.css")).text();
  const body = $("ruling").cloneNode(true);
  for (const node of body.querySelectorAll(".noprint, [hidden]")) node.remove();
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${t("ruling")}</title><style>${css}</style></head><body><main>` +
    body.outerHTML +
    `<p class="note"><a href="${escapeHtml(shareLink())}">${escapeHtml(shareLink())}</a></p></main></body></html>`;
  download("ruling.html", "text/html", html);
}

// ---------------------------------------------------------------- start
function start() {
  buildGrid();
  for (const select of document.querySelectorAll("select.seat")) {
    for (const seat of SEATS) select.append(el("option", { value: seat }, seat));
  }
  $("declarer").value = "S"; $("leader").value = "S"; $("by").value = "S";
  for (const button of document.querySelectorAll("[data-lang]")) {
    button.addEventListener("click", () => applyLang(button.dataset.lang));
  }
  $("case").addEventListener("submit", rule);
  $("cancel").addEventListener("click", cancel);
  // the page is closed or left: its ruling is of no use to anyone, so the worker is
  // freed at once (the server also drops a job its page stops asking about)
  window.addEventListener("pagehide", () => {
    if (job) navigator.sendBeacon("/api/jobs/" + job + "/cancel");
  });
  $("import").addEventListener("click", async () => {
    clearErrors();
    const form = formData();
    const fallback = { by: form.by, tricks: form.tricks, statement: form.statement,
      declarer: form.declarer, leader: form.leader, contract: form.contract || form.trump };
    const { ok, data } = await api("POST", "/api/import", { source: $("source").value, fallback });
    if (!ok) { showErrors(data.fields, data.error); return; }
    fillForm(data.form);
  });
  $("clear").addEventListener("click", () => { owner = {}; $("trick").value = ""; writeDeal(); drawGrid(); changed(); });
  $("deal").addEventListener("input", () => { if (readDeal($("deal").value)) drawGrid(); changed(); });
  $("trick").addEventListener("input", () => { drawGrid(); changed(); });
  for (const name of ["statement", "by", "trump", "leader", "declarer"]) $(name).addEventListener("input", changed);
  $("listed_order").addEventListener("change", changed);
  $("share").addEventListener("click", share);
  $("download-toml").addEventListener("click", downloadToml);
  $("download-html").addEventListener("click", downloadHtml);
  $("print").addEventListener("click", () => window.print());
  $("edit").addEventListener("click", () => $("case").scrollIntoView());
  $("change-settings").addEventListener("click", () => {
    $("settings-box").open = true;
    $("settings-box").scrollIntoView();
    $("suit_order").focus();
  });
  // Keyboard: N, E, S, W (and T for the trick) choose the hand the grid fills.
  $("grid").addEventListener("keydown", (event) => {
    const key = event.key.toUpperCase();
    const value = key === "T" ? "trick" : key;
    const radio = document.querySelector(`input[name=target][value="${value}"]`);
    if (radio && !event.ctrlKey && !event.metaKey) { radio.checked = true; event.preventDefault(); }
  });
  applyLang(lang);
  drawGrid();
  const match = /^#case=(.+)$/.exec(location.hash);
  if (match) {
    try { fillForm(decodeCase(match[1])); rule(); }
    catch (error) { showErrors(null, "the link's case cannot be read"); }
  }
}

start();
