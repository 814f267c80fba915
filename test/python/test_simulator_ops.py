"""Semantics of the ops the simulator runs beyond ``memref`` / ``scf`` / ``arith`` scalars: vector
values and vector memory ops, affine index arithmetic and branches, ``scf.index_switch`` /
``parallel`` / ``forall``, ``cf`` branches, ``llvm`` pointers and ``test.repeat``.

Each test computes known values (checked against numpy or by hand) in a small kernel.
"""

from __future__ import annotations

import os
import sys

import numpy as np
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from smem_opt.tools.simulator import SimError, kernel_ops, simulate  # noqa: E402
from smem_opt.tools.smem_opt import build_context, parse_module  # noqa: E402

WG = "#gpu.address_space<workgroup>"
CTX = build_context(allow_unregistered=True)


def sim(body: str, args: str, block: int, inputs=None):
    text = f"smem.kernel @k({args}) block_size = [{block}, 1, 1] {{\n{body}\n  smem.return\n}}\n"
    module = parse_module(CTX, text, "ops.mlir")
    module.verify()
    (kernel,) = kernel_ops(module)
    return simulate(kernel, inputs)


def test_vector_memory_ops_masks_padding_and_reductions():
    body = f"""
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %tx = gpu.thread_id x
  %S = smem.alloc : memref<4x4xf32, {WG}>
  %v = vector.load %in[%tx, %c0] : memref<4x4xf32>, vector<4xf32>
  %two = arith.constant dense<2.0> : vector<4xf32>
  %w = arith.mulf %v, %two : vector<4xf32>
  vector.store %w, %S[%tx, %c0] : memref<4x4xf32, {WG}>, vector<4xf32>
  gpu.barrier
  %pad = arith.constant -1.0 : f32
  %t = vector.transfer_read %S[%tx, %c2], %pad : memref<4x4xf32, {WG}>, vector<4xf32>
  %red = vector.reduction <add>, %t : vector<4xf32> into f32
  %m = vector.create_mask %c2 : vector<4xi1>
  %z = arith.constant dense<0.0> : vector<4xf32>
  %ml = vector.maskedload %S[%tx, %c0], %m, %z : memref<4x4xf32, {WG}>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %b = vector.broadcast %red : f32 to vector<4xf32>
  %sum = arith.addf %ml, %b : vector<4xf32>
  vector.transfer_write %sum, %out[%tx, %c2] : vector<4xf32>, memref<4x8xf32>"""
    data = np.arange(16, dtype=np.float32).reshape(4, 4)
    r = sim(body, "%in: memref<4x4xf32>, %out: memref<4x8xf32>", 4, [data, np.zeros((4, 8), np.float32)])
    assert r.well_defined
    s = 2 * data
    red = s[:, 2] + s[:, 3] - 2  # lanes 4 and 5 are out of bounds: padding
    expected = np.zeros((4, 8), np.float32)
    expected[:, 2:6] = np.stack([s[:, 0], s[:, 1], 0 * s[:, 0], 0 * s[:, 0]], axis=1) + red[:, None]
    np.testing.assert_array_equal(r.outputs[1], expected)


def test_vector_value_ops():
    body = """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tx = gpu.thread_id x
  %x = memref.load %in[%tx] : memref<2xf32>
  %s = vector.broadcast %x : f32 to vector<2x3xf32>
  %steps = arith.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : vector<2x3xf32>
  %v = arith.addf %s, %steps : vector<2x3xf32>
  %row = vector.extract %v[1] : vector<3xf32> from vector<2x3xf32>
  %e = vector.extract %row[%tx] : f32 from vector<3xf32>
  %ten = arith.constant 10.0 : f32
  %ins = vector.insert %ten, %row[2] : f32 into vector<3xf32>
  %mx = vector.reduction <maxnumf>, %ins : vector<3xf32> into f32
  %fl = "vector.shape_cast"(%v) : (vector<2x3xf32>) -> vector<6xf32>
  %last = vector.extract %fl[5] : f32 from vector<6xf32>
  %mask = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<3xi1>
  %is1 = arith.cmpi eq, %tx, %c1 : index
  %sel = arith.select %is1, %ins, %row : vector<3xf32>
  %zeros = arith.constant dense<0.0> : vector<3xf32>
  %tmp = memref.alloca() : memref<3xf32>
  vector.store %zeros, %tmp[%c0] : memref<3xf32>, vector<3xf32>
  vector.maskedstore %tmp[%c0], %mask, %sel : memref<3xf32>, vector<3xi1>, vector<3xf32>
  %masked = vector.load %tmp[%c0] : memref<3xf32>, vector<3xf32>
  %r2 = vector.reduction <add>, %masked : vector<3xf32> into f32
  memref.store %e, %out[%tx, %c0] : memref<2x4xf32>
  memref.store %mx, %out[%tx, %c1] : memref<2x4xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %last, %out[%tx, %c2] : memref<2x4xf32>
  memref.store %r2, %out[%tx, %c3] : memref<2x4xf32>"""
    data = np.array([100.0, 200.0], np.float32)
    r = sim(body, "%in: memref<2xf32>, %out: memref<2x4xf32>", 2, [data, np.zeros((2, 4), np.float32)])
    # row 1 of v is x + [3, 4, 5]; thread 1 selects it with lane 2 set to 10; the mask keeps
    # lanes 0 and 1.
    expected = [[103.0, 104.0, 105.0, 103.0 + 104.0], [204.0, 204.0, 205.0, 203.0 + 204.0]]
    np.testing.assert_array_equal(r.outputs[1], np.array(expected, np.float32))


