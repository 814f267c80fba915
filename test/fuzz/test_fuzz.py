"""The fuzzer in the test suite: the regression corpus, then a seeded batch of mutated inputs.

Every input runs through ``smem-opt F -p smem-coalesce`` and ``smem-opt F -p
smem-to-nvvm-ready -o OUT`` (see ``harness.py`` for what counts as a finding). The corpus and
the batch also check that exit 0 means upstream mlir-opt accepts the output (the ``-o`` file,
and stdout when it holds no smem op) and that a second run of the same command on the output
prints it unchanged.
``SMEM_FUZZ_CASES`` (default 400) and ``SMEM_FUZZ_SEED`` (default 0) choose the batch;
``SMEM_FUZZ_CASES=10000`` is a campaign. A failing case names its seed and index:
``python test/fuzz/campaign.py --seed S --first I --cases 1 --save DIR`` writes it out, and
it belongs in ``corpus/`` once fixed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from harness import Outcome, Worker, judge, run_inputs
from mutate import MUTATORS, make_case, seed_inputs

CORPUS = HERE / "corpus"
DEFAULT_CASES = 400


def _mlir_opt() -> str | None:
    """Upstream mlir-opt for the differential check; under CI=true it must be there."""
    from smem_opt.tools.toolchain import find_mlir_opt

    tool = find_mlir_opt()
    if tool is None and os.environ.get("CI", "").lower() == "true":
        pytest.fail("CI=true but mlir-opt is missing: the differential check cannot run")
    return tool


def _report(outcomes: list[Outcome], labels: dict[str, str]) -> str:
    lines = []
    for o in outcomes:
        for f in o.findings:
            lines.append(f"{labels.get(o.name, o.name)} [{f.pipeline}] {f.kind}: {f.detail}")
    return "\n".join(lines)


def test_regression_corpus() -> None:
    files = sorted(CORPUS.glob("*.mlir"))
    assert len(files) >= 20
    outcomes = run_inputs([(p.name, p.read_bytes()) for p in files], mlir_opt=_mlir_opt(), rerun=True)
    failing = [o for o in outcomes if o.findings]
    assert not failing, _report(failing, {})


def test_mutated_inputs() -> None:
    cases_wanted = int(os.environ.get("SMEM_FUZZ_CASES", DEFAULT_CASES))
    seed = int(os.environ.get("SMEM_FUZZ_SEED", "0"))
    seeds = seed_inputs()
    cases = [make_case(seeds, seed, i) for i in range(cases_wanted)]
    names = {f"{seed}-{c.index}.mlir": c.label for c in cases}
    outcomes = run_inputs(
        [(f"{seed}-{c.index}.mlir", c.data) for c in cases],
        progress=cases_wanted > 2000,
        mlir_opt=_mlir_opt(),
        rerun=True,
    )
    assert len(outcomes) == len(cases)
    failing = [o for o in outcomes if o.findings]
    assert not failing, _report(failing, names)
    # The batch exercises both outcomes: inputs that survive their mutations and inputs that do not.
    endings = [e for o in outcomes for e in o.endings.values()]
    assert endings.count("exit 0") > len(endings) // 50 and endings.count("exit 1") > len(endings) // 2


def test_cases_are_reproducible_from_their_two_numbers() -> None:
    seeds = seed_inputs()
    assert len(seeds) > 50
    first = [make_case(seeds, 7, i) for i in range(50)]
    again = [make_case(seeds, 7, i) for i in reversed(range(50))][::-1]
    assert first == again
    assert len({c.data for c in first}) > 40
    used = {m for c in [make_case(seeds, 7, i) for i in range(2000)] for m in c.mutations}
    assert used == set(MUTATORS)


def test_hang_is_killed_and_the_worker_restarts() -> None:
    example = str(HERE.parents[1] / "examples" / "matmul_tiled.mlir")
    worker = Worker()
    try:
        assert worker.run([example, "-p", "smem-coalesce"], None, timeout=0.0) == {"hung": True}
        answer = worker.run([example, "-p", "smem-coalesce"], None, timeout=120)
        assert answer["rc"] == 0 and answer["reparse"] is None
        assert "smem.arena_bytes = 8192" in answer["stdout"]
    finally:
        worker.stop()


@pytest.mark.parametrize(
    "result, kind",
    [
        ({"rc": 1, "stderr": "smem-opt: internal error: KeyError: 'x' (set ...)", "output_exists": False}, "internal-error"),
        ({"rc": 1, "stderr": "error: something\n", "output_exists": False}, "unlocated-error"),
        ({"rc": 1, "stderr": "F.mlir:9:1: error: beyond the input\n", "output_exists": False}, "bad-location"),
        ({"rc": 1, "stderr": "F.mlir:1:1: error:  in block definition\n", "output_exists": False}, "no-message"),
        ({"rc": 1, "stderr": "F.mlir:1:1: error: bad\n", "output_exists": True}, "output-on-failure"),
        ({"rc": 0, "stderr": "", "output_exists": True, "reparse": "ParseError: x"}, "no-reparse"),
        ({"rc": 0, "stderr": "", "output_exists": True, "reparse": None, "upstream": "error: x"}, "mlir-opt-rejects"),
        ({"rc": 0, "stderr": "", "output_exists": True, "reparse": None, "rerun": "output changed"}, "not-idempotent"),
        ({"rc": 1, "stderr": "F.mlir:2:1: error: bad\nerror: a source line\n^\n", "output_exists": False}, None),
        ({"rc": 1, "stderr": "F.mlir:2:1: error: bad\nerror: a source line\n", "output_exists": False}, "unlocated-error"),
        ({"rc": 2, "stderr": "", "output_exists": False}, "exit-2"),
        ({"hung": True}, "hang"),
        ({"crashed": True, "rc": -11}, "crash"),
        ({"rc": 1, "stderr": "F.mlir:2:4: error: fine\n", "output_exists": False}, None),
        ({"rc": 0, "stderr": "F.mlir:2:1: warning: fine\n", "output_exists": True, "reparse": None}, None),
        ({"rc": 0, "stderr": "F.mlir: note: read another way (F.mlir:1:1: error: x)\n", "output_exists": True, "reparse": None}, None),
    ],
)
def test_judge(result: dict, kind: str | None) -> None:
    finding = judge("F.mlir", b"one\ntwo\n", "nvvm-ready", result, 20.0)
    assert (finding.kind if finding else None) == kind
