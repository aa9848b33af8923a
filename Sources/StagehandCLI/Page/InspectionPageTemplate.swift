/// The fixed parts of the inspection page: its markup, style sheet and script.
///
/// The script displays the embedded data and computes nothing about the chart: the active
/// states, the transitions taken and the guards' values of every step are the recording's.
enum InspectionPageTemplate {
    /// The page around `charts` (the sources' `<section>` elements) and `data` (the JSON of
    /// ``InspectionPage/dataJSON()``); `title` is already escaped.
    static func page(title: String, charts: String, data: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
        script-src 'unsafe-inline'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title) · Stagehand</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <header>
        <h1>Stagehand</h1><span class="file">\(title)</span>
        <label class="picker">Source <select id="source"></select></label>
        </header>
        <svg class="defs" width="0" height="0" aria-hidden="true"><defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">\
        <path d="M0 0L10 5L0 10z" fill="#7b8494"/></marker>
        <marker id="arrow-taken" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" \
        orient="auto"><path d="M0 0L10 5L0 10z" fill="#d9480f"/></marker>
        </defs></svg>
        <main>
        <div class="charts">
        \(charts)</div>
        <aside>
        <div class="timeline">
        <button id="previous" title="Previous step (Left)">◀</button>
        <input id="scrubber" type="range" min="0" max="0" value="0" aria-label="Step">
        <button id="next" title="Next step (Right)">▶</button>
        <span id="position"></span>
        </div>
        <div id="details"></div>
        </aside>
        </main>
        <section class="log">
        <input id="filter" type="search" placeholder="Filter the log (event, state, origin)" aria-label="Filter">
        <table><thead><tr><th>#</th><th>time</th><th>event</th><th>origin</th><th>configuration</th></tr></thead>
        <tbody id="log"></tbody></table>
        </section>
        <script type="application/json" id="stagehand-data">\(data)</script>
        <script>
        \(script)
        </script>
        </body>
        </html>

