// Design §2, kernels: the body of a host-side gpu.launch is a kernel, planned in place. Its
// workgroup allocations and workgroup(...) attributions move into one arena: a private workgroup
// memref.global with the arena's alignment, read by memref.get_global at the top of the body (a
// launch's attributions carry no alignment once outlined, and an alloc would become a per-thread
// malloc). The launch's thread ids are its block arguments: a branch on them is divergent.
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce,smem-verify-plan' | filecheck %s
// RUN: smem-opt %s --split-input-file -p smem-coalesce --smem-report -o /dev/null 2>&1 | filecheck %s --check-prefix=REPORT
// RUN: smem-opt %s --split-input-file -p smem-to-nvvm-ready --target sm_80 | filecheck %s --check-prefix=LOWERED

// CHECK-LABEL: memref.global "private" @smem_arena_host_kernel : memref<1024xi8, #gpu.address_space<workgroup>> = uninitialized {alignment = 16 : i64}
// CHECK-LABEL: func.func @host
// CHECK: gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
// CHECK-NEXT: %smem_arena = memref.get_global @smem_arena_host_kernel : memref<1024xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT: %w_offset = arith.constant 0 : index
// CHECK-NEXT: %w = memref.view %smem_arena[%w_offset][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
// CHECK: %b_offset = arith.constant 0 : index
// CHECK-NEXT: %b = memref.view %smem_arena[%b_offset][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.terminator
// CHECK-NEXT: } {smem.arena_alignment = 16 : i64, smem.arena_bytes = 1024 : i64, smem.lower_bound = 1024 : i64, smem.optimal, {{.*}}smem.unshared_bytes = 2048 : i64}
// REPORT: smem report: kernel @host_kernel
// REPORT: occupancy on sm_90: 256 threads (8 warps) per block
// REPORT: smem report: functions looked at
// REPORT-NEXT: @host (func.func, {{.*}}): skipped: host function (it launches kernels; workgroup buffers it allocates belong to the kernel that uses them)
// REPORT-NEXT: @host_kernel (gpu.launch, {{.*}}form-gpu-launch.mlir:[[# @LINE + 9]]:5): planned
// LOWERED-LABEL: memref.global "private" @smem_arena_host_kernel : memref<1024xi8
// LOWERED: gpu.launch
// LOWERED: gpu.terminator
// LOWERED-NEXT: } {{{.*}}smem.target = "sm_80"{{.*}}}
module attributes {gpu.container_module} {
  func.func @host(%out: memref<256xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) workgroup(%w : memref<256xf32, #gpu.address_space<workgroup>>) {
      %f = arith.constant 1.0 : f32
      memref.store %f, %w[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c0 = arith.constant 0 : index
      %x = memref.load %w[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %b = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %x, %b[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %y = memref.load %b[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %y, %out[%tx] : memref<256xf32>
      gpu.terminator
    }
    return
  }
}

// -----

// A branch on the launch's thread id is divergent: the buffers of its two sides are live
// together (design §3, rule 3), 2048 bytes. Above the static limit (48 KiB) the lowering puts
// the arena in dynamic shared memory and gives the launch its size.
// CHECK-LABEL: func.func @divergent_host
// CHECK: gpu.launch
// CHECK: smem.arena_bytes = 65536 : i64
// LOWERED-LABEL: func.func @divergent_host
// LOWERED: %dsmem_bytes = arith.constant 65536 : i32
// LOWERED-NEXT: gpu.launch {{.*}} dynamic_shared_memory_size %dsmem_bytes {
// LOWERED-NEXT: %smem_dynamic = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// LOWERED-NEXT: %smem_arena_offset = arith.constant 0 : index
// LOWERED-NEXT: %smem_arena = memref.view %smem_dynamic[%smem_arena_offset][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<65536xi8, #gpu.address_space<workgroup>>
// LOWERED-NOT: memref.global
// LOWERED: smem.dynamic_shared_memory_bytes = 65536 : i64
module attributes {gpu.container_module} {
  func.func @divergent_host(%out: memref<8192xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %f = arith.constant 1.0 : f32
      %lo = arith.cmpi ult, %tx, %c128 : index
      %a = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
      %b = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
      scf.if %lo {
        memref.store %f, %a[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
        %x = memref.load %a[%c0] : memref<8192xf32, #gpu.address_space<workgroup>>
        memref.store %x, %out[%tx] : memref<8192xf32>
      } else {
        memref.store %f, %b[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
        %y = memref.load %b[%c0] : memref<8192xf32, #gpu.address_space<workgroup>>
        memref.store %y, %out[%tx] : memref<8192xf32>
      }
      gpu.terminator
    }
    return
  }
}
