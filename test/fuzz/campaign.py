"""A fuzz campaign from the command line: counts of findings by kind, failing inputs saved.

    python test/fuzz/campaign.py --cases 5000 --seed 1 --jobs 2 --save /tmp/findings
    python test/fuzz/campaign.py --replay /tmp/findings      # run saved inputs again

Each saved input is named after its case (``<seed>-<index>.mlir``) and listed with its
findings in ``findings.json`` beside it; add the ones worth keeping to ``corpus/``.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import DEFAULT_TIMEOUT_S, PIPELINES, run_inputs
from mutate import ROOT, Case, make_case, seed_inputs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="index of the first case")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_S)
    parser.add_argument("--extra-seeds", nargs="*", default=[], help="more directories of .mlir seed inputs")
    parser.add_argument("--seed-root", type=Path, default=None, help="take the seed inputs from this copy of the project")
    parser.add_argument("--save", type=Path, default=None, help="directory for the failing inputs")
    parser.add_argument("--mlir-opt", action="store_true", help="also check every output with upstream mlir-opt")
    parser.add_argument("--rerun", action="store_true", help="also check that a second run on the output changes nothing")
    parser.add_argument("--replay", type=Path, default=None, help="run the .mlir files of this directory instead")
    args = parser.parse_args(argv)

    if args.replay is not None:
        files = sorted(args.replay.glob("*.mlir"))
        seeds = []
        cases = [Case(0, i, p.name, ("replay",), p.read_bytes()) for i, p in enumerate(files)]
        inputs = [(p.name, p.read_bytes()) for p in files]
    else:
        seeds = seed_inputs([Path(d) for d in args.extra_seeds], args.seed_root or ROOT)
        cases = [make_case(seeds, args.seed, i) for i in range(args.first, args.first + args.cases)]
        inputs = [(f"{c.base_seed}-{c.index}.mlir", c.data) for c in cases]
    start = time.monotonic()
    mlir_opt = None
    if args.mlir_opt:
        from smem_opt.tools.toolchain import require_mlir_opt

        mlir_opt = require_mlir_opt()
    outcomes = run_inputs(inputs, jobs=args.jobs, timeout=args.timeout, progress=True, mlir_opt=mlir_opt, rerun=args.rerun)
    elapsed = time.monotonic() - start

    endings = collections.Counter(e for o in outcomes for e in o.endings.values())
    kinds = collections.Counter(f.kind for o in outcomes for f in o.findings)
    messages = collections.Counter(
        (f.kind, _shape(f.detail)) for o in outcomes for f in o.findings
    )
    origin = f"replayed from {args.replay}" if args.replay is not None else f"from {len(seeds)} seeds"
    print(f"{len(cases)} inputs {origin}, {len(cases) * len(PIPELINES)} runs in {elapsed:.0f} s")
    print("run endings: " + ", ".join(f"{k}: {v}" for k, v in sorted(endings.items())))
    failing = [o for o in outcomes if o.findings]
    print(f"findings: {sum(kinds.values())} runs in {len(failing)} inputs")
    for kind, count in kinds.most_common():
        print(f"  {kind}: {count}")
    print("most common:")
    for (kind, shape), count in messages.most_common(40):
        print(f"  {count:5d}  {kind}: {shape}")
    if args.save is not None and failing:
        args.save.mkdir(parents=True, exist_ok=True)
        by_name = {c_name: c for c_name, c in zip((n for n, _ in inputs), cases)}
        summary = []
        for o in failing:
            case = by_name[o.name]
            (args.save / o.name).write_bytes(case.data)
            summary.append({"name": o.name, "label": case.label, "findings": [f.__dict__ for f in o.findings]})
        (args.save / "findings.json").write_text(json.dumps(summary, indent=1))
        print(f"saved {len(failing)} inputs in {args.save}")
    return 1 if failing else 0


def _shape(detail: str) -> str:
    """A finding's message with paths and numbers blurred, to count alike findings together."""
    import re

    text = re.sub(r"/[^\s:]*\.mlir", "F", detail)
    text = re.sub(r"\d+", "N", text)
    return text[:150]


if __name__ == "__main__":
    sys.exit(main())
