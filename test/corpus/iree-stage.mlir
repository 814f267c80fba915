// IREE's own kernels at the stage just before its shared-memory passes, in IREE's form (a
// func.func run by one workgroup; Inputs/iree-stage/, each file's header gives the iree-compile
// command and the mechanical changes). smem-opt plans them as they are, deallocs included, with
// alignment=1 (each buffer aligned only as its accesses need, as IREE packs raw sizes): the same
// bytes as IREE's reuse pass at its best (run on the kernel with its deallocs removed: attention
// 13312 with one barrier added, softmax 136 with one added) and no barrier added, since the
// kernels' own barriers already separate the buffers (bench/iree_real.py runs IREE itself).
// RUN: smem-opt %S/Inputs/iree-stage/iree_attention_torch_vd.mlir -p 'smem-coalesce{alignment=1 insert-barriers=true},smem-verify-plan' | filecheck %s --check-prefix=ATTENTION
// RUN: smem-opt %S/Inputs/iree-stage/iree_softmax_f32_vd.mlir -p 'smem-coalesce{alignment=1 insert-barriers=true},smem-verify-plan' | filecheck %s --check-prefix=SOFTMAX
// RUN: smem-opt %S/Inputs/iree-stage/iree_bmm_f16_vd.mlir -p 'smem-coalesce{alignment=1 insert-barriers=true},smem-verify-plan' | filecheck %s --check-prefix=BMM
// RUN: smem-opt %S/Inputs/iree-stage/iree_matmul_f16_vd.mlir -p 'smem-coalesce{alignment=1 insert-barriers=true},smem-verify-plan' | filecheck %s --check-prefix=MATMUL
// RUN: smem-opt %S/Inputs/iree-stage/iree_reduce_f32_vd.mlir -p 'smem-coalesce{alignment=1 insert-barriers=true},smem-verify-plan' | filecheck %s --check-prefix=REDUCE
// RUN: smem-opt %S/Inputs/iree-stage/iree_layernorm_f32_0_vd.mlir -p 'smem-coalesce{alignment=1 insert-barriers=true},smem-verify-plan' | filecheck %s --check-prefix=LAYERNORM
// At the default alignment (16) softmax's two 136-byte buffers take 144 each:
// RUN: smem-opt %S/Inputs/iree-stage/iree_softmax_f32_vd.mlir -p 'smem-coalesce,smem-verify-plan' | filecheck %s --check-prefix=SOFTMAX16
// The report names the kernel's form and the functions it looked at:
// RUN: smem-opt %S/Inputs/iree-stage/iree_softmax_f32_vd.mlir -p smem-coalesce --smem-report -o /dev/null 2>&1 | filecheck %s --check-prefix=REPORT

// ATTENTION: func.func @{{.*}}attention{{.*}}dispatch_0_attention_16x1024x64x64x1024(
// ATTENTION-SAME: smem.arena_bytes = 13312 : i64, smem.unshared_bytes = 22016 : i64, smem.lower_bound = 13312 : i64
// ATTENTION-NOT: smem.inserted_barriers
// ATTENTION-NEXT: %smem_arena = memref.alloc() {alignment = 16 : i64} : memref<13312xi8, #gpu.address_space<workgroup>>
// ATTENTION-NOT: memref.dealloc
// SOFTMAX: func.func @softmax_f32_dispatch_0_softmax_128x4096xf32_dispatch_tensor_store(
// SOFTMAX-SAME: smem.arena_bytes = 136 : i64, smem.unshared_bytes = 272 : i64, smem.lower_bound = 136 : i64
// SOFTMAX-NOT: smem.inserted_barriers
// SOFTMAX-NEXT: %smem_arena = memref.alloc() {alignment = 4 : i64} : memref<136xi8, #gpu.address_space<workgroup>>
// BMM: smem.arena_bytes = 26112 : i64, smem.unshared_bytes = 26112 : i64
// MATMUL: smem.arena_bytes = 17408 : i64, smem.unshared_bytes = 17408 : i64
// REDUCE: smem.arena_bytes = 72 : i64
// LAYERNORM: smem.arena_bytes = 40 : i64
// SOFTMAX16: smem.arena_bytes = 144 : i64, smem.unshared_bytes = 288 : i64
// REPORT: smem report: kernel @softmax_f32_dispatch_0_softmax_128x4096xf32_dispatch_tensor_store
// REPORT: occupancy on sm_90: 1024 threads (32 warps) per block
// REPORT: smem report: functions looked at
// REPORT-NEXT: @softmax_f32_dispatch_0_softmax_128x4096xf32_dispatch_tensor_store (func.func, {{.*}}): planned
