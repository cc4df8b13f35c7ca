// The misère atlas (./cgx atlas): tables sort by a click on a column's head; the index filters by text and status.
"use strict";

function cellKey(td, type) {
  const v = td.dataset.v !== undefined ? td.dataset.v : td.textContent.trim();
  if (v === "") return null;
  return type === "num" || type === "code" ? parseFloat(v) : v;
}

function sortBy(table, column, th) {
  const type = th.dataset.type || "text";
  const dir = th.getAttribute("aria-sort") === "ascending" ? -1 : 1;
  for (const h of th.parentNode.cells) h.removeAttribute("aria-sort");
  th.setAttribute("aria-sort", dir > 0 ? "ascending" : "descending");
  const body = table.tBodies[0];
  const rows = Array.from(body.rows);
  rows.sort((a, b) => {
    const x = cellKey(a.cells[column], type), y = cellKey(b.cells[column], type);
    if (x === null) return y === null ? 0 : 1; // empty cells last, either way
    if (y === null) return -1;
    return (typeof x === "number" ? x - y : x.localeCompare(y, "en", {numeric: true})) * dir;
  });
  body.append(...rows);
}

function filterRows() {
  const text = document.getElementById("filter").value.trim().toLowerCase();
  const status = document.getElementById("status").value;
  const rows = document.getElementById("games").tBodies[0].rows;
  let shown = 0;
  for (const tr of rows) {
    const ok = (status === "" || tr.dataset.status === status) && (text === "" || tr.textContent.toLowerCase().includes(text));
    tr.hidden = !ok;
    if (ok) shown++;
  }
  document.getElementById("shown").textContent = shown + " of " + rows.length + " shown";
}

document.addEventListener("DOMContentLoaded", () => {
  for (const table of document.querySelectorAll("table.sortable")) {
    Array.from(table.tHead.rows[0].cells).forEach((th, i) => {
      th.tabIndex = 0;
      th.addEventListener("click", () => sortBy(table, i, th));
      th.addEventListener("keydown", e => { if (e.key === "Enter") sortBy(table, i, th); });
    });
  }
  const filter = document.getElementById("filter");
  if (filter) {
    filter.addEventListener("input", filterRows);
    document.getElementById("status").addEventListener("change", filterRows);
    filterRows();
  }
});
