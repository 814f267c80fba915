"""MiniMalloc-format reading (bench/minimalloc.py), the peers, and the bench's error handling."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import minimalloc
from bench.minimalloc import Buffer, CsvError, capacity_of, parse_csv, to_instance
from bench.peers import best_fit_by_size, first_fit_by_size
from smem_opt.passes.planner.packing import check_plan, plan_arena

# MiniMalloc's README example: five buffers that fit in 12 bytes.
EXAMPLE = "id,lower,upper,size\nb1,0,3,4\nb2,3,9,4\nb3,0,9,4\nb4,9,21,4\nb5,0,21,4\n"


def test_parse_lower_upper_header():
    bufs = parse_csv(EXAMPLE)
    assert bufs[0] == Buffer("b1", 0, 3, 4, 1)
    assert [b.name for b in bufs] == ["b1", "b2", "b3", "b4", "b5"]


def test_parse_start_end_header_is_inclusive():
    text = "buffer,start,end,size\nx,0,2,8\ny,3,5,8\nz,2,3,16\n"
    bufs = parse_csv(text)
    assert bufs == [Buffer("x", 0, 3, 8), Buffer("y", 3, 6, 8), Buffer("z", 2, 4, 16)]
    items, conflicts = to_instance(bufs)
    # x [0,3) and y [3,6) touch but do not overlap; z [2,4) overlaps both.
    assert sorted(tuple(sorted(c)) for c in conflicts) == [("x", "z"), ("y", "z")]


def test_parse_alignment_and_ignored_columns():
    text = "buffer_id,begin,upper,size,alignment,hint\na,0,4,10,8,-1\nb,2,6,16,16,3\n"
    bufs = parse_csv(text)
    assert bufs == [Buffer("a", 0, 4, 10, 8), Buffer("b", 2, 6, 16, 16)]
    items, _ = to_instance(bufs)
    assert [(it.size, it.align) for it in items] == [(16, 8), (16, 16)]  # padded to the alignment


@pytest.mark.parametrize(
    "text, where, what",
    [
        ("", "1:1", "empty file"),
        ("id,lower,size\n", "1:1", "missing column 'upper'"),
        ("id,lower,upper,size,color\n", "1:21", "unknown column 'color'"),
        ("id,start,lower,upper,size\n", "1:10", "repeats"),
        ("id,lower,upper,size\na,0,3\n", "2:1", "expected 4 fields"),
        ("id,lower,upper,size\na,0,x3,4\n", "2:5", "upper: expected an integer"),
        ("id,lower,upper,size\na,0,3,-4\n", "2:7", "size: must be >= 0"),
        ("id,lower,upper,size\na,5,5,4\n", "2:5", "empty live range"),
        ("id,lower,upper,size\na,0,3,4\na,1,2,4\n", "3:1", "duplicate buffer id"),
        ("id,lower,upper,size,alignment\na,0,3,4,3\n", "2:9", "not a power of two"),
    ],
)
def test_parse_errors_name_file_line_and_column(text, where, what):
    with pytest.raises(CsvError) as e:
        parse_csv(text, "in.csv")
    msg = str(e.value)
    assert msg.startswith(f"in.csv:{where}: error: "), msg
    assert what in msg


def test_capacity_from_file_name():
    assert capacity_of(Path("bench/data/minimalloc/A.1048576.csv")) == 1048576
    assert capacity_of(Path("x.csv")) is None


def test_example_fits_its_capacity_and_peers_are_valid():
    items, conflicts = to_instance(parse_csv(EXAMPLE))
    plan = plan_arena(items, conflicts)
    assert plan.arena_bytes == 12 and plan.proven_optimal
    for peer in (first_fit_by_size, best_fit_by_size):
        arena, offsets = peer(items, conflicts)
        assert check_plan(items, conflicts, offsets) == []
        assert arena == max(offsets[it.name] + it.size for it in items) >= 12


def test_challenging_instances_are_shipped_and_parse():
    files = sorted(minimalloc.DATA.glob("*.csv"))
    assert [f.name for f in files] == [f"{c}.1048576.csv" for c in "ABCDEFGHIJK"]
    assert (minimalloc.DATA / "LICENSE").read_text().startswith("\n                                 Apache License")
    sizes = [len(minimalloc.read_csv(f)) for f in files]
    assert sizes == [154, 170, 203, 213, 215, 296, 308, 316, 374, 409, 454]


def test_bench_reports_bad_input_without_output(tmp_path, capsys):
    good = tmp_path / "ok.12.csv"
    good.write_text(EXAMPLE)
    bad = tmp_path / "bad.12.csv"
    bad.write_text("id,lower,upper,size\nb1,0,3\n")
    assert minimalloc.main([str(good), str(bad)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip() == f"{bad}:2:1: error: expected 4 fields, found 3"


def test_bench_runs_an_instance(tmp_path, capsys):
    good = tmp_path / "ok.12.csv"
    good.write_text(EXAMPLE)
    assert minimalloc.main([str(good)]) == 0
    out, _ = capsys.readouterr()
    assert "| ok.12.csv | 5 | 12 | 12 | 12 (1.000) | yes | yes |" in out
