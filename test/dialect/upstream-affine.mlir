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

#map = affine_map<(d0)[s0] -> (d0 * 4 + s0)>
func.func @a(%i: index, %j: index, %n: index, %m: memref<16x16xf32>) {
  %0 = affine.apply #map(%i)[%j]
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0 - 4)>(%i)[%n]
  %3 = affine.max affine_map<(d0) -> (d0, 0)>(%i)
  %4:3 = affine.delinearize_index %i into (4, 8, 16) : index, index, index
  %5:2 = affine.delinearize_index %i into (%n, 16) : index, index
  %6 = affine.linearize_index [%i, %j] by (4, 8) : index
  %7 = affine.linearize_index disjoint [%i, %j] by (%n, 8) : index
  %8:2 = affine.delinearize_index %i into (8) : index, index
  %9 = affine.linearize_index disjoint [%4#0, %4#1, %4#2] by (4, 8, 16) : index
  %10 = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
  %11:2 = affine.delinearize_index %i into (4, 8) : index, index
  return
}

func.func @loops(%i: index, %j: index, %n: index, %m: memref<16x16xf32>) {
  affine.for %k = 0 to 16 step 4 {
    %v = affine.load %m[%k, %i + 1] : memref<16x16xf32>
    affine.store %v, %m[%k, symbol(%n)] : memref<16x16xf32>
  }
  %r = affine.for %k = %i to min affine_map<(d0) -> (d0, 16)>(%j) iter_args(%a = %i) -> (index) {
    affine.yield %a : index
  }
  affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) {
  }
  return
}

func.func @exprs(%i: index, %n: index, %m: memref<16x16xf32>) {
  %v = affine.load %m[symbol(%n) * 2 + %i, -(%i floordiv 2) mod 3] : memref<16x16xf32>
  return
}
