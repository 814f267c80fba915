// convert-smem-to-gpu on smem.kernel input: the gpu.module / gpu.func structure, block
// size, attributes, terminator, cp.async ops, locations, and shared memory both with and
// without a prior smem-coalesce.
// RUN: smem-opt %s -p convert-smem-to-gpu | filecheck %s --check-prefixes=CHECK,PLAIN
// RUN: smem-opt %s -p smem-coalesce,convert-smem-to-gpu | filecheck %s --check-prefixes=CHECK,PACKED
// RUN: smem-opt %s -p convert-smem-to-gpu --print-debuginfo | filecheck %s --check-prefix=LOC
// RUN: smem-opt %s -p convert-smem-to-gpu --target sm_80 | filecheck %s --check-prefix=SM80

// CHECK:      module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.module @kernels [#nvvm.target<chip = "sm_90", features = "+ptx80">] {
// CHECK-NOT:  smem.{{kernel|alloc|return|async|target}}

// Without coalescing every smem.alloc is its own attribution (no reuse); after it, the one
// arena is.
// PLAIN:      gpu.func @stages(%A: memref<256xf32>, %B: memref<256xf32>) workgroup(%X : memref<256xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %Y : memref<64xf64, #gpu.address_space<workgroup>> {llvm.align = 32 : i64}) kernel attributes {known_block_size = array<i32: 64, 2, 1>, user.tag = 7 : i64} {
// PACKED:     gpu.func @stages(%A: memref<256xf32>, %B: memref<256xf32>) workgroup(%smem_arena : memref<1024xi8, #gpu.address_space<workgroup>> {llvm.align = 32 : i64}) kernel attributes {known_block_size = array<i32: 64, 2, 1>, smem.arena_alignment = 32 : i64, smem.arena_bytes = 1024 : i64,
// PACKED:       %X = memref.view %smem_arena[%X_offset][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
// PACKED:       %Y = memref.view %smem_arena[%Y_offset][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<64xf64, #gpu.address_space<workgroup>>
// CHECK:        memref.store %{{.*}}, %X[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
// CHECK:        gpu.return
// CHECK-NEXT: }
// SM80:       gpu.module @kernels [#nvvm.target<chip = "sm_80", features = "+ptx70">] {
// SM80-NOT:   smem.target
// LOC:        memref.store %{{.*}}, %X[%tx] : memref<256xf32, #gpu.address_space<workgroup>> loc("{{.*}}convert-smem-kernel.mlir":[[# @LINE + 7]]:3)
smem.kernel @stages(%A: memref<256xf32>, %B: memref<256xf32>) block_size = [64, 2] attributes {user.tag = 7 : i64} {
  %tx = gpu.thread_id x
  %X = smem.alloc {name = "X"} : memref<256xf32, #gpu.address_space<workgroup>>
  %Y = smem.alloc {alignment = 32 : i64, name = "Y"} : memref<64xf64, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<256xf32>
  %c0 = arith.constant 0 : index
  memref.store %a, %X[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %x = memref.load %X[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %d = arith.extf %x : f32 to f64
  gpu.barrier
  memref.store %d, %Y[%c0] : memref<64xf64, #gpu.address_space<workgroup>>
  gpu.barrier
  %y = memref.load %Y[%c0] : memref<64xf64, #gpu.address_space<workgroup>>
  %r = arith.truncf %y : f64 to f32
  memref.store %r, %B[%tx] : memref<256xf32>
  smem.return
}

// cp.async: copy -> device_async_copy, commit -> device_async_create_group (tokens mapped),
// wait {pending = N} -> device_async_wait {numGroups = N}; a wait without a group takes the
// nearest dominating group token. 1-D block sizes are padded with 1s.
// CHECK:      gpu.func @pipelined(%A: memref<256xf32>) workgroup({{.*}}) kernel attributes {known_block_size = array<i32: 64, 1, 1>
// CHECK:        %t0 = nvgpu.device_async_copy %A[%i], %{{.*}}[%i], 4 : memref<256xf32> to memref<256xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT:   %g0 = nvgpu.device_async_create_group %t0
// CHECK-NEXT:   %t1 = nvgpu.device_async_copy %A[%i], %{{.*}}[%i], 2 : memref<256xf32> to memref<256xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT:   %t2 = nvgpu.device_async_copy %A[%i], %{{.*}}[%i], 1 : memref<256xf32> to memref<256xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT:   %g1 = nvgpu.device_async_create_group %t1, %t2
// CHECK-NEXT:   nvgpu.device_async_wait %g0 {numGroups = 1 : i32}
// CHECK-NEXT:   nvgpu.device_async_wait %g1 {numGroups = 0 : i32}
// CHECK-NEXT:   gpu.barrier
// LOC:        nvgpu.device_async_copy {{.*}} loc("{{.*}}convert-smem-kernel.mlir":[[# @LINE + 6]]:9)
smem.kernel @pipelined(%A: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c4 = arith.constant 4 : index
  %i = arith.muli %tx, %c4 : index
  %buf = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  %t0 = smem.async_copy %A[%i], %buf[%i], 4 : memref<256xf32> to memref<256xf32, #gpu.address_space<workgroup>>
  %g0 = smem.async_commit %t0
  %t1 = smem.async_copy %A[%i], %buf[%i], 2 : memref<256xf32> to memref<256xf32, #gpu.address_space<workgroup>>
  %t2 = smem.async_copy %A[%i], %buf[%i], 1 : memref<256xf32> to memref<256xf32, #gpu.address_space<workgroup>>
  %g1 = smem.async_commit %t1, %t2
  smem.async_wait %g0 {pending = 1}
  smem.async_wait {pending = 0}
  gpu.barrier
  %v = memref.load %buf[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %v, %A[%tx] : memref<256xf32>
  smem.return
}

// A kernel without shared memory and a wait that no group dominates: an empty group is
// committed at entry to give the wait its token.
// CHECK:      gpu.func @no_smem() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
// CHECK-NEXT:   %[[E:.+]] = nvgpu.device_async_create_group {}
// CHECK-NEXT:   nvgpu.device_async_wait %[[E]] {numGroups = 0 : i32}
// CHECK-NEXT:   gpu.return
smem.kernel @no_smem() block_size = [32, 1, 1] {
  smem.async_wait {pending = 0}
  smem.return
}
// CHECK:      }
// CHECK-NEXT: }
