// The bundled example in stock xdsl-opt (the xdsl.universe entry point adds the smem and nvgpu
// dialects and the passes). xdsl-opt keeps xDSL's own gpu dialect: no custom syntax for its ops,
// no #gpu.address_space, no workgroup attributions. So xdsl-opt reads the example once its gpu
// ops are in generic form and its workgroup memory is memory space 3 (the sed below, nothing
// else), and the output of convert-smem-to-gpu (gpu.func with a workgroup attribution) is for
// mlir-opt and smem-opt, not for xdsl-opt.
// RUN: sed -e 's/#gpu.address_space<workgroup>/3/g' -e 's/gpu\.\(thread_id\|block_id\) \([xyz]\)/"gpu.\1"() <{dimension = #gpu<dim \2>}> : () -> index/' -e 's/gpu\.barrier$/"gpu.barrier"() : () -> ()/' %examples/matmul_tiled.mlir > %t.mlir

// As written, xdsl-opt stops at the first gpu op in custom syntax.
// RUN: not xdsl-opt %examples/matmul_tiled.mlir -p smem-coalesce 2>&1 | filecheck %s --check-prefix=AS-WRITTEN
// AS-WRITTEN: Operation gpu.thread_id does not have a custom format

// smem-coalesce and smem-verify-plan: the same plan as smem-opt's, and the output reads back in
// xdsl-opt (which verifies the plan again).
// RUN: xdsl-opt %t.mlir -p smem-coalesce,smem-verify-plan | xdsl-opt -p smem-verify-plan | filecheck %s --check-prefix=COALESCE
// COALESCE:      smem.kernel @matmul_tiled({{.*}}smem.arena_bytes = 8192 : i64, smem.unshared_bytes = 12288 : i64
// COALESCE-NEXT:   %smem_arena = smem.alloc {alignment = 16 : i64} : memref<8192xi8, 3 : i64>
// COALESCE:        %Asub = memref.view %smem_arena[%Asub_offset][] : memref<8192xi8, 3 : i64> to memref<32x32xf32, 3 : i64>
// COALESCE:        %Bsub = memref.view %smem_arena[%Bsub_offset][] : memref<8192xi8, 3 : i64> to memref<32x32xf32, 3 : i64>
// COALESCE:        %Csub = memref.view %smem_arena[%Csub_offset][] : memref<8192xi8, 3 : i64> to memref<32x32xf32, 3 : i64>
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-coalesce | filecheck %s --check-prefix=SAME-PLAN
// SAME-PLAN: smem.kernel @matmul_tiled({{.*}}smem.arena_bytes = 8192 : i64, smem.unshared_bytes = 12288 : i64

// smem-to-nvvm-ready (with its options) and convert-smem-to-gpu run; smem-opt reads their output
// back, xdsl-opt does not (its gpu dialect has no custom syntax and no attributions).
// RUN: xdsl-opt %t.mlir -p 'smem-to-nvvm-ready{alignment=64 target=sm_80}' > %t.gpu.mlir
// RUN: filecheck %s --check-prefix=GPU < %t.gpu.mlir
// RUN: smem-opt %t.gpu.mlir | filecheck %s --check-prefix=GPU
// GPU:      gpu.module @kernels [#nvvm.target<chip = "sm_80", features = "+ptx70">] {
// GPU-NEXT:   gpu.func @matmul_tiled({{.*}}) workgroup(%smem_arena : memref<8192xi8, 3 : i64> {llvm.align = 64 : i64}) kernel
// GPU-NOT:    smem.target
// GPU-NOT:    smem.alloc
// RUN: xdsl-opt %t.mlir -p smem-coalesce,convert-smem-to-gpu | smem-opt | filecheck %s --check-prefix=CONVERT
// CONVERT: gpu.func @matmul_tiled({{.*}}) workgroup(%smem_arena : memref<8192xi8, 3 : i64> {llvm.align = 16 : i64}) kernel
// RUN: not xdsl-opt %t.gpu.mlir 2>&1 | filecheck %s --check-prefix=NOT-XDSL
// NOT-XDSL: Operation gpu.module does not have a custom format