def test_vector_elements_and_i1_in_memory():
    """memref<8xvector<3xf32>> and memref<8xi1> round-trip their values, element by element."""
    body = f"""
  %tx = gpu.thread_id x
  %S = smem.alloc : memref<8xvector<3xf32>, {WG}>
  %F = smem.alloc : memref<8xi1, {WG}>
  %x = memref.load %in[%tx] : memref<8xf32>
  %v = vector.broadcast %x : f32 to vector<3xf32>
  memref.store %v, %S[%tx] : memref<8xvector<3xf32>, {WG}>
  %c = arith.constant 0.0 : f32
  %p = arith.cmpf ogt, %x, %c : f32
  memref.store %p, %F[%tx] : memref<8xi1, {WG}>
  gpu.barrier
  %c7 = arith.constant 7 : index
  %r = arith.subi %c7, %tx : index
  %w = memref.load %S[%r] : memref<8xvector<3xf32>, {WG}>
  %q = memref.load %F[%r] : memref<8xi1, {WG}>
  %e = vector.extract %w[2] : f32 from vector<3xf32>
  %n = arith.negf %e : f32
  %s = arith.select %q, %e, %n : f32
  memref.store %s, %out[%tx] : memref<8xf32>"""
    data = np.array([1, -2, 3, -4, 5, -6, 7, -8], np.float32)
    r = sim(body, "%in: memref<8xf32>, %out: memref<8xf32>", 8, [data, np.zeros(8, np.float32)])
    assert r.well_defined
    np.testing.assert_array_equal(r.outputs[1], np.abs(data[::-1]))


def test_global_memrefs_of_vectors_and_i4():
    body = """
  %tx = gpu.thread_id x
  %v = memref.load %vin[%tx] : memref<2xvector<2xf32>>
  %q = memref.load %qin[%tx] : memref<2xi4>
  %one = arith.constant 1 : i4
  %q1 = arith.addi %q, %one : i4
  memref.store %q1, %qout[%tx] : memref<2xi4>
  %w = arith.addf %v, %v : vector<2xf32>
  memref.store %w, %vout[%tx] : memref<2xvector<2xf32>>"""
    vin = np.array([[1, 2], [3, 4]], np.float32)
    qin = np.array([7, -8], np.int8)
    args = "%vin: memref<2xvector<2xf32>>, %qin: memref<2xi4>, %qout: memref<2xi4>, %vout: memref<2xvector<2xf32>>"
    r = sim(body, args, 2, [vin, qin, np.zeros(2, np.int8), np.zeros((2, 2), np.float32)])
    assert r.outputs[2].tolist() == [-8, -7]  # i4 wraps
    np.testing.assert_array_equal(r.outputs[3], 2 * vin)
    assert r.buffers[2].data == bytes([0x08, 0x09])  # one byte per i4, zero-extended


