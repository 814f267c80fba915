"""The SVG layout (``--smem-layout``) says what the text report says when no kernel is planned:
the same lines from one place (``tools.report.scopes.nothing_planned``), wrapped to the
picture's width with every character kept (numba-cuda-mlir's mangled kernel names are longer than
a line)."""

from __future__ import annotations

import re
import sys
from html import unescape
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from smem_opt.tools.smem_opt import main  # noqa: E402

NO_SHARED = """gpu.module @m {
  gpu.func @plain(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    memref.store %one, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
"""


FITS = int((1000 - 40) / (0.6 * 13))
"""Characters of a 13 px line across the picture (tools.report.svg: WIDTH, CHAR_W)."""


def _report_and_layout(tmp_path: Path, source: Path) -> tuple[list[str], str]:
    report, layout = tmp_path / "report.txt", tmp_path / "layout.svg"
    assert main([str(source), "-p", "smem-coalesce", "--smem-report", str(report), "--smem-layout", str(layout),
                 "--smem-report-registers", "none", "-o", str(tmp_path / "out.mlir")]) == 0
    head = report.read_text().split("smem report: functions looked at")[0]
    lines = [line.removeprefix("smem report: ") for line in head.splitlines()]
    texts = [unescape(t) for t in re.findall(r"<text [^>]*>([^<]*)</text>", layout.read_text())]
    assert all(len(t) <= FITS for t in texts), texts
    return lines, " ".join(texts)


@pytest.mark.parametrize("name", ["conv2d_halo", "transpose_padded"])
def test_layout_names_the_run_time_views_as_the_report_does(tmp_path: Path, name: str) -> None:
    lines, svg_words = _report_and_layout(tmp_path, ROOT / "test" / "corpus" / "numba" / f"{name}.mlir")
    assert lines[0] == "no workgroup buffers to pack"
    assert re.fullmatch(r"kernel @\w+: \d+ views? of dynamic shared memory at run-time offsets, left as they are", lines[1])
    assert svg_words.replace(" ", "") == "".join(lines).replace(" ", "")
    assert lines[1].split(": ", 1)[1] in svg_words
    assert "no kernels with workgroup buffers" not in svg_words


def test_layout_of_a_module_without_shared_memory(tmp_path: Path) -> None:
    source = tmp_path / "plain.mlir"
    source.write_text(NO_SHARED)
    lines, svg_words = _report_and_layout(tmp_path, source)
    assert lines == ["no kernels with workgroup buffers"]
    assert svg_words == "no kernels with workgroup buffers"
