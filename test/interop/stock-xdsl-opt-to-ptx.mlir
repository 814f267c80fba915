// REQUIRES: mlir-opt
// What stock xdsl-opt makes of the bundled example (in the form it reads, see
// stock-xdsl-opt-example.mlir) goes through stock mlir-opt to PTX: one shared arena. Lowered
// for sm_80, the gpu.module says so (#nvvm.target), and upstream's pipeline for the same chip adds
// no second target: one object, for sm_80.
// RUN: sed -e 's/#gpu.address_space<workgroup>/3/g' -e 's/gpu\.\(thread_id\|block_id\) \([xyz]\)/"gpu.\1"() <{dimension = #gpu<dim \2>}> : () -> index/' -e 's/gpu\.barrier$/"gpu.barrier"() : () -> ()/' %examples/matmul_tiled.mlir > %t.mlir
// RUN: xdsl-opt %t.mlir -p 'smem-to-nvvm-ready{target=sm_80}' | mlir-opt --pass-pipeline=%upstream-ptx-pipeline | filecheck %s
// CHECK: gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx70">
// CHECK-NOT: #gpu.object<
// CHECK-SAME: .shared .align 16 .b8 __wg_matmul_tiled_0[8192];
// CHECK-NOT: .shared .align
