// REQUIRES: mlir-opt
// smem-opt prints what mlir-opt 22 reads and reads what it prints, in custom and generic
// form: mlir-opt's canonical print of the file is the reference for every path through smem-opt.
// RUN: mlir-opt %s > %t.ref
// RUN: smem-opt %s | mlir-opt | env diff %t.ref -
// RUN: smem-opt %s --print-op-generic | mlir-opt | env diff %t.ref -
// RUN: mlir-opt %s --mlir-print-op-generic | smem-opt | mlir-opt | env diff %t.ref -
// RUN: mlir-opt %s | smem-opt | mlir-opt | env diff %t.ref -
// Read as written (no detour through mlir-opt), and printed in custom form:
// RUN: smem-opt %s 2>&1 | filecheck %s --check-prefix=NATIVE
// NATIVE-NOT: note:
// NATIVE-NOT: "{{[a-z_]+\.[a-z0-9_.]+}}"(

func.func @s(%lb: index, %ub: index, %st: index, %f: f32, %i: i32, %j: i32, %m: memref<16xf32>, %t: tensor<16xf32>, %c: i1) {
  %0 = scf.for %k = %lb to %ub step %st iter_args(%a = %f) -> f32 {
    scf.yield %a : f32
  }
  %1:2 = scf.for %k = %lb to %ub step %st iter_args(%a = %f, %b = %lb) -> (f32, index) {
    scf.yield %a, %b : f32, index
  }
  scf.for unsigned %k = %i to %j step %i : i32 {
  }
  scf.for %k = %i to %j step %i : i32 {
  }
  %2 = scf.for unsigned %k = %i to %j step %i iter_args(%a = %f) -> (f32) : i32 {
    scf.yield %a : f32
  }
  scf.forall (%x, %y) in (4, 8) {
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  scf.forall (%x) = (0) to (%ub) step (2) {
  } {mapping = [#gpu.warp<x>]}
  %3 = scf.forall (%x) in (4) shared_outs(%o = %t) -> (tensor<16xf32>) {
    scf.forall.in_parallel {
    }
  }
  scf.forall (%x) in (%ub) {
  } {mapping = [#gpu.block<x>]}
  scf.forall (%x) in (4) {
  } {mapping = [#gpu.lane<x>]}
  %4 = scf.if %c -> f32 {
    scf.yield %f : f32
  } else {
    scf.yield %f : f32
  }
  scf.if %c {
  }
  %5 = scf.while (%w = %lb) : (index) -> index {
    %cc = arith.cmpi slt, %w, %ub : index
    scf.condition(%cc) %w : index
  } do {
  ^bb0(%w2: index):
    scf.yield %w2 : index
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %6 = scf.execute_region -> f32 {
    scf.yield %f : f32
  }
  %7 = scf.index_switch %lb -> f32
  case 2 {
    scf.yield %f : f32
  }
  default {
    scf.yield %f : f32
  }
  scf.parallel (%x) = (%lb) to (%ub) step (%st) {
    scf.reduce
  }
  return
}
