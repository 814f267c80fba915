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

func.func @c(%a: i1, %x: i32, %f: f32) -> f32 {
  cf.cond_br %a, ^bb1(%f : f32), ^bb2
^bb1(%v: f32):
  cf.br ^bb3(%v : f32)
^bb2:
  cf.switch %x : i32, [
    default: ^bb3(%f : f32),
    42: ^bb3(%f : f32),
    43: ^bb4
  ]
^bb4:
  cf.assert %a, "boom"
  cf.br ^bb3(%f : f32)
^bb3(%r: f32):
  return %r : f32
}