        """
    }

    static let style = """
        :root { color-scheme: light; --accent: #d9480f; --active: #ffe8cc; --line: #7b8494; }
        body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: #1d2330; background: #f6f7f9; }
        header { display: flex; align-items: baseline; gap: 16px; padding: 10px 18px; background: #1d2330; color: #fff; }
        header h1 { font-size: 17px; margin: 0; }
        header .file { font-family: monospace; opacity: .8; }
        header .picker { margin-left: auto; }
        svg.defs { position: absolute; }
        main { display: flex; gap: 12px; padding: 12px 18px; align-items: flex-start; }
        .charts { flex: 1 1 auto; overflow: auto; background: #fff; border: 1px solid #d5d9e0; border-radius: 8px; \
        max-height: 70vh; }
        aside { flex: 0 0 340px; background: #fff; border: 1px solid #d5d9e0; border-radius: 8px; padding: 10px; }
        .timeline { display: flex; gap: 6px; align-items: center; }
        .timeline input { flex: 1; }
        #position { font-family: monospace; min-width: 70px; text-align: right; }
        #details h2 { font-size: 15px; margin: 10px 0 4px; word-break: break-all; }
        #details h3 { font-size: 12px; text-transform: uppercase; color: #59606d; margin: 10px 0 2px; }
        #details ul { margin: 0; padding-left: 18px; font-family: monospace; font-size: 12px; word-break: break-all; }
        #details .discarded { color: var(--accent); font-weight: 600; }
        .guard-false { color: #c92a2a; } .guard-true { color: #2b8a3e; }
        svg.chart { display: block; font: 12px monospace; }
        .state rect, .state circle { fill: #fff; stroke: #4c566a; stroke-width: 1.3; }
        .state.compound > rect { fill: #f3f5f9; }
        .state.parallel > rect { fill: #f3f5f9; stroke-dasharray: 6 4; }
        .state .inner { fill: none; }
        .state text { text-anchor: middle; fill: #1d2330; }
        .state text.title { text-anchor: start; font-weight: 600; }
        .state circle.initial { fill: #1d2330; stroke: none; }
        .state.within > rect { stroke: var(--accent); stroke-width: 2; }
        .state.active > rect, .state.active > circle:not(.initial) { fill: var(--active); stroke: var(--accent); \
        stroke-width: 2.5; }
        .transition path { fill: none; stroke: var(--line); stroke-width: 1.2; marker-end: url(#arrow); }
        .transition text { fill: #59606d; font-size: 11px; text-anchor: middle; paint-order: stroke; stroke: #fff; \
        stroke-width: 3px; }
        .transition.taken path { stroke: var(--accent); stroke-width: 2.5; marker-end: url(#arrow-taken); }
        .transition.taken text { fill: var(--accent); font-weight: 700; }
        .transition .guard { font-weight: 700; }
        .transition.guard-false text .guard { fill: #c92a2a; } .transition.guard-true text .guard { fill: #2b8a3e; }
        .log { margin: 0 18px 18px; background: #fff; border: 1px solid #d5d9e0; border-radius: 8px; padding: 10px; }
        .log input { width: 100%; box-sizing: border-box; padding: 5px 8px; margin-bottom: 6px; }
        .log table { width: 100%; border-collapse: collapse; font-family: monospace; font-size: 12px; }
        .log th { text-align: left; color: #59606d; border-bottom: 1px solid #d5d9e0; }
        .log td { padding: 2px 6px; border-bottom: 1px solid #eef0f3; word-break: break-all; }
        .log tr[data-step] { cursor: pointer; }
        .log tr.selected { background: var(--active); }
        .log tr.discarded td:nth-child(3) { color: var(--accent); }
        #details .rejected { color: var(--accent); }
        .log tr.rejected td:nth-child(3)::after { content: " \\2716"; color: var(--accent); }
        .empty { padding: 20px; }
        """

    static let script = """
        "use strict";
        (function () {
          const data = JSON.parse(document.getElementById("stagehand-data").textContent);
          const picker = document.getElementById("source");
          const scrubber = document.getElementById("scrubber");
          const position = document.getElementById("position");
          const details = document.getElementById("details");
          const log = document.getElementById("log");
          const filter = document.getElementById("filter");
          const selected = data.sources.map(() => 0);
          const parentMaps = data.sources.map((source) => new Map(source.parents));
          const elementMaps = data.sources.map(() => null);
          function stateElements(index) {
            if (!elementMaps[index]) {
              const map = new Map();
              for (const node of section(index).querySelectorAll("[data-state]")) {
                const id = node.getAttribute("data-state");
                if (!map.has(id)) map.set(id, node);
              }
              elementMaps[index] = map;
            }
            return elementMaps[index];
          }
          let current = 0;
          function seconds(ns) { return (ns / 1e9).toFixed(3) + "s"; }
          function element(tag, text, className) {
            const node = document.createElement(tag);
            if (text !== undefined) node.textContent = text;
            if (className) node.className = className;
            return node;
          }
          function section(index) { return document.querySelector('section.source[data-source="' + index + '"]'); }
          function describe(source, index) {
            const t = source.transitions[index];
            if (!t) return "transition " + index;
            return "#" + index + " " + t.source + " \u{2013}" + (t.events.join(" ") || "(eventless)") + "\u{2192} " +
              (t.targets.join(" ") || "(targetless)");
          }
          function list(title, items, classFor) {
            if (!items.length) return;
            details.appendChild(element("h3", title));
            const ul = element("ul");
            for (const item of items) {
              const text = typeof item === "string" ? item : item.text;
              ul.appendChild(element("li", text, classFor ? classFor(item) : undefined));
            }
            details.appendChild(ul);
          }
          function buildLog() {
            const source = data.sources[current];
            const rows = document.createDocumentFragment();
            source.steps.forEach((step, index) => {
              const row = element("tr");
              row.dataset.step = String(index);
              if (step.discarded) row.className = "discarded";
              let event = step.event === null ? "(start)" : step.event;
              if (step.payload !== null) event += " (" + step.payload + ")";
              if (step.discarded) event += " \u{2014} discarded";
              if (step.rejected.length) {
                row.classList.add("rejected");
                event += " \u{2014} then rejected: " + step.rejected.map(([name]) => name).join(", ");
              }
              for (const text of [String(step.step), seconds(step.time), event, step.origin,
                step.configuration.join(", ")]) row.appendChild(element("td", text));
              rows.appendChild(row);
            });
            log.replaceChildren(rows);
            applyFilter();
          }
          function applyFilter() {
            const needle = filter.value.trim().toLowerCase();
            for (const row of log.rows) row.hidden = needle !== "" && !row.textContent.toLowerCase().includes(needle);
          }
          function show(index) {
            const source = data.sources[current];
            if (!source || !source.steps.length) { position.textContent = "no steps"; return; }
            index = Math.max(0, Math.min(source.steps.length - 1, index));
            selected[current] = index;
            scrubber.value = String(index);
            position.textContent = (index + 1) + " / " + source.steps.length;
            const step = source.steps[index];
            const chart = section(current);
            for (const node of chart.querySelectorAll(".active, .within, .taken, .guard-true, .guard-false"))
              node.classList.remove("active", "within", "taken", "guard-true", "guard-false");
            for (const node of chart.querySelectorAll(".transition .guard")) node.textContent = "";
            const states = stateElements(current);
            const parents = parentMaps[current];
            for (const id of step.configuration) {
              const node = states.get(id);
              if (node) node.classList.add("active");
              const seen = new Set();
              for (let parent = parents.get(id); parent !== undefined && !seen.has(parent); parent = parents.get(parent)) {
                seen.add(parent);
                const outer = states.get(parent);
                if (outer) outer.classList.add("within");
              }
            }
            for (const taken of step.taken) {
              const node = chart.querySelector('[data-transition="' + taken + '"]');
              if (node) {
                node.classList.add("taken");
                node.parentNode.appendChild(node);  // Drawn last: above the other labels.
              }
            }
            for (const [transition, holds] of step.guards) {
              const node = chart.querySelector('[data-transition="' + transition + '"]');
              if (!node) continue;
              node.classList.add(holds ? "guard-true" : "guard-false");
              for (const mark of node.querySelectorAll(".guard")) mark.textContent = holds ? " [true]" : " [false]";
            }
            details.replaceChildren();
            let heading = "#" + step.step + " \u{00b7} " + seconds(step.time) + " \u{00b7} " +
              (step.event === null ? "start-up" : step.event);
            details.appendChild(element("h2", heading));
            if (step.payload !== null) list("Payload", [step.payload]);
            list("Origin", [step.origin]);
            if (step.discarded) details.appendChild(element("p",
              "Discarded: no transition was enabled for this event (the chart stayed where it was).", "discarded"));
            list("Guards evaluated", step.guards.map(([t, holds]) =>
              ({ text: describe(source, t) + ": " + holds, holds })), (item) => item.holds ? "guard-true" : "guard-false");
            list("Transitions taken", step.taken.map((t) => describe(source, t)));
            list("Exited", step.exited);
            list("Entered", step.entered);
            list("Configuration", step.configuration);
            list("Delayed sends scheduled", step.scheduled);
            list("Delayed sends cancelled", step.cancelled);
            list("Events raised", step.raised);
            list("Invocations started", step.started);
            list("Invocations ended", step.ended);
            list("Rejected after this step", step.rejected.map(([name, state, reason, allowed, time]) =>
              seconds(time) + " " + name + " rejected in " + state + " (" + reason + "; allowed: " +
              (allowed.join(", ") || "none") + ")"), () => "rejected");
            list("Container lifecycle and route changes", step.containers.map(([name, number, time, event]) =>
              name + " #" + number + " " + seconds(time) + " " + event));
            for (const row of log.querySelectorAll("tr.selected")) {
              row.classList.remove("selected");
              row.removeAttribute("aria-selected");
            }
            const row = log.rows[index];
            if (row) {
              row.classList.add("selected");
              row.setAttribute("aria-selected", "true");
              if (row.scrollIntoView) row.scrollIntoView({ block: "nearest" });
            }
          }
          function choose(index) {
            current = index;
            for (const node of document.querySelectorAll("section.source")) node.hidden = node !== section(index);
            const source = data.sources[index];
            scrubber.max = String(Math.max(0, source.steps.length - 1));
            buildLog();
            show(selected[index]);
          }
          data.sources.forEach((source, index) => {
            const count = source.steps.length + (source.steps.length === 1 ? " step" : " steps");
            const option = element("option", source.name + " (" + source.kind + ", " + count + ")");
            option.value = String(index);
            picker.appendChild(option);
          });
          picker.disabled = data.sources.length < 2;
          picker.addEventListener("change", () => choose(Number(picker.value)));
          scrubber.addEventListener("input", () => show(Number(scrubber.value)));
          document.getElementById("previous").addEventListener("click", () => show(selected[current] - 1));
          document.getElementById("next").addEventListener("click", () => show(selected[current] + 1));
          filter.addEventListener("input", applyFilter);
          log.addEventListener("click", (event) => {
            const row = event.target.closest("tr[data-step]");
            if (row) show(Number(row.dataset.step));
          });
          document.addEventListener("keydown", (event) => {
            if (event.target === filter || event.target === picker) return;
            const last = data.sources.length ? data.sources[current].steps.length - 1 : 0;
            const moves = { ArrowLeft: selected[current] - 1, ArrowRight: selected[current] + 1, Home: 0, End: last };
            if (!(event.key in moves)) return;
            event.preventDefault();
            show(moves[event.key]);
          });
          if (data.sources.length) choose(0);
          window.stagehandPage = { data, show, choose, selectedStep: () => selected[current], source: () => current };
        })();
        """
}