def test_affine_index_ops_and_if():
    body = """
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %tx = gpu.thread_id x
  %acc = memref.alloca() : memref<1xindex>
  memref.store %c0, %acc[%c0] : memref<1xindex>
  scf.forall (%i, %j) in (3, %c5) {
    %a = memref.load %acc[%c0] : memref<1xindex>
    %d = affine.linearize_index [%i, %j] by (3, 5) : index
    %b = arith.addi %a, %d : index
    memref.store %b, %acc[%c0] : memref<1xindex>
  }
  %x:2 = affine.delinearize_index %tx into (2) : index, index
  %v = memref.load %acc[%c0] : memref<1xindex>
  %w = "affine.if"(%tx) ({
      %h = arith.constant 1000 : index
      "affine.yield"(%h) : (index) -> ()
    }, {
      %h = arith.constant 2000 : index
      "affine.yield"(%h) : (index) -> ()
    }) {condition = affine_set<(d0) : (d0 - 2 >= 0)>} : (index) -> index
  %mn = affine.min affine_map<(d0) -> (d0 * 3, 5)>(%tx)
  %ap = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 2 + s0 mod 3)>(%tx)[%c5]
  %s1 = arith.addi %v, %w : index
  %m = arith.muli %x#0, %c5 : index
  %s2 = arith.addi %s1, %m : index
  %s3 = arith.addi %s2, %x#1 : index
  %c10000 = arith.constant 10000 : index
  %mn2 = arith.muli %mn, %c10000 : index
  %s4 = arith.addi %s3, %mn2 : index
  %c100000 = arith.constant 100000 : index
  %ap2 = arith.muli %ap, %c100000 : index
  %s5 = arith.addi %s4, %ap2 : index
  memref.store %s5, %out[%tx] : memref<4xindex>"""
    r = sim(body, "%out: memref<4xindex>", 4)
    # forall sums 0..14 = 105; delinearize t into (t // 2, t % 2); if t >= 2: 1000 else 2000;
    # min(3t, 5); t floordiv 2 + 5 mod 3.
    expected = [
        105 + (2000 if t < 2 else 1000) + 5 * (t // 2) + t % 2 + 10000 * min(3 * t, 5) + 100000 * (t // 2 + 2)
        for t in range(4)
    ]
    assert r.outputs[0].tolist() == expected


def test_affine_for_bounds_step_and_iter_args():
    body = """
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %tx = gpu.thread_id x
  %z = arith.constant 0 : index
  %r = affine.for %k = max affine_map<(d0) -> (d0, 1)>(%tx) to min affine_map<()[s0] -> (s0, 9)>()[%c7] step 2 iter_args(%s = %z) -> (index) {
    %n = arith.addi %s, %k : index
    affine.yield %n : index
  }
  memref.store %r, %out[%tx] : memref<3xindex>"""
    r = sim(body, "%out: memref<3xindex>", 3)
    assert r.outputs[0].tolist() == [sum(range(max(t, 1), 7, 2)) for t in range(3)]


def test_index_switch_parallel_repeat_and_cf():
    body = """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %tx = gpu.thread_id x
  %acc = memref.alloca() : memref<1xf32>
  %z = arith.constant 0.0 : f32
  memref.store %z, %acc[%c0] : memref<1xf32>
  "test.repeat"(%c3) ({
  ^bb0(%i: index):
    %a = memref.load %acc[%c0] : memref<1xf32>
    %one = arith.constant 1.0 : f32
    %b = arith.addf %a, %one : f32
    memref.store %b, %acc[%c0] : memref<1xf32>
  }) : (index) -> ()
  %sum = "scf.parallel"(%c0, %c3, %c1, %z) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    %fi = arith.index_cast %i : index to i32
    %ff = arith.sitofp %fi : i32 to f32
    "scf.reduce"(%ff) ({
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      "scf.reduce.return"(%s) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  %sw = scf.index_switch %tx -> f32
  case 0 {
    %h = arith.constant 100.0 : f32
    scf.yield %h : f32
  }
  default {
    %h = arith.constant 200.0 : f32
    scf.yield %h : f32
  }
  %cf = scf.execute_region -> f32 {
    %odd = arith.remui %tx, %c1 : index
    %is0 = arith.cmpi eq, %tx, %c0 : index
    cf.cond_br %is0, ^zero, ^other(%sw : f32)
  ^zero:
    %k = arith.constant 7.0 : f32
    cf.br ^other(%k : f32)
  ^other(%x: f32):
    scf.yield %x : f32
  }
  %a = memref.load %acc[%c0] : memref<1xf32>
  %t1 = arith.addf %a, %sum : f32
  %t2 = arith.addf %t1, %sw : f32
  %t3 = arith.addf %t2, %cf : f32
  memref.store %t3, %out[%tx] : memref<2xf32>"""
    r = sim(body, "%out: memref<2xf32>", 2)
    assert r.outputs[0].tolist() == [3 + 3 + 100 + 7, 3 + 3 + 200 + 200]


def test_llvm_pointer_loads_and_stores():
    body = f"""
  %tx = gpu.thread_id x
  %S = smem.alloc : memref<2x4xf32, {WG}>
  %p = "memref.extract_aligned_pointer_as_index"(%S) : (memref<2x4xf32, {WG}>) -> index
  %pi = arith.index_cast %p : index to i64
  %ptr = llvm.inttoptr %pi : i64 to !llvm.ptr<3>
  %i = arith.index_cast %tx : index to i64
  %row = llvm.getelementptr %ptr[%i] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<4 x f32>
  %e = llvm.getelementptr %row[0, 3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<4 x f32>
  %x = memref.load %in[%tx] : memref<2xf32>
  llvm.store %x, %e : f32, !llvm.ptr<3>
  gpu.barrier
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %r = arith.subi %c1, %tx : index
  %y = memref.load %S[%r, %c3] : memref<2x4xf32, {WG}>
  memref.store %y, %out[%tx] : memref<2xf32>"""
    data = np.array([5.0, 6.0], np.float32)
    r = sim(body, "%in: memref<2xf32>, %out: memref<2xf32>", 2, [data, np.zeros(2, np.float32)])
    assert r.well_defined
    np.testing.assert_array_equal(r.outputs[1], data[::-1])


def test_out_of_bounds_vector_lanes_stop_the_simulation_unless_masked():
    body = f"""
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %S = smem.alloc : memref<4xf32, {WG}>
  %v = arith.constant dense<1.0> : vector<4xf32>
  {{write}}"""
    store = f"vector.store %v, %S[%c1] : memref<4xf32, {WG}>, vector<4xf32>"
    with pytest.raises(SimError, match="out of bounds"):
        sim(body.format(write=store), "", 1)
    # transfer_write leaves out the lanes past the end instead
    transfer = f"vector.transfer_write %v, %S[%c2] : vector<4xf32>, memref<4xf32, {WG}>"
    assert sim(body.format(write=transfer), "", 1).well_defined
    # an in_bounds transfer promises there are none
    promised = f"vector.transfer_write %v, %S[%c2] {{in_bounds = [true]}} : vector<4xf32>, memref<4xf32, {WG}>"
    with pytest.raises(SimError, match="out of bounds"):
        sim(body.format(write=promised), "", 1)


def test_memref_globals_workgroup_and_constant():
    text = f"""module attributes {{gpu.container_module}} {{
  gpu.module @m {{
    "memref.global"() <{{sym_name = "tile", sym_visibility = "private", type = memref<8xf32, {WG}>, initial_value}}> : () -> ()
    "memref.global"() <{{sym_name = "coef", sym_visibility = "private", type = memref<8xf32>, constant, initial_value = dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>}}> : () -> ()
    gpu.func @k(%in: memref<8xf32>, %out: memref<8xf32>) kernel attributes {{known_block_size = array<i32: 8, 1, 1>}} {{
      %c7 = arith.constant 7 : index
      %tx = gpu.thread_id x
      %T = memref.get_global @tile : memref<8xf32, {WG}>
      %C = memref.get_global @coef : memref<8xf32>
      %x = memref.load %in[%tx] : memref<8xf32>
      %c = memref.load %C[%tx] : memref<8xf32>
      %p = arith.mulf %x, %c : f32
      memref.store %p, %T[%tx] : memref<8xf32, {WG}>
      gpu.barrier
      %r = arith.subi %c7, %tx : index
      %y = memref.load %T[%r] : memref<8xf32, {WG}>
      memref.store %y, %out[%tx] : memref<8xf32>
      gpu.return
    }}
  }}
}}
"""
    module = parse_module(CTX, text, "globals.mlir")
    module.verify()
    (kernel,) = kernel_ops(module)
    data = np.arange(8, dtype=np.float32)
    r = simulate(kernel, [data, np.zeros(8, np.float32)])
    assert r.well_defined
    np.testing.assert_array_equal(r.outputs[1], (data * (data + 1))[::-1])


def test_unknown_terminators_stop_the_simulation():
    body = """
  %c0 = arith.constant 0 : index
  %r = scf.execute_region -> index {
    llvm.br ^next
  ^next:
    scf.yield %c0 : index
  }"""
    with pytest.raises(SimError, match="does not support 'llvm.br'"):
        sim(body, "", 1)
