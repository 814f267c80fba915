"""bench/real_corpus.py: the row of a real kernel, the totals, and the IREE part skipped cleanly."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bench import real_corpus
from bench.iree_convert import convert_function, split_dump
from bench.real_corpus import Row, header_bytes, measure, totals
from smem_opt.tools.toolchain import find_mlir_opt, find_ptxas
from bench.real_kernels import REAL_CORPUS

ROOT = Path(__file__).resolve().parents[2]
CORPUS = REAL_CORPUS
DATA = Path(__file__).resolve().parent / "data"


def _corpus_file(name: str) -> Path:
    path = CORPUS / "iree" / name
    if not path.is_file():
        pytest.skip("corpus not beside the repository")
    return path


def test_softmax_row():
    path = _corpus_file("iree_softmax_f32_vd.mlir")
    text = path.read_text()
    (row,) = measure(text, str(path), "corpus", ptx=False)
    assert row.kernel == "iree_softmax_f32_vd"
    assert row.as_written == "yes"
    assert (row.buffers, row.no_reuse, row.ours, row.ours_barriers) == (2, 288, 144, 144)
    assert (row.lb, row.lb_barriers, row.barriers_added) == (144, 144, 0)
    assert row.verified == "yes"
    assert header_bytes(text) == 272


def test_lowerable_kernel_has_ptxas_bytes():
    if find_mlir_opt() is None or find_ptxas() is None:
        pytest.skip("mlir-opt or ptxas not installed")
    path = _corpus_file("iree_matmul_f16_vd.mlir")
    (row,) = measure(path.read_text(), str(path), "corpus")
    assert (row.ours, row.ptx) == (17408, "17408")


def test_subgroup_reduce_says_why_no_ptx():
    if find_mlir_opt() is None:
        pytest.skip("mlir-opt not installed")
    path = _corpus_file("iree_rowsum_f32_vd.mlir")
    (row,) = measure(path.read_text(), str(path), "corpus")
    assert row.ptx == "not lowered: gpu.subgroup_reduce (MLIR 22)"


def test_converted_iree_print_is_measured_like_the_corpus():
    ((_, func),) = split_dump((DATA / "iree_transpose_f32.tf.dump").read_text())
    (row,) = measure(convert_function(func).text, "iree_transpose_f32_tf.mlir", "regenerated", ptx=False)
    assert (row.buffers, row.no_reuse, row.ours, row.lb, row.verified) == (1, 4352, 4352, 4352, "yes")


def test_unreadable_file_is_a_row_not_a_crash():
    (row,) = measure("gpu.module @m { this is not mlir }", "bad.mlir", "corpus", ptx=False)
    assert row.as_written.startswith("no: ") and row.ours is None


def test_totals_compare_with_iree_where_its_best_case_is_known():
    rows = [
        Row("a", "corpus", "yes", 2, no_reuse=288, iree_shipped=272, iree_best=136, ours=144,
            ours_barriers=144),
        Row("b", "corpus", "generic form", 1, no_reuse=48, iree_shipped=40, iree_best=None, ours=48,
            ours_barriers=48),
        Row("c", "corpus", "yes", 2, no_reuse=32, ours=32, ours_barriers=16),
    ]
    t = totals(rows)
    assert (t.kernels, t.as_written, t.no_reuse, t.ours, t.ours_barriers) == (3, 2, 368, 224, 208)
    assert (t.iree_kernels, t.iree_shipped, t.iree_best_saved, t.ours_saved_vs_shipped) == (1, 272, 136, 128)


def test_without_iree_the_part_is_skipped_with_a_line(monkeypatch, tmp_path):
    from bench.iree_regen import find_iree_compile

    monkeypatch.delenv("SMEM_IREE_COMPILE", raising=False)
    if find_iree_compile() is not None:  # the same question the bench asks (importing IREE may fail otherwise)
        pytest.skip("IREE is installed here")
    monkeypatch.setenv("PATH", str(tmp_path))
    rows, said = real_corpus.regenerated_rows(tmp_path, keep=None)
    assert rows == []
    assert len(said) == 1 and said[0].startswith("IREE is not installed: the regenerated kernels were skipped")
