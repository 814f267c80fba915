// REQUIRES: mlir-opt
// The arena of a gpu.launch body reaches PTX through upstream's own outlining with its
// alignment: one `.shared .align 16` array of the planned bytes.
// RUN: smem-opt %S/form-gpu-launch.mlir --split-input-file -p smem-to-nvvm-ready --target sm_80 -o %t.mlir
// RUN: %python -c "import sys; print(open(sys.argv[1]).read().split('// -----')[0])" %t.mlir > %t.first.mlir
// RUN: mlir-opt %t.first.mlir --gpu-kernel-outlining --symbol-dce | mlir-opt --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80 cubin-features=+ptx70 cubin-format=isa" | filecheck %s
// CHECK: .shared .align 16 .b8 smem_arena_host_kernel{{\[}}1024{{\]}}
