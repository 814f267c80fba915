// REQUIRES: mlir-opt
// The matmul example computes bit-identical outputs, without races, before
// coalescing, after smem-coalesce and after the whole pipeline (gpu.func level).
// The report (each kernel lowered by mlir-opt and run once) holds nothing that
// depends on the layout, so the three reports must be equal byte for byte.
//
// RUN: smem-opt --simulate --threads 1024 %examples/matmul_tiled.mlir > %t.before
// RUN: smem-opt -p smem-coalesce --simulate --threads 1024 %examples/matmul_tiled.mlir > %t.after
// RUN: smem-opt -p smem-to-nvvm-ready --simulate --threads 1024 %examples/matmul_tiled.mlir > %t.gpu
// RUN: diff %t.before %t.after
// RUN: diff %t.before %t.gpu
// RUN: filecheck %s < %t.after
// --simulate never takes the IR's place in -o: the IR goes there, the simulation to stdout.
// RUN: smem-opt -p smem-coalesce --simulate --threads 1024 %examples/matmul_tiled.mlir -o %t.ir > %t.sim
// RUN: diff %t.before %t.sim
// RUN: smem-opt -p smem-coalesce %examples/matmul_tiled.mlir -o %t.plain
// RUN: diff %t.ir %t.plain

// CHECK:      kernel @matmul_tiled: grid 1x1x1, block 32x32x1, seed 0
// CHECK-NEXT:   output 0 %A: sha256=[[A:[0-9a-f]+]] sum=
// CHECK-NEXT:   output 1 %B: sha256=[[B:[0-9a-f]+]] sum=
// CHECK-NEXT:   output 2 %C (written): sha256=[[C:[0-9a-f]+]] sum=
// CHECK-NEXT:   races: 0
// CHECK-NEXT:   uninitialised reads: 0
