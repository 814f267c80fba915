// REQUIRES: mlir-opt
// What stock xdsl-opt makes of the bundled example (in the form it reads, see
// stock-xdsl-opt-example.mlir) goes through stock mlir-opt to PTX: one shared arena.
// RUN: sed -e 's/#gpu.address_space<workgroup>/3/g' -e 's/gpu\.\(thread_id\|block_id\) \([xyz]\)/"gpu.\1"() <{dimension = #gpu<dim \2>}> : () -> index/' -e 's/gpu\.barrier$/"gpu.barrier"() : () -> ()/' %examples/matmul_tiled.mlir > %t.mlir
// RUN: xdsl-opt %t.mlir -p smem-to-nvvm-ready | mlir-opt --pass-pipeline=%upstream-ptx-pipeline | filecheck %s
// CHECK: gpu.binary @kernels
// CHECK-SAME: .shared .align 16 .b8 __wg_matmul_tiled_0[8192];
// CHECK-NOT: .shared .align
