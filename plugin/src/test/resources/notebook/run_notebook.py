"""Runs a notebook top to bottom with nbclient on the kernel 'cgx' (JUPYTER_PATH holds its spec);
prints a JSON summary of the outputs. Exit 1 with the error if a cell fails; 4 if the stored
notebook has outputs. With --html OUT MATHJAX_URL, also exports the run notebook to HTML with
nbconvert (as `jupyter nbconvert --to html` does, MathJax loaded from MATHJAX_URL)."""
import json, sys
import nbformat
from nbclient import NotebookClient

path = sys.argv[1]
nb = nbformat.read(path, as_version=4)
stored = [c for c in nb.cells if c.cell_type == "code" and (c.get("outputs") or c.get("execution_count"))]
if stored:
    print("the stored notebook has outputs in %d cells" % len(stored), file=sys.stderr)
    sys.exit(4)
NotebookClient(nb, kernel_name="cgx", timeout=120, allow_errors=False).execute()
if len(sys.argv) > 2 and sys.argv[2] == "--html":
    from nbconvert import HTMLExporter
    html, _ = HTMLExporter(mathjax_url=sys.argv[4]).from_notebook_node(nb)
    with open(sys.argv[3], "w", encoding="utf-8") as f:
        f.write(html)
summary = []
for c in nb.cells:
    if c.cell_type != "code":
        continue
    kinds = []
    for o in c.outputs:
        if o.output_type in ("execute_result", "display_data"):
            kinds.append(sorted(o.data.keys()))
        else:
            kinds.append(o.output_type + ":" + o.get("name", o.get("ename", "")))
    summary.append({"source": c.source, "outputs": kinds})
print(json.dumps(summary))
