"""The report's honest words in JSON (docs/report.md, *Totals and the peak*): conflicts kept
apart by a conservative rule are counted per rule, and views of dynamic shared memory at run-time
offsets are named, never reported as "no workgroup buffers". The text side is
test/report/honest-words.mlir."""

from __future__ import annotations

from test_report import SCHEMA, mem, run, validate

ESCAPING = f"""
func.func private @sink({mem()})
smem.kernel @escaping(%G: memref<128xf32>) block_size = [128] {{
  %tx = gpu.thread_id x
  %A = smem.alloc : {mem()}
  %B = smem.alloc : {mem()}
  %C = smem.alloc : {mem()}
  %g = memref.load %G[%tx] : memref<128xf32>
  memref.store %g, %A[%tx] : {mem()}
  func.call @sink(%A) : ({mem()}) -> ()
  "test.opaque"(%B) : ({mem()}) -> ()
  gpu.barrier
  memref.store %g, %C[%tx] : {mem()}
  %c = memref.load %C[%tx] : {mem()}
  memref.store %c, %G[%tx] : memref<128xf32>
  smem.return
}}
"""

PLAIN = f"""
smem.kernel @plain(%G: memref<128xf32>) block_size = [128] {{
  %tx = gpu.thread_id x
  %A = smem.alloc : {mem()}
  %B = smem.alloc : {mem()}
  %g = memref.load %G[%tx] : memref<128xf32>
  memref.store %g, %A[%tx] : {mem()}
  gpu.barrier
  memref.store %g, %B[%tx] : {mem()}
  smem.return
}}
"""

RUN_TIME_VIEWS = """
gpu.module @m {
  gpu.func @views(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c4 = arith.constant 4 : index
    %one = arith.constant 1.0 : f32
    %base = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %bytes = arith.muli %n, %c4 : index
    %A = memref.view %base[%bytes][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}
"""


def test_pairs_kept_apart_by_conservative_rules_are_counted(tmp_path):
    _, report, _ = run(tmp_path, ESCAPING)
    assert validate(report, SCHEMA, SCHEMA) == []
    (k,) = report["kernels"]
    # A (a call argument: an escape) and B (taken by an op nobody described) are live for the
    # whole kernel: apart from each other and from C.
    assert k["conservative_conflicts"] == {"pairs": 3, "by_rule": {"escape": 2, "unknown-op": 1}}
    # optimal for those conflicts, but not for the kernel: none of the three pairs is a fact
    # (a barrier separates A's store from C), so the kernel's own bound is one buffer
    t = k["totals"]
    assert t["optimal_for_conflicts"] is True and t["proven_optimal"] is False
    assert (t["lower_bound"], t["conflict_bound"], t["arena_bytes"]) == (512, 1536, 1536)


def test_no_conservative_rule_no_count(tmp_path):
    _, report, _ = run(tmp_path, PLAIN)
    assert validate(report, SCHEMA, SCHEMA) == []
    (k,) = report["kernels"]
    assert k["totals"]["arena_bytes"] == 512
    assert k["conservative_conflicts"] == {"pairs": 0, "by_rule": {}}
    assert "runtime_offset_views" not in k


def test_run_time_views_are_named(tmp_path):
    _, report, _ = run(tmp_path, RUN_TIME_VIEWS)
    assert validate(report, SCHEMA, SCHEMA) == []
    assert report["kernels"] == []
    (fn,) = report["functions"]
    assert fn["planned"] is False and fn["runtime_offset_views"] == 1
    assert fn["reason"] == "1 view of dynamic shared memory at run-time offsets, left as they are"
