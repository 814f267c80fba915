"""docs/pipeline-stage.md gives the commands the lit tests test/corpus/pipeline-stage*.mlir run.

Each shell command of the page must be a RUN line of those tests (with the corpus kernel in place
of ``kernel.mlir`` and the FileCheck stage dropped), and each such RUN line a command of the page;
the page's PTX pipeline is the one ``tools.toolchain`` builds for ``smem-opt --emit``.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from smem_opt.passes.target.targets import get_target
from smem_opt.tools.toolchain import ptx_in_one_run

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "pipeline-stage.md"
TESTS = sorted((ROOT / "test" / "corpus").glob("pipeline-stage*.mlir"))
CORPUS_KERNEL = re.compile(r"%corpus/\S+\.mlir")
FILECHECK_STAGE = re.compile(r"\s*\|\s*filecheck\b.*$")


def doc_commands(text: str) -> list[str]:
    """The commands of the ```sh blocks of ``text`` (continuation lines joined)."""
    commands: list[str] = []
    for block in re.findall(r"^```sh\n(.*?)^```", text, re.S | re.M):
        joined = re.sub(r"\s*\\\n\s*", " ", block)
        commands += [line.strip() for line in joined.splitlines() if line.strip()]
    return commands


def run_commands(text: str) -> list[str]:
    """The RUN lines of a lit test, each as the command a user types: the corpus kernel becomes
    ``kernel.mlir``, the FileCheck stage is dropped."""
    commands = []
    for line in text.splitlines():
        found = re.match(r"//\s*RUN:\s*(.*)$", line)
        if found:
            command = FILECHECK_STAGE.sub("", found.group(1))
            commands.append(CORPUS_KERNEL.sub("kernel.mlir", command).strip())
    return commands


def test_the_page_and_the_lit_tests_run_the_same_commands():
    documented = doc_commands(DOC.read_text())
    tested = [c for path in TESTS for c in run_commands(path.read_text())]
    assert len(TESTS) == 2 and len(documented) == 4
    assert set(documented) == set(tested)


def test_the_page_lowers_with_the_pipeline_smem_opt_emit_uses():
    documented = doc_commands(DOC.read_text())
    pipelines = [
        shlex.split(c.split("|")[-1])[-1] for c in documented if "--pass-pipeline=" in c
    ]
    assert pipelines == [f"--pass-pipeline={ptx_in_one_run('sm_80', get_target('sm_80').ptx_isa)}"]


def test_normalisation_keeps_what_differs():
    run = "// RUN: mlir-opt %corpus/iree/a.mlir | smem-opt -p smem-coalesce | mlir-opt | filecheck %s"
    assert run_commands(run) == ["mlir-opt kernel.mlir | smem-opt -p smem-coalesce | mlir-opt"]
    block = "```sh\nmlir-opt kernel.mlir \\\n  | smem-opt -p x\n```\n"
    assert doc_commands(block) == ["mlir-opt kernel.mlir | smem-opt -p x"]
    assert run_commands("// RUN: mlir-opt %corpus/b.mlir | smem-opt -p y") != doc_commands(block)
