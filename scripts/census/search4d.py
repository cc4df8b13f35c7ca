#!/usr/bin/env python3
"""MisereSolver's --search4D beside cgx's census of the same space, code by code.

    python3 scripts/census/search4d.py CENSUS_DIR SPACE_TSV MISERE_OUTPUT... > misere-solver-search4d.tsv

CENSUS_DIR: a census of the space 0.dddd and 4.ddd (./cgx census --search4d --timeout S --out DIR);
SPACE_TSV: code, standard form and same-game representative of every code of the space, in census
order (its census.tsv has them: columns code, standard, rep);
MISERE_OUTPUT: what MisereSolver printed, e.g.
    java -cp JAR org.cgsuite.core.misere.solver.CommandLineInterface --search4D 0.0000 --timeout S
(one file, or several runs that cover the space between them: a code listed twice keeps its
first answer). Prints the comparison as a table (see the header it writes); exits 1 if a code
both solve disagrees."""
import csv, re, sys

census_dir, space_tsv, outputs = sys.argv[1], sys.argv[2], sys.argv[3:]


def norm(code):
    p, d = code.split('.')
    d = d.rstrip('0')
    return p + '.' + (d or '0')


ms = {}
for f in outputs:
    text = open(f, encoding='utf-8').read()
    for m in re.finditer(r'([04]\.\d+) \.\.\. (?:(\d+) / (\d+) / (\d+) / (\d+)|Timeout \((\d+) ms\))', text):
        c = norm(m.group(1))
        if c in ms:
            continue
        ms[c] = ('solved',) + m.group(2, 3, 4, 5) if m.group(2) else ('timeout', '', '', '', '')

with open(space_tsv, encoding='utf-8') as f:
    space = [r for r in csv.DictReader(f, delimiter='\t')]
with open(census_dir + '/census.tsv', encoding='utf-8') as f:
    cgx = {r['code']: r for r in csv.DictReader(f, delimiter='\t')}


def four_digit(code):
    p, d = code.split('.')
    return (p == '0' and len(d) == 4) or (p == '4' and len(d) == 3)


# MisereSolver's listing rule (found from its output; it matches every code): a four-digit code is
# listed unless its standard form is that of a code of fewer digits or of an earlier four-digit code
seen = {r['standard'] for r in space if not four_digit(r['code'])}
rule = []
for r in space:
    if four_digit(r['code']):
        if r['standard'] not in seen:
            rule.append(r['code'])
        seen.add(r['standard'])
listed = [r['code'] for r in space if r['code'] in ms]
both = agree = only_ms = only_cgx = 0
rows, differ = [], []
for c in listed:
    m, x = ms[c], cgx.get(c)
    xs = x['status'] if x else 'missing'
    fields = (x['period'], x['preperiod'], x['order'], x['psize']) if x and xs == 'solved' else ('', '', '', '')
    if m[0] == 'solved' and xs == 'solved':
        both += 1
        if tuple(m[1:]) == fields:
            agree += 1
        else:
            differ.append(c)
    elif m[0] == 'solved':
        only_ms += 1
    elif xs == 'solved':
        only_cgx += 1
    rows.append([c, x['standard'] if x else '', x['rep'] if x else '', *m, xs, *fields])

solved_cgx = sum(1 for r in cgx.values() if r['status'] == 'solved')
print(f"""# MisereSolver's four-digit search (CGSuite 2.2, --search4D) beside cgx's census of the same space
# (0.dddd and 4.ddd), code by code; read by Search4dTest. Produced with
#   java -cp cgsuite-core-2.2-beta2-with-dependencies.jar org.cgsuite.core.misere.solver.CommandLineInterface \\
#        --search4D 0.0000 --timeout 2      (run as two halves side by side: from 0.0000, killed after 0.3777,
#                                            and from 0.4000 to its end, 4.777; 33 min each on 2 cores)
#   ./cgx census --search4d --timeout 2 --out DIR
#   python3 scripts/census/search4d.py DIR DIR/census.tsv OUTPUT...
#
# Which codes MisereSolver searches (found from its output, no exception among the {len(space)} codes of the
# space): the four-digit codes (0.d1d2d3d4 with d4 > 0, 4.d1d2d3 with d3 > 0), each standard form once: a
# code is left out when its standard form (cgx's `standard`, TakeAndBreak(code).StdForm) is that of a
# code of fewer digits or of an earlier four-digit code. Listed: {len(listed)}; by that rule: {len(rule)}; the
# same codes: {listed == rule}. So its standard forms and cgx's agree wherever this shows them.
# It does not apply cgx's finer same-game rule (census-same-game.txt): {sum(1 for c in listed if cgx.get(c) and cgx[c]['rep'] != c)} codes it
# lists are the same game as an earlier code (column rep).
#
# Both ran with a 2 s time limit per code on this 2-core machine (MisereSolver's two halves side by
# side, then the census on Spark local[*]). Codes MisereSolver lists: {len(listed)}. Solved by MisereSolver: {sum(1 for c in listed if ms[c][0] == 'solved')};
# by cgx: {sum(1 for c in listed if cgx.get(c) and cgx[c]['status'] == 'solved')} (and {solved_cgx} of all {len(cgx)} codes of the space).
# Both solve {both}; they agree on period, preperiod, |Q| and |P| on {agree}; differ on {len(differ)}{': ' + ' '.join(differ) if differ else ''}.
# Solved by MisereSolver only: {only_ms}; by cgx only: {only_cgx}.
# Preperiods count heap 0 in both (census-findings.md).
#
# Columns: code, standard form, same-game representative, MisereSolver's answer (solved/timeout) with
# period, preperiod, |Q|, |P|; cgx's status with period, preperiod, |Q|, |P| (where solved).""")
w = csv.writer(sys.stdout, delimiter='\t', lineterminator='\n')
w.writerow(['code', 'standard', 'rep', 'misere', 'm_period', 'm_preperiod', 'm_order', 'm_psize', 'cgx', 'period', 'preperiod', 'order', 'psize'])
w.writerows(rows)
for c in differ:
    print('DIFFER', c, ms[c], cgx[c], file=sys.stderr)
sys.exit(1 if differ else 0)
